import { createHash, randomBytes } from 'node:crypto';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { migrateStore } from '@portal/projections';

/**
 * Password-reset links sent and not yet used (docs/security.md, Forgotten passwords). Only the
 * SHA-256 digest of each token is kept: whoever reads the database cannot use a link from it. A token
 * works once, within `validMinutes`; a row is deleted by the next link of anyone once it expired. Not
 * in the log (a request for a link is anonymous, and must not grow it), not a read model: a rebuild
 * keeps it.
 */
const statements = [
  sql.unsafe`CREATE TABLE IF NOT EXISTS password_resets.tokens (
    token_digest text PRIMARY KEY,
    user_id text NOT NULL,
    sessions_epoch int NOT NULL,
    expires_at timestamptz NOT NULL,
    used_at timestamptz
  )`,
  sql.unsafe`CREATE INDEX IF NOT EXISTS tokens_expires_at ON password_resets.tokens (expires_at)`,
];

/** Creates the table (idempotent; safe from several processes starting at once). */
export const migrateResetTokens = (pool: DatabasePool): Promise<void> =>
  migrateStore(pool, { schema: 'password_resets', lockKey: 7_401_113_365 }, statements);

/** How long a reset link works. */
export const validMinutes = 30;

const digestOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A used token: whose, and in which sessions epoch it was issued; or why it cannot be used. */
export type TokenUse = { ok: true; userId: string; sessionsEpoch: number } | { ok: false; why: 'unknown' | 'used' | 'expired' };

export const createResetTokens = (pool: DatabasePool, options: { validMinutes?: number } = {}) => {
  const valid = sql.fragment`make_interval(mins => ${options.validMinutes ?? validMinutes})`;
  return {
    /**
     * A new token for this user (as the link carries it: 43 URL-safe characters, 256 random bits). The
     * sessions epoch is the user's now: a password changed before the link is used ends the link too.
     */
    issue: async (user: { user_id: string; sessions_epoch: number }): Promise<string> => {
      const token = randomBytes(32).toString('base64url');
      await pool.query(sql.unsafe`DELETE FROM password_resets.tokens WHERE expires_at < now() - interval '1 day'`);
      await pool.query(sql.unsafe`
        INSERT INTO password_resets.tokens (token_digest, user_id, sessions_epoch, expires_at)
        VALUES (${digestOf(token)}, ${user.user_id}, ${user.sessions_epoch}, now() + ${valid})`);
      return token;
    },
    /** Spends a token: only one of any number of simultaneous uses gets it. */
    use: async (token: string): Promise<TokenUse> => {
      const spent = await pool.maybeOne(sql.type(z.object({ user_id: z.string(), sessions_epoch: z.number() }))`
        UPDATE password_resets.tokens SET used_at = now()
        WHERE token_digest = ${digestOf(token)} AND used_at IS NULL AND expires_at > now()
        RETURNING user_id, sessions_epoch`);
      if (spent) return { ok: true, userId: spent.user_id, sessionsEpoch: spent.sessions_epoch };
      const found = await pool.maybeOne(sql.type(z.object({ used: z.boolean() }))`
        SELECT used_at IS NOT NULL AS used FROM password_resets.tokens WHERE token_digest = ${digestOf(token)}`);
      return { ok: false, why: found === null ? 'unknown' : found.used ? 'used' : 'expired' };
    },
    /** Makes a token's link expired at once (tests of expiry; never the server's own doing). */
    expire: async (token: string): Promise<void> => {
      await pool.query(
        sql.unsafe`UPDATE password_resets.tokens SET expires_at = now() - interval '1 second' WHERE token_digest = ${digestOf(token)}`,
      );
    },
  };
};

export type ResetTokens = ReturnType<typeof createResetTokens>;
