import { sql, type DatabasePool, type SerializableValue } from 'slonik';
import { z } from 'zod';
import type { PaymentMethod } from '@portal/contracts';
import { migrateStore } from '@portal/projections';

/**
 * Planned runs not confirmed yet (docs/distributions.md): a draft is no fact of the books, so it is
 * kept here, not in the log. Confirming one records the run; a draft older than a day is refused and
 * must be planned again. Bank accounts are kept sealed, as the log would hold them. Not a read
 * model: no projector writes it, a rebuild keeps it.
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
const columns = sql.fragment`run_id::text AS run_id, planned_at::text AS planned_at, planned_at < now() - interval '1 day' AS expired, plan`;

export const createDistributionDrafts = (pool: DatabasePool) => ({
  save: async (runId: string, plan: DraftPlan): Promise<Draft> =>
    toDraft(
      await pool.one(sql.type(draftRow)`
        INSERT INTO distributions.drafts (run_id, plan) VALUES (${runId}, ${sql.jsonb(plan as unknown as SerializableValue)})
        RETURNING ${columns}`),
    ),
  get: async (runId: string): Promise<Draft | null> => {
    const row = await pool.maybeOne(sql.type(draftRow)`SELECT ${columns} FROM distributions.drafts WHERE run_id = ${runId}`);
    return row ? toDraft(row) : null;
  },
  all: async (): Promise<Draft[]> =>
    (await pool.any(sql.type(draftRow)`SELECT ${columns} FROM distributions.drafts ORDER BY planned_at DESC`)).map(toDraft),
  /** A confirmed draft goes: the run is in the log now. */
  remove: async (runId: string): Promise<void> => {
    await pool.query(sql.unsafe`DELETE FROM distributions.drafts WHERE run_id = ${runId}`);
  },
});

export type DistributionDrafts = ReturnType<typeof createDistributionDrafts>;
