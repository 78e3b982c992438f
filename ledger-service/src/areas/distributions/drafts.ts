import { sql, type DatabasePool, type SerializableValue } from 'slonik';
import { z } from 'zod';
import type { PaymentMethod } from '@portal/contracts';
import { migrateStore } from '@portal/projections';
import { triedAdvisoryLock } from '../../shared/advisory-lock';

/**
 * Planned runs not confirmed yet (docs/distributions.md): a draft is no fact of the books, so it is
 * kept here, not in the log. Confirming one records the run and deletes its row; discarding one
 * deletes its row and records nothing. A draft older than a day is refused and must be planned
 * again: it is listed no more, and it is deleted by the next plan of anyone, so drafts never pile
 * up. Bank accounts are kept sealed, as the log would hold them. Not a read model: no projector
 * writes it, a rebuild keeps it.
 */
const statements = [
  sql.unsafe`CREATE TABLE IF NOT EXISTS distributions.drafts (
    run_id uuid PRIMARY KEY,
    planned_at timestamptz NOT NULL DEFAULT now(),
    plan jsonb NOT NULL
  )`,
];

/** Creates the table (idempotent; safe from several processes starting at once). */
export const migrateDistributionDrafts = (pool: DatabasePool): Promise<void> =>
  migrateStore(pool, { schema: 'distributions', lockKey: 7_401_113_411 }, statements);

export interface DraftLine {
  investorId: string;
  cashBalanceCents: number;
  amountCents: number;
  method: PaymentMethod | null;
  /** The sealed bank account of an `ach` line, as recorded in the payment details. */
  account: string | null;
  skippedReason: string | null;
}

export interface DraftPlan {
  date: string;
  description: string;
  mode: 'balance' | 'percent' | 'amount';
  lines: DraftLine[];
}

export interface Draft {
  runId: string;
  plannedAt: string;
  /** Planned more than a day ago: its balances are not to be trusted any more. */
  expired: boolean;
  plan: DraftPlan;
}

const draftRow = z.object({ run_id: z.string(), planned_at: z.string(), expired: z.boolean(), plan: z.unknown() });
const toDraft = (row: z.infer<typeof draftRow>): Draft => ({
  runId: row.run_id,
  plannedAt: new Date(row.planned_at).toISOString(),
  expired: row.expired,
  plan: row.plan as DraftPlan,
});
const expired = sql.fragment`planned_at < now() - interval '1 day'`;
const columns = sql.fragment`run_id::text AS run_id, planned_at::text AS planned_at, ${expired} AS expired, plan`;

/** The two-key advisory locks of runs, apart from every one-key lock (PostgreSQL keeps the two kinds apart). */
const runLocks = 7_401_113;

/**
 * Runs `work` holding the run's advisory lock, across every API process: tried, not waited for, so a
 * confirm waiting for another holds no connection; the confirm's closed-period lock is then taken on
 * the run lock's connection (shared/advisory-lock.ts).
 */
const runLock =
  (lockPool: DatabasePool) =>
  <T>(runId: string, work: () => Promise<T>): Promise<T> =>
    triedAdvisoryLock(
      lockPool,
      sql.fragment`${runLocks}, hashtext(${runId})`,
      'This run is being confirmed or discarded right now. Please try again.',
      work,
    );

export const createDistributionDrafts = (pool: DatabasePool, lockPool: DatabasePool) => {
  const holdingRun = runLock(lockPool);
  const get = async (runId: string): Promise<Draft | null> => {
    const row = await pool.maybeOne(sql.type(draftRow)`SELECT ${columns} FROM distributions.drafts WHERE run_id = ${runId}`);
    return row ? toDraft(row) : null;
  };
  const remove = async (runId: string): Promise<boolean> =>
    (await pool.query(sql.unsafe`DELETE FROM distributions.drafts WHERE run_id = ${runId}`)).rowCount > 0;
  return {
    /** Keeps a new draft, deleting every expired one first. */
    save: async (runId: string, plan: DraftPlan): Promise<Draft> => {
      await pool.query(sql.unsafe`DELETE FROM distributions.drafts WHERE ${expired}`);
      return toDraft(
        await pool.one(sql.type(draftRow)`
        INSERT INTO distributions.drafts (run_id, plan) VALUES (${runId}, ${sql.jsonb(plan as unknown as SerializableValue)})
        RETURNING ${columns}`),
      );
    },
    /** The draft, expired or not (a confirm says why it is refused). */
    get,
    /** The drafts that can still be confirmed, newest first. */
    all: async (): Promise<Draft[]> =>
      (await pool.any(sql.type(draftRow)`SELECT ${columns} FROM distributions.drafts WHERE NOT ${expired} ORDER BY planned_at DESC`)).map(
        toDraft,
      ),
    /**
     * Runs `confirm` on the draft (null when there is none) holding the run, and deletes the draft once
     * `confirm` has recorded the run; a refusal keeps it. A discard or a second confirm sent meanwhile
     * waits for the run, then finds the draft gone and the run in the log: exactly one of them wins.
     */
    confirming: <T>(runId: string, confirm: (draft: Draft | null) => Promise<T>): Promise<T> =>
      holdingRun(runId, async () => {
        const done = await confirm(await get(runId));
        await remove(runId);
        return done;
      }),
    /** Deletes the draft, expired or not, once no confirm holds the run; false when there was none. */
    discard: (runId: string): Promise<boolean> => holdingRun(runId, () => remove(runId)),
    /** Makes a draft planned more than a day ago at once (tests of expiry; never the server's own doing). */
    expire: async (runId: string): Promise<void> => {
      await pool.query(sql.unsafe`UPDATE distributions.drafts SET planned_at = now() - interval '25 hours' WHERE run_id = ${runId}`);
    },
  };
};

export type DistributionDrafts = ReturnType<typeof createDistributionDrafts>;
