import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { migrateStore } from '@portal/projections';

/**
 * Two-factor set-ups started and not confirmed yet (docs/two-factor.md): one row per user, the TOTP
 * secret sealed under the person's key as the log would hold it. Not in the log: a start that is
 * never confirmed is no fact worth keeping, and a loop of starts must not grow anything. A new start
 * replaces the row, a confirmation deletes it (its secret goes into the log then), and a row older
 * than `ttlMinutes` counts as absent and is deleted by the next start of anyone. Erasing a person's
 * data deletes their rows (`forget`). Not a read model: no projector writes it, a rebuild keeps it.
 */
const statements = [
  sql.unsafe`CREATE TABLE IF NOT EXISTS two_factor.pending_enrolments (
    user_id text PRIMARY KEY,
    registration_id uuid NOT NULL,
    subject text NOT NULL,
    sealed_secret text NOT NULL,
    started_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql.unsafe`CREATE INDEX IF NOT EXISTS pending_enrolments_subject ON two_factor.pending_enrolments (subject)`,
];

/** Creates the table (idempotent; safe from several processes starting at once). */
export const migratePendingEnrolments = (pool: DatabasePool): Promise<void> =>
  migrateStore(pool, { schema: 'two_factor', lockKey: 7_401_113_359 }, statements);

/** Whose set-up: the user of one registration (a user deleted and registered again is another). */
export interface EnrollingUser {
  user_id: string;
  registration_id: string;
}

/** How long a started set-up waits for its code: long enough to find the phone, short enough to leave nothing lying about. */
export const pendingMinutes = 20;

export const createPendingEnrolments = (pool: DatabasePool, options: { ttlMinutes?: number } = {}) => {
  const ttl = sql.fragment`make_interval(mins => ${options.ttlMinutes ?? pendingMinutes})`;

  /** Keeps the sealed secret of a new start, replacing the user's earlier one. */
  const start = async (user: EnrollingUser, subject: string, sealedSecret: string): Promise<void> => {
    await pool.query(sql.unsafe`DELETE FROM two_factor.pending_enrolments WHERE started_at < now() - ${ttl}`);
    await pool.query(sql.unsafe`
      INSERT INTO two_factor.pending_enrolments (user_id, registration_id, subject, sealed_secret)
      VALUES (${user.user_id}, ${user.registration_id}, ${subject}, ${sealedSecret})
      ON CONFLICT (user_id) DO UPDATE SET
        registration_id = EXCLUDED.registration_id, subject = EXCLUDED.subject,
        sealed_secret = EXCLUDED.sealed_secret, started_at = now()`);
  };

  /** The sealed secret waiting for this user's code, or null (none, expired, or another registration's). */
  const waiting = async (user: EnrollingUser): Promise<string | null> =>
    pool.maybeOneFirst(sql.type(z.object({ sealed_secret: z.string() }))`
      SELECT sealed_secret FROM two_factor.pending_enrolments
      WHERE user_id = ${user.user_id} AND registration_id = ${user.registration_id} AND started_at >= now() - ${ttl}`);

  /** The set-up is confirmed (its secret is in the log now): its row goes, unless a newer start replaced it. */
  const finish = async (user: EnrollingUser, sealedSecret: string): Promise<void> => {
    await pool.query(sql.unsafe`
      DELETE FROM two_factor.pending_enrolments WHERE user_id = ${user.user_id} AND sealed_secret = ${sealedSecret}`);
  };

  /** Erasure: every set-up sealed under the subject's key goes. */
  const forget = async (subject: string): Promise<void> => {
    await pool.query(sql.unsafe`DELETE FROM two_factor.pending_enrolments WHERE subject = ${subject}`);
  };

  return { start, waiting, finish, forget };
};

export type PendingEnrolments = ReturnType<typeof createPendingEnrolments>;
