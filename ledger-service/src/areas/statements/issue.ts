import type { CallBody, CallResponse, issueStatements } from '@portal/contracts/api';
import { sql, type DatabasePool } from 'slonik';
import { lockedPasses } from '../../shared/advisory-lock';
import { conflict, notFound } from '../../shared/errors';
import { derivedUuid, newId } from '../../shared/ids';
import type { Directory } from '../../shared/personal-data/directory';
import { periodsDecider } from '../../shared/periods/decider';
import type { CommandContext, CommandRunner } from '../../shared/runner';
import { periodsStream, statementStream } from '../../shared/streams';
import { investorEmail, type AddressDeps } from '../notices/mail';
import { queueNotice } from '../notices/outbox';
import { statementDecider } from './decider';
import { sha256Of, type StatementDocuments } from './documents';
import { templateVersion } from './statement-pdf';
import { atStep, runFailure } from './run-failure';
import { createStatementStore, type DocumentRow, type RunInvestorRow, type RunRow, type StatementStore } from './storage';

/** Investors worked on at once in a run: while one statement is drawn (CPU), the others wait on their database round trips. */
const renderConcurrency = 4;

/** The advisory lock a process holds while it works through runs: one process at a time per run (docs/statements.md, Issuing). */
const runsLockKey = 7_401_113_367;

export interface IssueDeps {
  pool: DatabasePool;
  /** The runtime's pool for advisory locks, apart from the one the work draws on. */
  lockPool: DatabasePool;
  runner: CommandRunner;
  store: StatementStore;
  documents: StatementDocuments;
  people: Pick<Directory, 'current'>;
  /** To know whether an investor has an e-mail on file. */
  addresses: AddressDeps;
  /** Reports the error a run failed on (it is marked failed, with where it stopped; the next run starts afresh). */
  onError: (error: unknown) => void;
}

type IssueBody = CallBody<typeof issueStatements>;

/**
 * Issuing statements (docs/statements.md, Issuing). `issue` checks the request and records the run
 * and its investors in PostgreSQL; `workOnRuns` then renders each investor's statement, keeps it,
 * appends StatementIssued and queues the investor's notice. Every step of one investor is written so
 * that doing it again does nothing new (the same ids, the same bytes), so a run stopped halfway by a
 * restart is finished by the next pass, in this process or another.
 */
