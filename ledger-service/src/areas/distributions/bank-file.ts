import { createHash } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import { parseDomainEvent, type EventData } from '@portal/contracts';
import { conflict, notFound } from '../../shared/errors';
import type { PersonalData } from '../../shared/personal-data';
import type { Directory } from '../../shared/personal-data/directory';
import type { CommandContext, CommandRunner } from '../../shared/runner';
import { formatCents, neutraliseFormula } from '../reports/tax-csv';
import { businessDayFrom } from './business-days';
import { achEntries, nachaFile, type AchPayment, type AchSettings } from './nacha';
import { bankAccountOf } from './payment-details';
import { distributionsStream, runsDecider } from './runs';

/**
 * A confirmed run's downloads (docs/distributions.md): the NACHA file of its ACH lines, and the CSV
 * of every paid line. Both are made from the run as recorded, so they are the same every time.
 */

export interface BankFileDeps {
  runner: Pick<CommandRunner, 'read' | 'execute'>;
  people: Directory;
  personalData: Pick<PersonalData, 'revealAll'>;
  ach?: AchSettings;
}

type Run = EventData<'DistributionRunConfirmed'>;

/** A confirmed run and the moment it was confirmed (the file's creation date and time). */
const confirmedRun = async (deps: Pick<BankFileDeps, 'runner'>, runId: string): Promise<{ run: Run; at: string }> => {
  for (const recorded of await deps.runner.read(distributionsStream)) {
    const event = parseDomainEvent(recorded);
    if (event.type === 'DistributionRunConfirmed' && event.data.runId === runId) return { run: event.data, at: recorded.recordedAt };
  }
  throw notFound(`No confirmed distribution run ${runId}.`);
};

/** An ACH line as its bank entry pays it, from its account as opened; null once the investor's data is erased. */
const paymentOf = (line: Run['lines'][number], opened: string): AchPayment | null => {
  const bank = bankAccountOf(opened);
  if (bank === null) return null;
  const { routing, account, type: accountType, entity, name } = bank;
  return { investorId: line.investorId, routing, account, accountType, entity, name, amountCents: line.amountCents };
};

/** Every line's account opened (a check line's is ''). */
const openAccounts = (deps: BankFileDeps, run: Run) => deps.personalData.revealAll(run.lines.map((line) => line.account ?? ''));

/** The ACH lines' payments, in the run's order; refused when an investor's bank details were erased. */
const achPayments = async (deps: BankFileDeps, run: Run): Promise<AchPayment[]> => {
  const opened = await openAccounts(deps, run);
  const people = await deps.people.current();
  return run.lines.flatMap((line, index) => {
    if (line.method !== 'ach') return [];
    const payment = paymentOf(line, opened[index]!);
    if (payment === null)
      throw conflict(`The bank details of ${people.investorName(line.investorId)} were erased: this run’s bank file cannot be made.`);
    return [payment];
  });
};

const settingsOf = (deps: BankFileDeps): AchSettings => {
  if (!deps.ach) throw conflict('The bank file needs the ACH settings (ACH_ODFI_ROUTING and the others: see the README, Configuration).');
  return deps.ach;
};

/**
 * GET /admin/distribution_run.ach. Its SHA-256 is recorded at the first download; every later one
 * must be the same bytes, or is refused.
 */
export const bankFile = async (deps: BankFileDeps, runId: string, context: CommandContext): Promise<string> => {
  const { run, at } = await confirmedRun(deps, runId);
  const settings = settingsOf(deps);
  const entries = achEntries(settings, await achPayments(deps, run));
  if (entries.length === 0) throw conflict('This run pays nobody by ACH: it has no bank file.');
  const text = nachaFile(settings, { createdAt: at, effectiveDate: businessDayFrom(run.date), entries });
  const sha256 = createHash('sha256').update(text).digest('hex');
  await deps.runner.execute(runsDecider, distributionsStream, { type: 'IssueFile', runId, sha256 }, context);
  return text;
};

/** GET /admin/distribution_run.csv: every paid line, with the trace number of an ACH one (when the bank file's settings are given). */
export const paymentListCsv = async (deps: BankFileDeps, runId: string): Promise<string> => {
  const { run } = await confirmedRun(deps, runId);
  const people = await deps.people.current();
  const opened = await openAccounts(deps, run);
  const payments = run.lines.flatMap((line, index) => (line.method === 'ach' ? [paymentOf(line, opened[index]!)] : []));
  const traces = new Map<string, string>();
  // Trace numbers need the bank file's settings, and every ACH line's account (the file is made of all of them).
  if (deps.ach && payments.every((payment) => payment !== null)) {
    for (const entry of achEntries(deps.ach, payments)) traces.set(entry.investorId, entry.traceNumber);
  }
  const rows = run.lines.map((line, index) => [
    neutraliseFormula(people.investorName(line.investorId)),
    formatCents(line.amountCents),
    line.method,
    line.method === 'ach' ? (bankAccountOf(opened[index]!)?.account.slice(-4) ?? '') : '',
    traces.get(line.investorId) ?? '',
  ]);
  return stringify(rows, {
    header: true,
    columns: ['Investor', 'Amount', 'Method', 'Account last 4', 'Trace number'],
    escape_formulas: true,
    bom: true,
    record_delimiter: 'windows',
  });
};
