import type { EventData } from '@portal/contracts';
import type { DatabasePool } from 'slonik';
import { lockedPasses } from '../../shared/advisory-lock';
import { derivedUuid } from '../../shared/ids';
import { investorSubject, type PersonalData } from '../../shared/personal-data';
import type { Directory } from '../../shared/personal-data/directory';
import type { CommandContext, CommandRunner } from '../../shared/runner';
import { statementStream } from '../../shared/streams';
import { bankAccountOf } from '../distributions/payment-details';
import { confirmedRuns } from '../distributions/run-answers';
import { investorEmail, type AddressDeps } from '../notices/mail';
import { queueNotice } from '../notices/outbox';
import { statementDecider } from './decider';
import { sha256Of, type StatementDocuments } from './documents';
import { distributionNoticeTemplate, renderDistributionNoticePdf } from './distribution-notice-pdf';
import type { DocumentRow, StatementStore } from './storage';

/** The advisory lock a process holds while it issues distribution notices: one process at a time. */
const noticesLockKey = 7_401_113_368;

export interface DistributionNoticeDeps {
  lockPool: DatabasePool;
  runner: CommandRunner;
  store: StatementStore;
  documents: Pick<StatementDocuments, 'sealFor'>;
  people: Pick<Directory, 'current'>;
  personalData: Pick<PersonalData, 'keys' | 'revealAll'>;
  addresses: AddressDeps;
  brandTitle: string;
  onError: (error: unknown) => void;
}

type ConfirmedRun = Awaited<ReturnType<typeof confirmedRuns>>['runs'][number];
type Line = EventData<'DistributionRunConfirmed'>['lines'][number];

/**
 * The distribution notices of confirmed runs (docs/distributions.md, The notice): for each paid line,
 * a PDF kept sealed among the investor's statements, DistributionNoticeIssued in its own stream and a
 * `distribution_notice` mail. Every step is done again with nothing new (the ids are derived from the
 * run and the investor, the render is deterministic), and a run is marked done only once every line
 * is: so a run a process stopped in is finished by the next pass, in this process or another.
 */
export const distributionNoticeIssuer = (deps: DistributionNoticeDeps) => {
  const render = async (run: ConfirmedRun, line: Line, statementId: string, knownOn: string): Promise<DocumentRow | null> => {
    const people = await deps.people.current();
    if (people.investorById(line.investorId)?.erased !== false) return null;
    const [opened] = await deps.personalData.revealAll([line.account ?? '']);
    const bank = line.account === null ? null : bankAccountOf(opened!);
    const pdf = await renderDistributionNoticePdf({
      brandTitle: deps.brandTitle,
      investorName: people.investorName(line.investorId),
      date: run.run.date,
      knownOn,
      amountCents: line.amountCents,
      method: line.method,
      accountLast4: bank === null ? null : bank.account.slice(-4),
      cashBalanceBeforeCents: line.cashBalanceCents,
      description: run.run.description,
    });
    const { key_id, sealed } = await deps.documents.sealFor(line.investorId, statementId, pdf);
    const row = {
      statement_id: statementId,
      kind: 'distribution_notice' as const,
      investor_id: line.investorId,
      from: run.run.date,
      through: run.run.date,
      known_on: knownOn,
      sha256: sha256Of(pdf),
      bytes: pdf.length,
      template_version: distributionNoticeTemplate,
      supersedes: null,
      key_id,
    };
    await deps.store.keep({ ...row, sealed });
    return { ...row, superseded_by: null };
  };

  /** One paid line: its notice kept, recorded and mailed; nothing for an investor whose personal data was erased. */
  const issueOne = async (run: ConfirmedRun, line: Line, context: CommandContext) => {
    const statementId = derivedUuid(run.run.runId, `distribution notice ${line.investorId}`);
    const { key } = await deps.personalData.keys.keyOf(investorSubject(line.investorId));
    if (key === null) return;
    const knownOn = new Date(run.at).toISOString();
    const kept = (await deps.store.document(statementId)) ?? (await render(run, line, statementId, knownOn));
    if (kept === null) return;
    const notice = {
      statementId,
      investorId: line.investorId,
      runId: run.run.runId,
      date: run.run.date,
      knownOn: kept.known_on,
      sha256: kept.sha256,
      bytes: kept.bytes,
      templateVersion: kept.template_version,
    };
    await deps.runner.execute(statementDecider, statementStream(statementId), { type: 'IssueDistributionNotice', notice }, context);
    if ((await investorEmail(deps.addresses, line.investorId)) === null) return;
    const mail = { kind: 'distribution_notice' as const, recipient: { investorId: line.investorId }, statementId, date: run.run.date };
    await queueNotice(deps.runner, mail, context, derivedUuid(statementId, 'distribution notice mail'));
  };

  /** Every confirmed run whose notices are not all issued yet, oldest first. */
  const pendingRuns = async (): Promise<ConfirmedRun[]> => {
    const { runs } = await confirmedRuns(deps);
    const done = new Set(await deps.store.noticeRunsDone(runs.map(({ run }) => run.runId)));
    return runs.filter(({ run }) => !done.has(run.runId)).reverse();
  };

  /** Issues the notices of every pending run, by the one process holding the lock; another asking meanwhile leaves them to it. */
  const passes = lockedPasses(deps.lockPool, noticesLockKey, async () => {
    for (const run of await pendingRuns()) {
      // Every event of a run's notices is correlated by the run's id, as the run's own events are in the audit trail.
      const context = { actor: run.actor, correlationId: run.run.runId };
      for (const line of run.run.lines) await issueOne(run, line, context);
      await deps.store.noticeRunDone(run.run.runId);
    }
  });

  return {
    workOnRuns: passes.run,
    /** Starts a pass now (after a confirm); a failure is reported, and the next pass tries again. */
    kick: () => void passes.run().catch(deps.onError),
    idle: passes.idle,
  };
};

export type DistributionNoticeIssuer = ReturnType<typeof distributionNoticeIssuer>;
