import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';

export type SignInFailureReason = 'unknown_user' | 'wrong_password' | 'wrong_code' | 'throttled';

export interface FailedSignIn {
  /** What was typed as the username (cut to 200 characters). */
  username: string;
  reason: SignInFailureReason;
  clientAddress: string;
  correlationId: string;
}

export interface SignInAttemptsOptions {
  /** Rows are kept this long after their last attempt. Default 30 days. */
  retentionMs?: number;
  /** At most this many rows are kept (the newest); default 50,000 (about 10 MB). */
  maxRows?: number;
  /** Throttled attempts of one address in one period this long (from 2000-01-01) share one row. Default 15 minutes. */
  throttledRowMs?: number;
  /** Pruning runs after this many writes, or this long since the last, whichever comes first. */
  pruneEveryWrites?: number;
  pruneEveryMs?: number;
}

export const signInAttemptsDefaults = {
  retentionMs: 30 * 24 * 60 * 60_000,
  maxRows: 50_000,
  throttledRowMs: 15 * 60_000,
  pruneEveryWrites: 500,
  pruneEveryMs: 60_000,
} as const satisfies Required<SignInAttemptsOptions>;

const interval = (ms: number) => sql.fragment`make_interval(secs => ${ms / 1000})`;

/**
 * The failed sign-ins log (schema.ts). Bounded: a row is pruned once older than `retentionMs`, and
 * beyond `maxRows` the oldest go first. Pruning runs every `pruneEveryWrites` writes or
 * `pruneEveryMs`, so the table never holds more than `maxRows + pruneEveryWrites` rows per writing
 * process. A flood from one address cannot push other history out quickly: the throttle lets an
 * address fail 30 times per 15 minutes, and its throttled attempts share one row per window.
 */
export const createSignInAttempts = (pool: DatabasePool, options: SignInAttemptsOptions = {}) => {
  const settings = { ...signInAttemptsDefaults, ...options };
  let writes = 0;
  let lastPrune = 0;

  const prune = async () => {
    writes = 0;
    lastPrune = Date.now();
    await pool.query(sql.unsafe`DELETE FROM sign_in_attempts.failures WHERE at < now() - ${interval(settings.retentionMs)}`);
    await pool.query(sql.unsafe`
      DELETE FROM sign_in_attempts.failures WHERE id IN (
        SELECT id FROM sign_in_attempts.failures ORDER BY at DESC OFFSET ${settings.maxRows})`);
  };

  const pruneNowAndThen = async () => {
    writes += 1;
    if (writes >= settings.pruneEveryWrites || Date.now() - lastPrune >= settings.pruneEveryMs) await prune();
  };

  /** Keeps one failed or throttled sign-in. */
  const record = async (attempt: FailedSignIn) => {
    const username = attempt.username.slice(0, 200);
    if (attempt.reason === 'throttled') {
      // One row per address and period, counted atomically (concurrent refusals queue on the row).
      const inserted = await pool.maybeOneFirst(sql.type(z.object({ inserted: z.boolean() }))`
        INSERT INTO sign_in_attempts.failures (username, reason, client_address, correlation_id, throttled_period)
        VALUES (${username}, 'throttled', ${attempt.clientAddress}, ${attempt.correlationId},
                date_bin(${interval(settings.throttledRowMs)}, now(), timestamptz '2000-01-01 00:00:00+00'))
        ON CONFLICT (client_address, throttled_period) DO UPDATE
          SET attempts = failures.attempts + 1, at = now(), username = EXCLUDED.username, correlation_id = EXCLUDED.correlation_id
        RETURNING xmax = 0 AS inserted`);
      if (!inserted) return;
    } else {
      await pool.query(sql.unsafe`
        INSERT INTO sign_in_attempts.failures (username, reason, client_address, correlation_id)
        VALUES (${username}, ${attempt.reason}, ${attempt.clientAddress}, ${attempt.correlationId})`);
    }
    await pruneNowAndThen();
  };

  const count = async (): Promise<number> =>
    Number(await pool.oneFirst(sql.type(z.object({ count: z.bigint() }))`SELECT count(*) AS count FROM sign_in_attempts.failures`));

  /**
   * Forgets the failed sign-ins typed as one of these usernames (`keyOf` gives each typed name its
   * comparison key): an erased investor's username goes from here too (docs/personal-data.md).
   */
  const forgetUsernames = async (usernames: readonly string[], keyOf: (name: string) => string): Promise<void> => {
    if (usernames.length === 0) return;
    const keys = new Set(usernames.map(keyOf));
    const typed = await pool.anyFirst(
      sql.type(z.object({ username: z.string() }))`SELECT DISTINCT username FROM sign_in_attempts.failures`,
    );
    const matching = typed.filter((username) => keys.has(keyOf(username)));
    if (matching.length > 0) {
      await pool.query(sql.unsafe`DELETE FROM sign_in_attempts.failures WHERE username = ANY(${sql.array(matching, 'text')})`);
    }
  };

  return { record, prune, count, forgetUsernames, settings };
};

export type SignInAttempts = ReturnType<typeof createSignInAttempts>;
