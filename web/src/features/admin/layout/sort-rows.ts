/** What a column sorts by: a figure, a text (names, dates 'YYYY-MM-DD'), a yes or no, or nothing. */
export type SortValue = number | string | boolean | null;

export type SortDirection = 'ascending' | 'descending';

export interface Sort<K extends string> {
  key: K;
  direction: SortDirection;
}

/** The column of names: it sorts A to Z first, and breaks every other column's ties. */
export const NAME_KEY = 'investor_name';

/** Texts in code-unit order, as the server lists names. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const compare = (x: Exclude<SortValue, null>, y: Exclude<SortValue, null>): number =>
  typeof x === 'string' && typeof y === 'string' ? byText(x, y) : Number(x) - Number(y);

/**
 * The rows in `sort`'s order, by `valueOf(row, key)`; a value that is not there (null: a figure
 * not meaningful, a date that never was) goes last either way, so "highest IRR first" never starts
 * with the investors who have none. Ties keep the name order.
 */
export function sortRows<Row extends { investor_name: string }, K extends string>(
  rows: readonly Row[],
  { key, direction }: Sort<K>,
  valueOf: (row: Row, key: K) => SortValue,
): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const byName = byText(a.investor_name, b.investor_name);
    const x = valueOf(a, key);
    const y = valueOf(b, key);
    if (x === null || y === null) return x === y ? byName : x === null ? 1 : -1;
    return sign * compare(x, y) || byName;
  });
}

/** A second click on the sorted column turns it round; a new column starts with names A to Z and anything else highest first. */
export const nextSort = <K extends string>(current: Sort<K>, key: K): Sort<K> =>
  current.key === key
    ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
    : { key, direction: key === NAME_KEY ? 'ascending' : 'descending' };
