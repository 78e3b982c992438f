import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
`;

const Term = styled.dt`
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Value = styled.dd`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 600;
  text-align: right;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

/** A `dl` may group each term with its value in a div; this one leaves the grid to the list. */
const Pair = styled.div`
  display: contents;
`;

/** Label and value pairs, one per line (totals, an LLC's facts). */
export function FigureList({ figures }: { figures: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <List>
      {figures.map(([label, value]) => (
        <Pair key={label}>
          <Term>{label}</Term>
          <Value>{value}</Value>
        </Pair>
      ))}
    </List>
  );
}
