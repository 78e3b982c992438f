import { formatCurrency } from '../../../lib/format';
import type { DistributionRun, RunLine } from './api/distribution-calls';

/** How each method reads in the tables. */
export const METHOD_WORDS: Readonly<Record<NonNullable<RunLine['method']>, string>> = {
  ach: 'ACH',
  check: 'Check',
  hold: 'Hold',
};

const methodText = (method: RunLine['method']): string => (method === null ? 'None on file' : METHOD_WORDS[method]);

/** An account as every screen shows it: its last four digits only. */
const accountText = (last4: string | null): string => (last4 === null ? '' : `••${last4}`);

/** How a line is paid, in one column: the method and the account it goes to ('ACH ••6789', 'Check', 'None on file'). */
export const paidByText = (line: Pick<RunLine, 'method' | 'account_last4'>): string =>
  line.account_last4 === null ? methodText(line.method) : `${methodText(line.method)} ${accountText(line.account_last4)}`;

export const paidLines = (run: Pick<DistributionRun, 'lines'>) => run.lines.filter((line) => line.skipped_reason === null);

export const paymentsText = (count: number): string => (count === 1 ? '1 payment' : `${count} payments`);

/** The confirm dialog's question: what will be paid, how many and how much in all, before anything is recorded. */
export const confirmQuestion = (run: DistributionRun): string =>
  `Pay ${paymentsText(paidLines(run).length)} totalling ${formatCurrency(run.total)} for ${run.description}? ` +
  'Each is recorded as a cash withdrawal from the investor; the ACH file and the CSV can then be downloaded.';

/** The discard dialog's question: a draft holds nothing of the books, so nothing is undone. */
export const discardQuestion = 'Discard this draft? Nothing has been recorded.';
