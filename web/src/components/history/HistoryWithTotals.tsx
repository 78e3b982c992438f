import { useId, useState } from 'react';
import styled from 'styled-components';
import type { Breakpoint } from '../../app/theme';
import { formatCurrency, formatDateKey } from '../../lib/format';
import { Button, DataTable, newestFirst, type DataTableColumn } from '../ui';
import { centsToDollars } from './cents';
import { currentYear, yearLabel, yearTotals, type DatedAmount, type YearTotal } from './year-totals';

/** How many of the newest rows a history shows until "Show all" is pressed: a year of months. */
export const NEWEST_ROWS = 12;

/** Money, dates and years stay on one line. */
const OneLine = styled.span`
  white-space: nowrap;
`;

/** A description reads as words: it wraps between them, never inside one. */
const Words = styled.span`
  overflow-wrap: normal;
  word-break: normal;
`;

/** The description column (the rows table's second) is only shown from `$from` up. */
const RowsFrame = styled.div<{ $from?: Breakpoint }>`
  ${({ theme, $from }) =>
    $from &&
    `
    ${theme.media.down($from)} {
      th:nth-child(2),
      td:nth-child(2):not([colspan]) {
        display: none;
      }
    }
  `}
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const MoreButton = styled(Button)`
  align-self: flex-start;
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space.md};
`;

const TotalsHeading = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface DescriptionColumn {
  /** Its header, e.g. 'Description'. */
  header: string;
  /** The column is shown from this breakpoint up; narrower screens keep the hover and screen-reader text only. */
  from: Breakpoint;
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
    { key: 'date', header: 'Date', cell: (entry) => <OneLine>{formatDateKey(entry.date)}</OneLine> },
    ...(descriptionColumn && describeEntry
      ? [
          {
            key: 'description',
            header: descriptionColumn.header,
            // Shown for the eye only: the table already gives screen readers the text after each row's amount.
            cell: (entry: Entry) => <Words aria-hidden="true">{describeEntry(entry)}</Words>,
          },
        ]
      : []),
    { key: 'amount', header: 'Amount', cell: (entry) => <OneLine>{formatCurrency(entry.amount)}</OneLine>, align: 'end' },
  ];

  return (
    <Stack>
      <RowsFrame id={rowsId} $from={descriptionColumn?.from}>
        <DataTable<Entry>
          caption={caption}
          columns={columns}
          rows={rows}
          rowKey={(entry, index) => `${entry.date}#${index}`}
          emptyText={emptyText}
          describeRow={describeEntry}
        />
      </RowsFrame>
      {sorted.length > newestCount && (
        <MoreButton $variant="secondary" aria-controls={rowsId} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? `Show the newest ${newestCount} rows` : `Show all ${sorted.length} rows`}
        </MoreButton>
      )}
      {totals.length > 0 && <YearTotalsTable caption={totalsCaption(caption)} totals={totals} thisYear={thisYear} />}
    </Stack>
  );
}

function YearTotalsTable({ caption, totals, thisYear }: { caption: string; totals: readonly YearTotal[]; thisYear: string }) {
  const columns: DataTableColumn<YearTotal>[] = [
    { key: 'year', header: 'Year', cell: (total) => <OneLine>{yearLabel(total.year, thisYear)}</OneLine> },
    { key: 'total', header: 'Total', cell: (total) => <OneLine>{formatCurrency(centsToDollars(total.totalCents))}</OneLine>, align: 'end' },
  ];
  return (
    <div>
      <TotalsHeading aria-hidden="true">Total per year</TotalsHeading>
      <DataTable<YearTotal> caption={caption} columns={columns} rows={totals} rowKey={(total) => total.year} emptyText="" />
    </div>
  );
}
