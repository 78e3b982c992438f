import { useState } from 'react';
import { Button, DataTable, type DataTableColumn } from '../../../components/ui';
import { isApiError } from '../../../lib/api';
import { downloadStatement, type StatementItem } from '../api/statements';
import { periodText, type Period } from '../period';
import { dayOf, periodDays, standing } from '../statement-texts';
import styles from './StatementsPage.module.css';

/**
 * Saves a statement's PDF as it was issued; while it comes the button waits, and a refusal (erased
 * since, 410) is said under it in the server's words.
 */
export function DownloadStatementButton({ statement, owner }: { statement: Period & { statement_id: string }; owner?: string }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = () => {
    setBusy(true);
    setProblem(null);
    downloadStatement(statement)
      .catch((error: unknown) => setProblem(isApiError(error) ? error.message : 'The statement could not be downloaded. Please try again.'))
      .finally(() => setBusy(false));
  };
  return (
    <>
      <Button
        variant="secondary"
        compact
        disabled={busy}
        onClick={download}
        aria-label={`Download ${owner ? `${owner}'s` : 'the'} statement for ${periodText(statement)}`}
      >
        Download
      </Button>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </>
  );
}

const columns = (all: readonly StatementItem[]): DataTableColumn<StatementItem>[] => [
  {
    key: 'period',
    header: 'Period',
    cell: (statement) => (
      <>
        <strong>{periodText(statement)}</strong>
        <span className={styles.dates}>{periodDays(statement)}</span>
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
      statement.erased ? <span className={styles.muted}>Not available</span> : <DownloadStatementButton statement={statement} />,
  },
];

export interface StatementTableProps {
  statements: readonly StatementItem[];
  caption: string;
  emptyText: string;
  /** Columns after the download (the back office's Verify). */
  more?: readonly DataTableColumn<StatementItem>[];
}

/** An investor's statements, newest first: the period, the day issued, where it stands and its PDF. On a phone each is a card. */
export function StatementTable({ statements, caption, emptyText, more = [] }: StatementTableProps) {
  return (
    <DataTable
      caption={caption}
      columns={[...columns(statements), ...more]}
      rows={statements}
      rowKey={(statement) => statement.statement_id}
      emptyText={emptyText}
      stacks
      keyColumn="period"
    />
  );
}
