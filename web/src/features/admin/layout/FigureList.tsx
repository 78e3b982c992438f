import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The list measures its own width: where it is narrow, each label goes above its value. */
const Frame = styled.div`
  container-type: inline-size;
`;

/**
 * Two columns: the labels at their own width (down to about nine characters, where they wrap between
 * words), the values in the rest. Below 22rem of list the two columns become one.
 */
const List = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(min(9rem, 40%), max-content) minmax(0, 1fr);

  @container (max-width: 22rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Term = styled.dt`
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};

  @container (max-width: 22rem) {
    padding-bottom: 0;
    border-bottom: 0;
  }
`;

const Value = styled.dd<{ $whole: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 600;
  text-align: right;
  font-variant-numeric: tabular-nums;
  white-space: ${({ $whole }) => ($whole ? 'nowrap' : 'normal')};
  overflow-wrap: break-word;

  @container (max-width: 22rem) {
    padding-top: ${({ theme }) => theme.space.xs};
    padding-left: 0;
    text-align: left;
  }
`;

/** A `dl` may group each term with its value in a div; this one leaves the grid to the list. */
const Pair = styled.div`
  display: contents;
`;

/**
 * One word of up to 24 characters (an amount, a date, a code) stays on one line; longer texts
 * (an address, a list) wrap between words.
 */
const isWhole = (value: ReactNode) =>
  typeof value === 'number' || (typeof value === 'string' && value.length <= 24 && !/\s/.test(value.trim()));

export type Figures = readonly (readonly [label: string, value: ReactNode])[];

/** Label and value pairs, one per line (totals, an LLC's facts, a rebuild's run). */
export function FigureList({ figures }: { figures: Figures }) {
  return (
    <Frame>
      <List>
        {figures.map(([label, value]) => (
          <Pair key={label}>
            <Term>{label}</Term>
            <Value $whole={isWhole(value)}>{value}</Value>
          </Pair>
        ))}
      </List>
    </Frame>
  );
}
