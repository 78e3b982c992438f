import { useState, type ReactNode } from 'react';
import { Button, DataTable, Problem, type DataTableColumn } from '../../../components/ui';
import { isApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { downloadStatement, type Downloadable, type StatementItem } from '../api/statements';
import { periodText } from '../period';
import { dayOf, documentDays, documentTitle, standing } from '../statement-texts';
import styles from './StatementsPage.module.css';

/** What a download button says it saves: "the statement for Q3 2026", "Ann's distribution notice of 12/15/2026". */
const downloadLabel = (statement: Downloadable, owner: string | undefined) => {
  const whose = owner ? `${owner}'s` : 'the';
  return statement.kind === 'distribution_notice'
    ? `Download ${whose} distribution notice of ${formatDate(statement.from)}`
    : `Download ${whose} statement for ${periodText(statement)}`;
};

/**
 * Saves a statement's (or a distribution notice's) PDF as it was issued; while it comes the button
 * waits, and a refusal (erased since, 410) is said under it in the server's words.
 */
export function DownloadStatementButton({ statement, owner }: { statement: Downloadable; owner?: string }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = () => {
    setBusy(true);
    setProblem(null);
    downloadStatement(statement)
      .catch((error: unknown) => setProblem(isApiError(error) ? error.message : 'The PDF could not be downloaded. Please try again.'))
      .finally(() => setBusy(false));
  };
  return (
    <div>
      <Button variant="secondary" compact disabled={busy} onClick={download} aria-label={downloadLabel(statement, owner)}>
        Download
      </Button>
      {problem && <Problem role="alert">{problem}</Problem>}
    </div>
  );
}

/** A statement's download, and beside it what else may be done with it (the back office's Verify). */
type Extra = (statement: StatementItem) => ReactNode;

const columns = (all: readonly StatementItem[], extra: Extra | undefined): DataTableColumn<StatementItem>[] => [
  {
    key: 'period',
    header: 'Period',
    cell: (statement) => (
      <>
        <strong>{documentTitle(statement)}</strong>
        <span className={styles.dates}>{documentDays(statement)}</span>
      </>
    ),
    minWidth: '9rem',
  },
  { key: 'issued', header: 'Issued', cell: (statement) => dayOf(statement.issued_at), nowrap: true },
  { key: 'status', header: 'Status', cell: (statement) => standing(statement, all) ?? 'Current', minWidth: '10rem' },
  {
    key: 'pdf',
    header: 'PDF',
    cell: (statement) =>
      statement.erased ? (
        <span className={styles.muted}>Not available</span>
      ) : (
        <StatementActions>
          <DownloadStatementButton statement={statement} />
          {extra?.(statement)}
        </StatementActions>
      ),
  },
];

/** A statement's buttons side by side, wrapping where the cell is narrow. */
export function StatementActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** The latest period first and, within a period, the latest issued (the current statement above those it superseded). */
const byPeriodThenIssue = (a: StatementItem, b: StatementItem) =>
  b.through.localeCompare(a.through) || b.from.localeCompare(a.from) || b.issued_at.localeCompare(a.issued_at);

export interface StatementTableProps {
  statements: readonly StatementItem[];
  caption: string;
  emptyText: string;
  /** Beside each download (the back office's Verify). */
  extra?: Extra;
}

/** An investor's statements, the latest period first: the period, the day issued, where it stands and its PDF. On a phone each is a card. */
export function StatementTable({ statements, caption, emptyText, extra }: StatementTableProps) {
  return (
    <DataTable
      caption={caption}
      columns={columns(statements, extra)}
      rows={[...statements].sort(byPeriodThenIssue)}
      rowKey={(statement) => statement.statement_id}
      emptyText={emptyText}
      stacks
      keyColumn="period"
    />
  );
}
