import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin: 0;
`;

const Term = styled.dt`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.dd<{ $text: boolean }>`
  margin: 0;
  text-align: ${({ $text }) => ($text ? 'left' : 'right')};
  font-variant-numeric: tabular-nums;
  white-space: ${({ $text }) => ($text ? 'pre-line' : 'normal')};
  overflow-wrap: anywhere;
`;

export interface Figure {
  label: string;
  value: ReactNode;
  /** Free text (notes): left-aligned, line breaks kept. Figures are right-aligned. */
  text?: boolean;
}

/** Label and value pairs, one per line: the cash balance card and the property details card. */
export function FigureList({ items }: { items: readonly Figure[] }) {
  return (
    <List>
      {items.map(({ label, value, text = false }) => (
        <Fragment key={label}>
          <Term>{label}</Term>
          <Value $text={text}>{value}</Value>
        </Fragment>
      ))}
    </List>
  );
}
