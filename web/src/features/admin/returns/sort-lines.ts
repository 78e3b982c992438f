import type { FirmReturnsLine } from './api/use-firm-returns';

/** The columns the table sorts by: the name, or a figure. */
export type SortKey = 'investor_name' | 'xirr' | 'tvpi' | 'dpi' | 'total_contributed' | 'total_distributed' | 'nav' | 'total_fees';

export interface Sort {
  key: SortKey;
  direction: 'ascending' | 'descending';
}

/** Names in code-unit order, as the server lists them. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The lines in `sort`'s order; a figure that is not meaningful (null) goes last either way, so
 * "highest IRR first" never starts with the investors who have none. Ties keep the name order.
 */
export function sortLines(lines: readonly FirmReturnsLine[], { key, direction }: Sort): FirmReturnsLine[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...lines].sort((a, b) => {
    if (key === 'investor_name') return sign * byText(a.investor_name, b.investor_name);
    const x = a[key];
    const y = b[key];
    if (x === null || y === null) return x === y ? byText(a.investor_name, b.investor_name) : x === null ? 1 : -1;
    return sign * (x - y) || byText(a.investor_name, b.investor_name);
  });
}

/** A second click on the sorted column turns it round; a new column starts with names A to Z and figures highest first. */
export const nextSort = (current: Sort, key: SortKey): Sort =>
  current.key === key
    ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
    : { key, direction: key === 'investor_name' ? 'ascending' : 'descending' };
