import { sql, type CommonQueryMethods, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { migrateStore } from '@portal/projections';

/**
 * Where issued statements and their runs are kept (docs/statements.md, Issuing). Not in the log and
 * not a read model, so a rebuild keeps them:
 * - `documents`: each statement's PDF as the investor got it, sealed under the investor's
 *   personal-data key (`key_id`), so erasing their data makes it unreadable. Its record is the
 *   StatementIssued event; a row is written before that event, and a run that stops between the two
 *   writes the same row again (the same bytes: the render is deterministic).
 * - `runs` and `run_investors`: a run and each investor's place in it, so a run outlives the process
 *   that started it (another process, or this one restarted, finishes it).
 */
const migrations = [
  sql.unsafe`CREATE TABLE IF NOT EXISTS statements.documents (
    statement_id uuid PRIMARY KEY,
    investor_id text NOT NULL,
    period_from text NOT NULL,
    period_through text NOT NULL,
    known_on text NOT NULL,
    sha256 text NOT NULL,
    bytes int NOT NULL,
    template_version text NOT NULL,
    supersedes uuid UNIQUE REFERENCES statements.documents (statement_id),
    key_id uuid NOT NULL,
    sealed bytea NOT NULL
  )`,
  // A document is a statement or a distribution run's notice (docs/distributions.md), listed and read alike.
  sql.unsafe`ALTER TABLE statements.documents ADD COLUMN IF NOT EXISTS kind text NOT NULL DEFAULT 'statement'
    CHECK (kind IN ('statement', 'distribution_notice'))`,
  // The confirmed distribution runs whose notices are all issued: a run not here is worked on (again).
  sql.unsafe`CREATE TABLE IF NOT EXISTS statements.distribution_notice_runs (run_id uuid PRIMARY KEY)`,
  sql.unsafe`CREATE INDEX IF NOT EXISTS documents_investor ON statements.documents (investor_id, period_from, period_through)`,
  sql.unsafe`CREATE TABLE IF NOT EXISTS statements.runs (
    run_id uuid PRIMARY KEY,
    period_from text NOT NULL,
    period_through text NOT NULL,
    known_on text NOT NULL,
    reissue boolean NOT NULL,
    actor text NOT NULL,
    state text NOT NULL CHECK (state IN ('running', 'done', 'failed')),
    error text
  )`,
  sql.unsafe`CREATE TABLE IF NOT EXISTS statements.run_investors (
    run_id uuid NOT NULL REFERENCES statements.runs (run_id),
    position int NOT NULL,
    investor_id text NOT NULL,
    -- The id its new statement takes, chosen when the run starts: a run finished again writes the same one.
    statement_id uuid NOT NULL,
    done boolean NOT NULL DEFAULT false,
    -- When done: the statement the investor has for the period (the new one, or the unchanged current one),
    -- and its notice (null: none queued, see outcome).
    current_statement_id uuid,
    notice_id uuid,
    -- 'queued' (see the notice), 'no_email' or 'unchanged'.
    outcome text,
    PRIMARY KEY (run_id, position)
  )`,
  // Of a failed run, where it stopped in a sentence its readers are told; `error` keeps the error itself.
  sql.unsafe`ALTER TABLE statements.runs ADD COLUMN IF NOT EXISTS failure_reason text`,
];

/** Creates the tables (idempotent; safe from several processes starting at once). */
export const migrateStatements = (pool: DatabasePool): Promise<void> =>
  migrateStore(pool, { schema: 'statements', lockKey: 7_401_113_366 }, migrations);

export const documentKinds = ['statement', 'distribution_notice'] as const;

const documentRow = z.object({
  statement_id: z.string(),
  kind: z.enum(documentKinds),
  investor_id: z.string(),
  from: z.string(),
  through: z.string(),
  known_on: z.string(),
  sha256: z.string(),
  bytes: z.number(),
  template_version: z.string(),
  supersedes: z.string().nullable(),
  superseded_by: z.string().nullable(),
  key_id: z.string(),
});
export type DocumentRow = z.infer<typeof documentRow>;

const runRow = z.object({
  run_id: z.string(),
  from: z.string(),
  through: z.string(),
  known_on: z.string(),
  reissue: z.boolean(),
  actor: z.string(),
  state: z.enum(['running', 'done', 'failed']),
  error: z.string().nullable(),
  /** Of a failed run: where it stopped, in a sentence that names no one (run-failure.ts); null for a run failed before it was kept. */
  failure_reason: z.string().nullable(),
});
export type RunRow = z.infer<typeof runRow>;

const runInvestorRow = z.object({
  position: z.number(),
  /** Of the current statement, once done. */
  sha256: z.string().nullable(),
  bytes: z.number().nullable(),
  investor_id: z.string(),
  statement_id: z.string(),
  done: z.boolean(),
  current_statement_id: z.string().nullable(),
  notice_id: z.string().nullable(),
  outcome: z.enum(['queued', 'no_email', 'unchanged']).nullable(),
});
export type RunInvestorRow = z.infer<typeof runInvestorRow>;

export type NewDocument = Omit<DocumentRow, 'superseded_by'> & { sealed: Buffer };

const documentColumns = sql.fragment`d.statement_id, d.kind, d.investor_id, d.period_from AS "from", d.period_through AS "through", d.known_on,
  d.sha256, d.bytes, d.template_version, d.supersedes, later.statement_id AS superseded_by, d.key_id`;
const documents = sql.fragment`statements.documents d LEFT JOIN statements.documents later ON later.supersedes = d.statement_id`;

export const createStatementStore = (db: CommonQueryMethods) => ({
  document: (statementId: string) =>
    db.maybeOne(sql.type(documentRow)`SELECT ${documentColumns} FROM ${documents} WHERE d.statement_id = ${statementId}`),

  /** The sealed PDF of a statement. */
  sealed: (statementId: string) =>
    db.maybeOneFirst(sql.type(z.object({ sealed: z.instanceof(Buffer) }))`
      SELECT sealed FROM statements.documents WHERE statement_id = ${statementId}`),

  /** An investor's statements, newest first. */
  ofInvestor: (investorId: string) =>
    db.any(sql.type(documentRow)`
      SELECT ${documentColumns} FROM ${documents} WHERE d.investor_id = ${investorId}
      ORDER BY d.known_on DESC, d.period_through DESC, d.statement_id`),

  /** The statements of these investors for exactly this period that nothing supersedes. */
  current: (investorIds: readonly string[], from: string, through: string) =>
    db.any(sql.type(documentRow)`
      SELECT ${documentColumns} FROM ${documents}
      WHERE d.investor_id = ANY(${sql.array(investorIds, 'text')}) AND d.period_from = ${from} AND d.period_through = ${through}
        AND d.kind = 'statement' AND later.statement_id IS NULL`),

  /** Keeps a statement's sealed PDF; the same one written again (a run finished again) changes nothing. */
  keep: async (document: NewDocument) => {
    await db.query(sql.unsafe`
      INSERT INTO statements.documents
        (statement_id, kind, investor_id, period_from, period_through, known_on, sha256, bytes, template_version, supersedes, key_id, sealed)
      VALUES (${document.statement_id}, ${document.kind}, ${document.investor_id}, ${document.from}, ${document.through}, ${document.known_on},
        ${document.sha256}, ${document.bytes}, ${document.template_version}, ${document.supersedes}, ${document.key_id},
        ${sql.binary(document.sealed)})
      ON CONFLICT (statement_id) DO NOTHING`);
  },

  /** Of these confirmed distribution runs, those whose notices are all issued. */
  noticeRunsDone: (runIds: readonly string[]) =>
    db.anyFirst(sql.type(z.object({ run_id: z.string() }))`
      SELECT run_id FROM statements.distribution_notice_runs WHERE run_id = ANY(${sql.array(runIds, 'uuid')})`),

  noticeRunDone: async (runId: string) => {
    await db.query(sql.unsafe`INSERT INTO statements.distribution_notice_runs (run_id) VALUES (${runId}) ON CONFLICT DO NOTHING`);
  },

  startRun: async (
    run: Omit<RunRow, 'state' | 'error' | 'failure_reason'>,
    investors: readonly { investorId: string; statementId: string }[],
  ) => {
    await db.query(sql.unsafe`
      INSERT INTO statements.runs (run_id, period_from, period_through, known_on, reissue, actor, state)
      VALUES (${run.run_id}, ${run.from}, ${run.through}, ${run.known_on}, ${run.reissue}, ${run.actor}, 'running')`);
    await db.query(sql.unsafe`
      INSERT INTO statements.run_investors (run_id, position, investor_id, statement_id)
      SELECT ${run.run_id}, position, investor_id, statement_id
      FROM unnest(${sql.array(
        investors.map((_, index) => index),
        'int4',
      )}, ${sql.array(
        investors.map((one) => one.investorId),
        'text',
      )}, ${sql.array(
        investors.map((one) => one.statementId),
        'uuid',
      )}) AS t(position, investor_id, statement_id)`);
  },

  run: (runId: string) =>
    db.maybeOne(sql.type(runRow)`
      SELECT run_id, period_from AS "from", period_through AS "through", known_on, reissue, actor, state, error, failure_reason
      FROM statements.runs WHERE run_id = ${runId}`),

  runInvestors: (runId: string) =>
    db.any(sql.type(runInvestorRow)`
      SELECT i.position, i.investor_id, i.statement_id, i.done, i.current_statement_id, i.notice_id, i.outcome, d.sha256, d.bytes
      FROM statements.run_investors i LEFT JOIN statements.documents d ON d.statement_id = i.current_statement_id
      WHERE i.run_id = ${runId} ORDER BY i.position`),

  /** The runs not finished yet, oldest first. */
  running: () =>
    db.anyFirst(sql.type(z.object({ run_id: z.string() }))`SELECT run_id FROM statements.runs WHERE state = 'running' ORDER BY known_on`),

  /** Of these investors, those a running run has yet to issue this period to. */
  pending: (investorIds: readonly string[], from: string, through: string) =>
    db.anyFirst(sql.type(z.object({ investor_id: z.string() }))`
      SELECT DISTINCT i.investor_id FROM statements.run_investors i JOIN statements.runs r USING (run_id)
      WHERE r.state = 'running' AND NOT i.done AND r.period_from = ${from} AND r.period_through = ${through}
        AND i.investor_id = ANY(${sql.array(investorIds, 'text')})`),

  investorDone: async (runId: string, position: number, done: Pick<RunInvestorRow, 'current_statement_id' | 'notice_id' | 'outcome'>) => {
    await db.query(sql.unsafe`
      UPDATE statements.run_investors
      SET done = true, current_statement_id = ${done.current_statement_id}, notice_id = ${done.notice_id}, outcome = ${done.outcome}
      WHERE run_id = ${runId} AND position = ${position}`);
  },

  /** Ends a run; a failed one keeps the error (for whoever reads the table) and the reason its readers are told. */
  endRun: async (runId: string, state: 'done' | 'failed', failure: { message: string; reason: string } | null = null) => {
    await db.query(sql.unsafe`
      UPDATE statements.runs SET state = ${state}, error = ${failure?.message ?? null}, failure_reason = ${failure?.reason ?? null}
      WHERE run_id = ${runId} AND state = 'running'`);
  },
});

export type StatementStore = ReturnType<typeof createStatementStore>;
