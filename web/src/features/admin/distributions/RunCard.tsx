import { useState } from 'react';
import styled from 'styled-components';
import { Button, DataTable, Loading, type DataTableColumn } from '../../../components/ui';
import { formatCurrency, formatDate, formatDateTime } from '../../../lib/format';
import { refusalText, ProblemMessage } from '../form-kit';
import { FigureList } from '../layout/FigureList';
import { TableCard } from '../layout/Panel';
import {
  downloadRunFile,
  RUN_FILES,
  useConfirmDistribution,
  useDiscardDistributionDraft,
  useDistributionRun,
  type DistributionRun,
  type RunLine,
} from './api/distribution-calls';
import { MarkPayment } from './MarkPayment';
import { paymentStatusText } from './return-codes';
import { confirmQuestion, discardQuestion, paidByText, paidLines, paymentsText } from './run-texts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0;
`;

/** The run's facts at a reading width, not stretched across a desktop's table. */
const Facts = styled.div`
  max-width: 32rem;
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A returned payment's code and its words wrap at a reading width, leaving the row's room to the buttons. */
const Status = styled.span`
  display: inline-block;
  max-width: 9rem;
`;

const Skipped = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

// A name stays on one line in a draft; beside a confirmed run's buttons it may wrap, so the lines fit a tablet's card.
const investorColumn = (run: DistributionRun): DataTableColumn<RunLine> => ({
  key: 'investor',
  header: 'Investor',
  cell: (line) => line.investor_name,
  nowrap: run.state === 'draft',
});
const balance: DataTableColumn<RunLine> = {
  key: 'balance',
  header: 'Cash Balance',
  cell: (line) => formatCurrency(line.cash_balance),
  align: 'end',
};
const payment: DataTableColumn<RunLine>[] = [
  { key: 'amount', header: 'Amount', cell: (line) => formatCurrency(line.amount), align: 'end' },
  // The method and its account in one column, so a draft's lines fit a tablet's card without scrolling.
  { key: 'method', header: 'Method', cell: (line) => paidByText(line), nowrap: true },
];

/**
 * A draft's lines show each balance and why a line is skipped; a confirmed run's (its paid lines only)
 * say each payment's outcome at the bank, and offer an administrator to mark it.
 */
const lineColumns = (run: DistributionRun, admin: boolean): DataTableColumn<RunLine>[] =>
  run.state === 'draft'
    ? [
        investorColumn(run),
        balance,
        ...payment,
        {
          key: 'note',
          header: 'Skipped Because',
          cell: (line) => (line.skipped_reason === null ? '' : <Skipped>{line.skipped_reason}</Skipped>),
          minWidth: '7rem',
        },
      ]
    : [
        investorColumn(run),
        ...payment,
        { key: 'status', header: 'Status', cell: (line) => <Status>{paymentStatusText(line)}</Status> },
        ...(admin
          ? [
              {
                key: 'mark',
                header: 'Bank Outcome',
                cell: (line: RunLine) => (line.payment_status === 'sent' ? <MarkPayment run={run} line={line} /> : ''),
              },
            ]
          : []),
      ];

const figures = (run: DistributionRun) => {
  const paid = paidLines(run).length;
  return [
    ['Date', formatDate(run.date)],
    ['Description', run.description],
    [run.state === 'draft' ? 'Planned' : 'Confirmed', formatDateTime(run.at)],
    ['Payments', paymentsText(paid)],
    ...(run.state === 'draft' ? [['Skipped', String(run.lines.length - paid)] as const] : []),
    ['Total', formatCurrency(run.total)],
  ] as const;
};

interface DownloadButtonProps {
  run: DistributionRun;
  kind: keyof typeof RUN_FILES;
  label: string;
  onProblem: (text: string | null) => void;
}

/** Saves one of a confirmed run's files; a refusal is said under the buttons. */
function DownloadButton({ run, kind, label, onProblem }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    onProblem(null);
    downloadRunFile(run, kind)
      .catch((error: unknown) => {
        console.error('Error downloading distribution file:', error);
        onProblem(refusalText(error));
      })
      .finally(() => setBusy(false));
  };
  return (
    <Button variant="secondary" disabled={busy} onClick={download}>
      {label}
    </Button>
  );
}

interface RunCardProps {
  runId: string;
  admin: boolean;
  /** The draft was discarded: the card has nothing left to show. */
  onDiscarded: () => void;
}

/**
 * One run. A draft shows every line (the skipped ones with why) and its totals, and offers an
 * administrator Confirm, which asks first with the count and the total, and Discard, which asks
 * first too; a refusal (a line over its limit, a draft too old or whose balances moved) is said
 * plainly. A confirmed run offers its files: the ACH file to an administrator only (it holds whole
 * account numbers), the CSV to anyone.
 */
export function RunCard({ runId, admin, onDiscarded }: RunCardProps) {
  const { data: run, isError, error } = useDistributionRun(runId);
  const confirm = useConfirmDistribution();
  const discard = useDiscardDistributionDraft();
  const [problem, setProblem] = useState<string | null>(null);
  const busy = confirm.isPending || discard.isPending;
  const title = run ? `${run.state === 'draft' ? 'Draft' : 'Run'} of ${formatDate(run.date)}` : 'Run';

  const confirmRun = (draft: DistributionRun) => {
    if (!window.confirm(confirmQuestion(draft))) return;
    setProblem(null);
    confirm.mutate(draft.run_id, {
      onSuccess: (answer) => window.alert(answer.message),
      onError: (refusal) => {
        console.error('Error confirming distribution:', refusal);
        setProblem(refusalText(refusal));
      },
    });
  };

  const discardDraft = (draft: DistributionRun) => {
    if (!window.confirm(discardQuestion)) return;
    setProblem(null);
    discard.mutate(draft.run_id, {
      onSuccess: onDiscarded,
      onError: (refusal) => {
        console.error('Error discarding distribution draft:', refusal);
        setProblem(refusalText(refusal));
      },
    });
  };

  if (!run) {
    return <TableCard title={title}>{isError ? <p>{refusalText(error)}</p> : <Loading lines={3} />}</TableCard>;
  }
  return (
    <TableCard title={title}>
      <Facts>
        <FigureList figures={figures(run)} />
      </Facts>
      <Actions>
        {run.state === 'draft' && admin && (
          <>
            <Button disabled={busy || paidLines(run).length === 0} onClick={() => confirmRun(run)}>
              Confirm
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => discardDraft(run)}>
              Discard
            </Button>
          </>
        )}
        {run.state === 'confirmed' && (
          <>
            {admin && <DownloadButton run={run} kind="ach" label="Download ACH File" onProblem={setProblem} />}
            <DownloadButton run={run} kind="csv" label="Download CSV" onProblem={setProblem} />
          </>
        )}
      </Actions>
      {run.state === 'draft' && paidLines(run).length === 0 && (
        <Note>Nothing to pay: every line is skipped. Set the investors&apos; payment details, or plan again.</Note>
      )}
      <ProblemMessage role="alert">{problem ?? undefined}</ProblemMessage>
      <DataTable
        caption={`Lines of the ${run.state === 'draft' ? 'draft' : 'run'}`}
        columns={lineColumns(run, admin)}
        rows={run.lines}
        rowKey={(line) => line.investor_name}
        emptyText="No investor has a cash balance to pay."
        stacks
        keyColumn="investor"
      />
    </TableCard>
  );
}
