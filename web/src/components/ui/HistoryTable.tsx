import { formatCurrency, formatDateKey } from '../../lib/format';
import { DataTable, type DataTableColumn } from './DataTable';

/** One dated amount of a history list; `date` is a month 'YYYY-MM' or a day 'YYYY-MM-DD'. */
export interface DatedAmount {
  date: string;
  amount: number;
}

/** The table helper order: newest first (ISO keys sort as text); equal dates keep their order. */
export function newestFirst<Entry extends DatedAmount>(entries: readonly Entry[]): Entry[] {
  return [...entries].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

const columns: DataTableColumn<DatedAmount>[] = [
  { key: 'date', header: 'Date', cell: (entry) => formatDateKey(entry.date), nowrap: true },
  { key: 'amount', header: 'Amount', cell: (entry) => formatCurrency(entry.amount), align: 'end' },
];

export interface HistoryTableProps<Entry extends DatedAmount> {
  entries: readonly Entry[];
  emptyText: string;
  caption?: string;
  /** Hover text of a row (and its screen-reader equivalent), e.g. a distribution's description. */
  describeEntry?: (entry: Entry) => string | undefined;
}

/**
 * The table helper: columns Date and Amount, one row per entry, newest first, months shown
 * MM/YYYY and days MM/DD/YYYY, or a single row with the fallback text when there is none.
 */
export function HistoryTable<Entry extends DatedAmount>({ entries, emptyText, caption, describeEntry }: HistoryTableProps<Entry>) {
  return (
    <DataTable<Entry>
      caption={caption}
      columns={columns}
      rows={newestFirst(entries)}
      rowKey={(entry, index) => `${entry.date}#${index}`}
      emptyText={emptyText}
      describeRow={describeEntry}
    />
  );
}
