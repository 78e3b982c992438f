import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Card, DataTable, Loading, type DataTableProps } from '../../../components/ui';
import { useLogFailure } from '../api/use-log-failure';

const Stack = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const PanelHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

export const SectionHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

/** The area of one admin action: its heading, then its cards. A region named by the heading. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack aria-labelledby={headingId}>
      <PanelHeading id={headingId}>{title}</PanelHeading>
      {children}
    </Stack>
  );
}

/** What a card does, in muted words above its fields. */
export const Explanation = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A card with a small heading over a table or list. */
export function TableCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <SectionHeading>{title}</SectionHeading>
      {subtitle && <Subtitle>{subtitle}</Subtitle>}
      {children}
    </Card>
  );
}

type DataTableCardProps<Row> = { title: string } & Omit<DataTableProps<Row>, 'caption'>;

/** A table in a card of its own, the card's heading also the table's caption. */
export function DataTableCard<Row>({ title, ...table }: DataTableCardProps<Row>) {
  return (
    <TableCard title={title}>
      <DataTable caption={title} {...table} />
    </TableCard>
  );
}

/** A `DataTableCard` of a list the server answers: the loading bars until it has, a failure logged (`failureLog`). */
export function QueryTableCard<Row>({
  query,
  failureLog,
  emptyText,
  ...table
}: Omit<DataTableCardProps<Row>, 'rows'> & { query: UseQueryResult<readonly Row[]>; failureLog: string }) {
  useLogFailure(query.error, failureLog);
  return <DataTableCard {...table} rows={query.data ?? []} emptyText={query.isPending ? <Loading lines={2} /> : emptyText} />;
}

const Subtitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Cards side by side where there is room: one column on phones, two from md, `wide` from xl. With
 * `$minCard` instead, as many columns as keep each card at least that wide (cards of wide tables).
 */
export const CardGrid = styled.div<{ $wide?: 2 | 3 | 4; $minCard?: string }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  /* The gap spaces the items: a margin meant for stacked groups would push one below its neighbour. */
  &&& > * {
    margin-top: 0;
  }

  ${({ theme, $wide = 2, $minCard }) =>
    $minCard
      ? css`
          grid-template-columns: repeat(auto-fill, minmax(min(100%, ${$minCard}), 1fr));
        `
      : css`
          ${theme.media.up('md')} {
            grid-template-columns: repeat(2, minmax(0, 1fr));
          }

          ${theme.media.up('xl')} {
            grid-template-columns: repeat(${$wide}, minmax(0, 1fr));
          }
        `}
`;

/** Consecutive groups (a heading and its table) inside one card, spaced apart. */
export const Group = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space.lg};
  }
`;

/** Filters and selectors in a grid: one column on phones, two from md (a panel adds its own wider step). */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: end;

  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
