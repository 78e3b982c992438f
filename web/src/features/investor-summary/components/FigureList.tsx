import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin: 0;
`;

const Term = styled.dt`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A figure stays on one line beside its label; free text takes the full width under it. */
const Value = styled.dd<{ $text: boolean }>`
  margin: 0;
  font-variant-numeric: tabular-nums;
  ${({ $text }) =>
    $text
      ? `grid-column: 1 / -1; margin-top: -0.25rem; white-space: pre-line; overflow-wrap: anywhere;`
      : `text-align: right; white-space: nowrap;`}
`;

export interface Figure {
  label: string;
  value: ReactNode;
  /** Free text (notes): under its label, line breaks kept. Figures are right-aligned beside it. */
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
