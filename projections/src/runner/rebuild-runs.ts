import { sql, type CommonQueryMethods, type DatabasePool } from 'slonik';
import { z } from 'zod';
import type { RebuildProgress } from './rebuild';

/**
 * The rebuild runs, recorded in PostgreSQL so that whoever asks (the admin page of any API process)
 * sees the progress of whoever started one (the API or `npm run rebuild`). A run holds the run lock
 * (a session advisory lock) on the connection that records it, for as long as it runs; a row still
 * `running` whose recording connection no longer holds that lock belongs to a process that died, and
 * reads as failed.
 */

export type RebuildRunState = 'running' | 'succeeded' | 'failed';

export interface RebuildRun {
  readonly id: string;
  readonly read_models: readonly string[];
  readonly state: RebuildRunState;
  readonly processed: number;
  readonly total: number | null;
  readonly events_per_second: number;
  /** The read model being caught up and swapped in, or null (replaying, or finished). */
  readonly swapping: string | null;
  readonly started_at: string;
  readonly finished_at: string | null;
  readonly started_by: string;
  readonly error: string | null;
}

/** One rebuild run at a time, whatever its read models: class and key of its advisory lock. */
const RUN_LOCK_CLASS = 7_303;
const RUN_LOCK_KEY = 0;
const MIGRATION_LOCK_KEY = 1;

export const INTERRUPTED_MESSAGE = 'Interrupted: the process running this rebuild stopped before it finished.';

const statements = [
  sql.unsafe`CREATE SCHEMA IF NOT EXISTS projections_admin`,
  sql.unsafe`CREATE TABLE IF NOT EXISTS projections_admin.rebuild_runs (
    id uuid PRIMARY KEY,
    read_models text[] NOT NULL,
    state text NOT NULL CHECK (state IN ('running', 'succeeded', 'failed')),
    processed int8 NOT NULL DEFAULT 0,
    total int8,
    events_per_second int8 NOT NULL DEFAULT 0,
    swapping text,
    started_at timestamptz NOT NULL DEFAULT clock_timestamp(),
    finished_at timestamptz,
    started_by text NOT NULL,
    error text,
    backend_pid int NOT NULL
  )`,
  sql.unsafe`CREATE INDEX IF NOT EXISTS rebuild_runs_started_at ON projections_admin.rebuild_runs (started_at DESC)`,
];

/** Creates the table (idempotent; safe from several processes starting at once). */
export const migrateRebuildRuns = async (pool: DatabasePool): Promise<void> => {
  await pool.transaction(async (tx) => {
    await tx.query(sql.unsafe`SELECT pg_advisory_xact_lock(${RUN_LOCK_CLASS}, ${MIGRATION_LOCK_KEY})`);
    for (const statement of statements) await tx.query(statement);
  });
};

/** Takes the run lock for this session, or says another run holds it. */
export const tryLockRun = async (connection: CommonQueryMethods): Promise<boolean> =>
  (await connection.oneFirst(sql.unsafe`SELECT pg_try_advisory_lock(${RUN_LOCK_CLASS}, ${RUN_LOCK_KEY}) AS locked`)) === true;

export const unlockRun = async (connection: CommonQueryMethods) => {
  await connection.query(sql.unsafe`SELECT pg_advisory_unlock(${RUN_LOCK_CLASS}, ${RUN_LOCK_KEY})`);
};

/** Rows left `running` by a process that died: only called by the holder of the run lock. */
export const failInterruptedRuns = async (connection: CommonQueryMethods) => {
  await connection.query(sql.unsafe`
    UPDATE projections_admin.rebuild_runs SET state = 'failed', swapping = NULL, error = ${INTERRUPTED_MESSAGE}
    WHERE state = 'running'`);
};

/** Records a new run as `running`, owned by this session (which must hold the run lock). */
export const insertRun = async (connection: CommonQueryMethods, run: { id: string; readModels: readonly string[]; startedBy: string }) => {
  await connection.query(sql.unsafe`
    INSERT INTO projections_admin.rebuild_runs (id, read_models, state, started_by, backend_pid)
    VALUES (${run.id}, ${sql.array([...run.readModels], 'text')}, 'running', ${run.startedBy}, pg_backend_pid())`);
};

export const recordProgress = async (connection: CommonQueryMethods, id: string, progress: RebuildProgress) => {
  await connection.query(sql.unsafe`
    UPDATE projections_admin.rebuild_runs
    SET processed = ${progress.processed}, total = ${progress.total}, events_per_second = ${progress.eventsPerSecond},
        swapping = ${progress.projector ?? null}
    WHERE id = ${id} AND state = 'running'`);
};

export const recordOutcome = async (
  connection: CommonQueryMethods,
  id: string,
  outcome: { state: 'succeeded' | 'failed'; progress: RebuildProgress | null; error: string | null },
) => {
  const { progress } = outcome;
  await connection.query(sql.unsafe`
    UPDATE projections_admin.rebuild_runs
    SET state = ${outcome.state}, swapping = NULL, finished_at = clock_timestamp(), error = ${outcome.error},
        processed = coalesce(${progress?.processed ?? null}::int8, processed),
        total = coalesce(${progress?.total ?? null}::int8, total),
        events_per_second = coalesce(${progress?.eventsPerSecond ?? null}::int8, events_per_second)
    WHERE id = ${id}`);
};

const count = z.union([z.bigint(), z.number(), z.string()]).transform((value) => Number(value));
const runRow = z.object({
  id: z.string(),
  read_models: z.array(z.string()),
  state: z.enum(['running', 'succeeded', 'failed']),
  processed: count,
  total: count.nullable(),
  events_per_second: count,
  swapping: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  started_by: z.string(),
  error: z.string().nullable(),
});

/**
 * A run as it stands: one still `running` whose recording session no longer holds the run lock
 * (pg_locks, read only: a try-lock here could make a concurrent start fail) reads as failed.
 */
const runColumns = sql.fragment`
  r.id::text AS id, r.read_models,
  CASE WHEN r.state = 'running' AND NOT l.alive THEN 'failed' ELSE r.state END AS state,
  r.processed, r.total, r.events_per_second,
  CASE WHEN r.state = 'running' AND NOT l.alive THEN NULL ELSE r.swapping END AS swapping,
  r.started_at, r.finished_at, r.started_by,
  CASE WHEN r.state = 'running' AND NOT l.alive THEN ${INTERRUPTED_MESSAGE} ELSE r.error END AS error`;
const lockHeld = sql.fragment`
  CROSS JOIN LATERAL (SELECT EXISTS (
    SELECT 1 FROM pg_locks
    WHERE locktype = 'advisory' AND granted AND pid = r.backend_pid
      AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
      AND classid = ${RUN_LOCK_CLASS}::oid AND objid = ${RUN_LOCK_KEY}::oid AND objsubid = 2
  ) AS alive) l`;

/** The latest run (the one the admin page shows), or null before the first. */
export const readLatestRun = async (db: CommonQueryMethods): Promise<RebuildRun | null> => {
  const row = await db.maybeOne(sql.unsafe`
    SELECT ${runColumns} FROM (SELECT * FROM projections_admin.rebuild_runs ORDER BY started_at DESC, id LIMIT 1) r ${lockHeld}`);
  return row === null ? null : runRow.parse(row);
};

export const readRun = async (db: CommonQueryMethods, id: string): Promise<RebuildRun | null> => {
  const row = await db.maybeOne(sql.unsafe`
    SELECT ${runColumns} FROM (SELECT * FROM projections_admin.rebuild_runs WHERE id = ${id}) r ${lockHeld}`);
  return row === null ? null : runRow.parse(row);
};
