import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { NAME_KEY, nextSort, sortRows, type Sort, type SortDirection, type SortValue } from './sort-rows';

/** A header that sorts its column: it looks like the header, with the direction after it. */
const SortButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  text-align: inherit;
  color: inherit;
  cursor: pointer;
  text-decoration: underline;
  text-decoration-style: dotted;
  text-underline-offset: 0.25em;
`;

const arrow = (sort: Sort<string>, key: string) => (sort.key !== key ? '' : sort.direction === 'ascending' ? ' ▲' : ' ▼');

/**
 * A table of investors sorted by a column the user picks: `header(key, text)` is the column's header
 * (a button that sorts by it, then the other way), `sorted(key)` the column's `aria-sort`, `sort(rows)`
 * the rows in that order. Names A to Z to begin with.
 */
export function useTableSort<Row extends { investor_name: string }, K extends string>(
  valueOf: (row: Row, key: K | typeof NAME_KEY) => SortValue,
) {
  const [sort, setSort] = useState<Sort<K | typeof NAME_KEY>>({ key: NAME_KEY, direction: 'ascending' });
  return {
    header: (key: K | typeof NAME_KEY, text: string): ReactNode => (
      <SortButton type="button" onClick={() => setSort(nextSort(sort, key))}>
        {text}
        {arrow(sort, key)}
      </SortButton>
    ),
    sorted: (key: K | typeof NAME_KEY): SortDirection | undefined => (sort.key === key ? sort.direction : undefined),
    sort: (rows: readonly Row[]) => sortRows(rows, sort, valueOf),
  };
}
