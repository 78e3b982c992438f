import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import type { CopyCheckpoint, CopyCheckpointState } from './copy-log';

/**
 * The progress of copies of this PostgreSQL log into other stores, kept in the source database
 * itself (whatever happens to the target, the source knows how far it was copied). One row per
 * target. Positions are text: they are (transaction id, position) bigints, kept whole.
 */
const statements = [
  sql.unsafe`CREATE SCHEMA IF NOT EXISTS event_store`,
  sql.unsafe`CREATE TABLE IF NOT EXISTS event_store.migration_checkpoints (
    target text PRIMARY KEY,
    "commit" text NOT NULL,
    "prepare" text NOT NULL,
    copied bigint NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
];

export const migrateCopyCheckpoints = async (db: CommonQueryMethods): Promise<void> => {
  for (const statement of statements) await db.query(statement);
};

// Parsed here, whatever type parsers the pool has (int8 may arrive as a bigint or a string).
const row = z.object({
  commit: z.string().regex(/^\d+$/),
  prepare: z.string().regex(/^\d+$/),
  copied: z.coerce.number().int().nonnegative(),
});

/**
 * The name a target is kept under: its scheme and hosts, without credentials or options, so a
 * changed password or TLS setting still resumes the same copy.
 */
export const copyTargetKey = (connectionString: string): string =>
  connectionString
    .trim()
    .replace(/^([a-z][a-z0-9+.-]*:\/\/)[^@/?#]*@/i, '$1')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');

/** The checkpoint of the copy into `target` (see copyTargetKey); run migrateCopyCheckpoints first. */
export const createPostgresCopyCheckpoint = (db: CommonQueryMethods, target: string): CopyCheckpoint & { reset(): Promise<void> } => ({
  load: async (): Promise<CopyCheckpointState | null> => {
    const found = await db.maybeOne(
      sql.unsafe`SELECT "commit", "prepare", copied::text AS copied FROM event_store.migration_checkpoints WHERE target = ${target}`,
    );
    if (!found) return null;
    const { commit, prepare, copied } = row.parse(found);
    return { position: { commit: BigInt(commit), prepare: BigInt(prepare) }, copied };
  },
  save: async ({ position, copied }) => {
    await db.query(sql.unsafe`
      INSERT INTO event_store.migration_checkpoints (target, "commit", "prepare", copied)
      VALUES (${target}, ${position.commit.toString()}, ${position.prepare.toString()}, ${copied})
      ON CONFLICT (target) DO UPDATE SET "commit" = EXCLUDED."commit", "prepare" = EXCLUDED."prepare",
        copied = EXCLUDED.copied, updated_at = now()`);
  },
  /** Forget the progress: the next copy starts from the beginning (and appends only what is missing). */
  reset: async () => {
    await db.query(sql.unsafe`DELETE FROM event_store.migration_checkpoints WHERE target = ${target}`);
  },
});