export const statementIssuer = (deps: IssueDeps) => {
  /** Every event of a run is correlated by the run's id, so the audit trail shows a run's statements and notices together. */
  const context = (run: RunRow): CommandContext => ({ actor: run.actor, correlationId: run.run_id });

  /**
   * Renders the investor's statement and keeps it: the record StatementIssued will carry. In a reissue,
   * null when the figures are those of the current statement (`current`).
   */
  const render = async (run: RunRow, one: RunInvestorRow, current: DocumentRow | undefined) => {
    const period = { investorId: one.investor_id, from: run.from, through: run.through };
    const pdf = await atStep('draw', async () => {
      const { figures, pdf } = await deps.documents.render(period, run.known_on);
      const unchanged =
        current !== undefined && JSON.stringify(await deps.documents.figures(period, current.known_on)) === JSON.stringify(figures);
      return unchanged ? null : pdf;
    });
    if (pdf === null) return null;
    const { key_id, sealed } = await atStep('keep', () => deps.documents.sealFor(one.investor_id, one.statement_id, pdf));
    const kept = {
      statement_id: one.statement_id,
      kind: 'statement' as const,
      investor_id: one.investor_id,
      from: run.from,
      through: run.through,
      known_on: run.known_on,
      sha256: sha256Of(pdf),
      bytes: pdf.length,
      template_version: templateVersion,
      supersedes: current?.statement_id ?? null,
      key_id,
    };
    await atStep('keep', () => deps.store.keep({ ...kept, sealed }));
    return kept;
  };

  /** One investor of a run: a new statement (or, in a reissue, none when the figures did not change) and its notice. */
  const issueOne = async (run: RunRow, one: RunInvestorRow) => {
    const [current] = await deps.store.current([one.investor_id], run.from, run.through);
    // This run kept the statement already and stopped before it was done with the investor: it goes on from there.
    const kept = current?.statement_id === one.statement_id ? current : await render(run, one, current);
    if (kept === null) {
      const unchanged = { current_statement_id: current!.statement_id, notice_id: null, outcome: 'unchanged' } as const;
      return atStep('note', () => deps.store.investorDone(run.run_id, one.position, unchanged));
    }
    const statement = {
      statementId: kept.statement_id,
      investorId: kept.investor_id,
      from: kept.from,
      through: kept.through,
      knownOn: kept.known_on,
      sha256: kept.sha256,
      bytes: kept.bytes,
      templateVersion: kept.template_version,
      supersedes: kept.supersedes,
    };
    await atStep('record', () =>
      deps.runner.execute(statementDecider, statementStream(one.statement_id), { type: 'IssueStatement', statement }, context(run)),
    );
    const noticeId = await atStep('notify', async () => {
      if ((await investorEmail(deps.addresses, one.investor_id)) === null) return null;
      const notice = {
        kind: 'statement_ready' as const,
        recipient: { investorId: one.investor_id },
        statementId: one.statement_id,
        from: run.from,
        through: run.through,
      };
      return queueNotice(deps.runner, notice, context(run), derivedUuid(one.statement_id, 'statement notice'));
    });
    const done = {
      current_statement_id: one.statement_id,
      notice_id: noticeId,
      outcome: noticeId === null ? 'no_email' : 'queued',
    } as const;
    await atStep('note', () => deps.store.investorDone(run.run_id, one.position, done));
  };

  /** Works a run through to its end, a few investors at a time. */
  const finishRun = async (runId: string) => {
    const run = await deps.store.run(runId);
    if (run === null || run.state !== 'running') return;
    const left = (await deps.store.runInvestors(runId)).filter((one) => !one.done);
    const worker = async () => {
      try {
        for (let one = left.shift(); one !== undefined; one = left.shift()) await issueOne(run, one);
      } catch (thrown) {
        // The other workers finish the investor they are on and take no other: the run stops where it failed.
        left.length = 0;
        throw thrown;
      }
    };
    // Every worker has stopped before the run is marked: none goes on issuing for a run shown as ended.
    const outcomes = await Promise.allSettled(Array.from({ length: Math.min(renderConcurrency, left.length) }, worker));
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed === undefined) return deps.store.endRun(runId, 'done');
    const failure = runFailure(failed.reason);
    deps.onError(failure.error);
    await deps.store.endRun(runId, 'failed', failure);
  };

  /** Every unfinished run, by the one process holding the runs' lock; another process asking meanwhile leaves them to it. */
  const passes = lockedPasses(deps.lockPool, runsLockKey, async () => {
    for (let runs = await deps.store.running(); runs.length > 0; runs = await deps.store.running()) {
      for (const runId of runs) await finishRun(runId);
    }
  });
  const workOnRuns = passes.run;

  /** Checks the request and records the run (202: it is worked on after the answer). */
  const issue = async (body: IssueBody, request: CommandContext): Promise<CallResponse<typeof issueStatements>> => {
    const directory = await deps.people.current();
    const chosen = body.investor_names
      ? body.investor_names.map((name) => {
          const investor = directory.investorNamed(name);
          if (investor === undefined) throw notFound(`No investor named ${name}.`);
          return investor;
        })
      : directory.investors().filter((investor) => !investor.erased);
    const investors = [...new Map(chosen.map((investor) => [investor.id, investor])).values()];
    const erased = investors.filter((investor) => investor.erased);
    if (erased.length > 0) throw conflict(`${erased[0]!.name}’s personal data has been erased: no statement can be issued to them.`);
    if (investors.length === 0) throw conflict('There is no investor to issue statements to.');
    const { state } = await deps.runner.load(periodsDecider, periodsStream);
    if (state.closedThrough === null || state.closedThrough < body.through)
      throw conflict(`Close the period through ${body.through} first.`);

    const runId = newId(request.idempotencySeed, 'statement run');
    const ids = investors.map((investor) => investor.id);
    await deps.pool.transaction(async (tx) => {
      // One check and start at a time, so two runs of a period cannot both find an investor without a statement.
      await tx.query(sql.unsafe`SELECT pg_advisory_xact_lock(${runsLockKey})`);
      const store = createStatementStore(tx);
      const busy = new Set(await store.pending(ids, body.from, body.through));
      if (!body.reissue) for (const row of await store.current(ids, body.from, body.through)) busy.add(row.investor_id);
      const refused = investors.filter((investor) => busy.has(investor.id));
      if (refused.length > 0) {
        // The first by name and how many more, so an administrator who chose many sees how far it goes.
        const others = refused.length - 1;
        const whom = others === 0 ? refused[0]!.name : `${refused[0]!.name} and ${others} ${others === 1 ? 'other' : 'others'}`;
        throw conflict(
          body.reissue
            ? `Statements for ${body.from} to ${body.through} are being issued to ${whom} right now.`
            : `${whom} already ${others === 0 ? 'has' : 'have'} a statement for ${body.from} to ${body.through}: reissue ${others === 0 ? 'it' : 'them'} instead.`,
        );
      }
      const run = {
        run_id: runId,
        from: body.from,
        through: body.through,
        known_on: new Date().toISOString(),
        reissue: body.reissue === true,
      };
      await store.startRun(
        { ...run, actor: request.actor },
        ids.map((investorId) => ({ investorId, statementId: derivedUuid(runId, `statement ${investorId}`) })),
      );
    });
    void workOnRuns().catch(deps.onError);
    return { run_id: runId, investors: investors.map((investor) => investor.name) };
  };

  return {
    issue,
    workOnRuns,
    /** Resolves once the pass in hand is done (tests, and a process stopping). */
    idle: passes.idle,
  };
};

export type StatementIssuer = ReturnType<typeof statementIssuer>;
