import { useId, useState } from 'react';
import { formatDateKey } from '../../lib/format';
import { Button, DataTable, newestFirst, type DataTableColumn, type DatedAmount } from '../ui';
import { centsToDollars } from './cents';
import { Money } from './Money';
import { currentYear, yearLabel, yearTotals, type YearTotal } from './year-totals';
import styles from './HistoryWithTotals.module.css';

/** How many of the newest rows a history shows until "Show all" is pressed: a year of months. */
export const NEWEST_ROWS = 12;

export interface DescriptionColumn {
  /** Its header, e.g. 'Description'. */
  header: string;
  /** The column is shown from this breakpoint up; narrower screens keep the hover and screen-reader text only. */
  from: 'md' | 'lg' | 'xl';
}

export interface HistoryWithTotalsProps<Entry extends DatedAmount> {
  /** The rows table's accessible name: the card's title, e.g. 'Income History'. */
  caption: string;
  entries: readonly Entry[];
  emptyText: string;
  /** Hover text of a row (and its screen-reader equivalent), e.g. a distribution's description. */
  describeEntry?: (entry: Entry) => string | undefined;
  /** Also show `describeEntry`'s text as a column between Date and Amount on wide screens. */
  descriptionColumn?: DescriptionColumn;
  /** Rows shown before "Show all"; NEWEST_ROWS by default. */
  newestCount?: number;
  /** 'YYYY' of the year to mark as year to date; this year by default. */
  thisYear?: string;
}

/** 'Income History' -> 'Income per year' (a name that does not contain the rows table's own). */
const totalsCaption = (caption: string) => `${caption.replace(/\s*History$/, '')} per year`;

/**
 * A history list with shape: the newest rows (Date, Amount, newest first, as the plain history
 * table), a "Show all" button when there are more, and under them a total per year, each summed
 * in integer cents, the current year marked "(YTD)". No entries: the empty text and no totals.
 */
export function HistoryWithTotals<Entry extends DatedAmount>({
  caption,
  entries,
  emptyText,
  describeEntry,
  descriptionColumn,
  newestCount = NEWEST_ROWS,
  thisYear = currentYear(),
}: HistoryWithTotalsProps<Entry>) {
  const [expanded, setExpanded] = useState(false);
  const rowsId = useId();
  const sorted = newestFirst(entries);
  const hidden = expanded ? 0 : Math.max(0, sorted.length - newestCount);
  const rows = hidden > 0 ? sorted.slice(0, newestCount) : sorted;
  const totals = yearTotals(entries);

  const columns: DataTableColumn<Entry>[] = [
    { key: 'date', header: 'Date', cell: (entry) => formatDateKey(entry.date), nowrap: true },
    ...(descriptionColumn && describeEntry
      ? [
          {
            key: 'description',
            header: descriptionColumn.header,
            // Shown for the eye only: the table already gives screen readers the text after each row's amount.
            cell: (entry: Entry) => (
              <span className={styles.words} aria-hidden="true">
                {describeEntry(entry)}
              </span>
            ),
          },
        ]
      : []),
    { key: 'amount', header: 'Amount', cell: (entry) => <Money dollars={entry.amount} />, align: 'end' },
  ];

  return (
    <div className={styles.stack}>
      <div id={rowsId} className={descriptionColumn && styles[`descriptionFrom-${descriptionColumn.from}`]}>
        <DataTable<Entry>
          caption={caption}
          columns={columns}
          rows={rows}
          rowKey={(entry, index) => `${entry.date}#${index}`}
          emptyText={emptyText}
          describeRow={describeEntry}
        />
      </div>
      {sorted.length > newestCount && (
        <Button
          variant="secondary"
          compact
          className={styles.more}
          aria-controls={rowsId}
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show fewer' : `Show all ${sorted.length} rows`}
        </Button>
      )}
      {totals.length > 0 && <YearTotalsTable caption={totalsCaption(caption)} totals={totals} thisYear={thisYear} />}
    </div>
  );
}

function YearTotalsTable({ caption, totals, thisYear }: { caption: string; totals: readonly YearTotal[]; thisYear: string }) {
  const columns: DataTableColumn<YearTotal>[] = [
    { key: 'year', header: 'Year', cell: (total) => yearLabel(total.year, thisYear), nowrap: true },
    { key: 'total', header: 'Total', cell: (total) => <Money dollars={centsToDollars(total.totalCents)} />, align: 'end' },
  ];
  return (
    <div>
      <p className={styles.totalsHeading} aria-hidden="true">
        Total per year
      </p>
      <DataTable<YearTotal> caption={caption} columns={columns} rows={totals} rowKey={(total) => total.year} emptyText="" />
    </div>
  );
}
