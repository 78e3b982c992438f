import { formatCurrency, formatDate } from '../../../lib/format';
import type { TransactionRow } from './api/use-transactions';

/** The rows by date, newest first; rows of one day keep their order. */
export const newestFirst = (rows: readonly TransactionRow[]): TransactionRow[] =>
  rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => (a.row.date < b.row.date ? 1 : a.row.date > b.row.date ? -1 : a.index - b.index))
    .map(({ row }) => row);

/** What a row is found by: its date and amount as shown and as typed, its detail and its id. */
const searchText = (row: TransactionRow) =>
  [formatDate(row.date), row.date, formatCurrency(row.amount), String(row.amount), row.detail, row.id].join(' ').toLowerCase();

/** The rows holding every word of `query`, in any order and case; every row for a blank query. */
export function rowsMatching(rows: readonly TransactionRow[], query: string): TransactionRow[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter((row) => {
    const text = searchText(row);
    return words.every((word) => text.includes(word));
  });
}
