import type { Middleware } from 'koa';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import type { PortalUserRow } from '@portal/projections';
import { AppError } from '../../shared/errors';
import type { AppState } from './context';
import { migrateStore } from '@portal/projections';

/**
 * How many writes (POST calls) a signed-in user may make, per role (docs/security.md, "Writes per
 * user"). A person never comes near them; a script looping does, and its writes then stop growing
 * anything. Investors and auditors write little (signing out, a new password, two-factor sign-in):
 * 30 a minute and 300 an hour. The administrator's back-office work, bursts of records included, stays
 * far below 600 a minute; many records at once go in one `POST /admin/batch` (up to 1,000 each).
 */
export interface WindowLimit {
  /** Writes allowed in one window. */
  max: number;
  windowSeconds: number;
}

export type WriteLimits = Record<'investor' | 'auditor' | 'admin', readonly WindowLimit[]>;

const perMinuteAndHour = (minute: number, hour: number): readonly WindowLimit[] => [
  { max: minute, windowSeconds: 60 },
  { max: hour, windowSeconds: 3600 },
];

export const defaultWriteLimits: WriteLimits = {
  investor: perMinuteAndHour(30, 300),
  auditor: perMinuteAndHour(30, 300),
  admin: [{ max: 600, windowSeconds: 60 }],
};

/**
 * Successful sign-ins, counted apart from the writes: each records `LoginSucceeded`, so a script
 * signing in in a loop with the right password would grow the log. Twice the writes' room: a person
 * signs in a few times a day, a test or a flaky network a few times a minute.
 */
export const defaultSignInLimits: WriteLimits = {
  investor: perMinuteAndHour(60, 600),
  auditor: perMinuteAndHour(60, 600),
  admin: [{ max: 600, windowSeconds: 60 }],
};

/**
 * The counters, in PostgreSQL so that every API process counts the same writes. UNLOGGED: a counter
 * is not worth a disk flush on every write (it would add one to each command), and a crash of
 * PostgreSQL that empties the table only gives everyone fresh windows.
 */
const statements = [
  sql.unsafe`CREATE UNLOGGED TABLE IF NOT EXISTS write_rates.counters (
    subject text NOT NULL,
    window_seconds int NOT NULL,
    window_started_at timestamptz NOT NULL,
    used int NOT NULL,
    PRIMARY KEY (subject, window_seconds)
  )`,
];

/** Creates the table (idempotent; safe from several processes starting at once). */
export const migrateWriteRates = (pool: DatabasePool): Promise<void> =>
  migrateStore(pool, { schema: 'write_rates', lockKey: 7_401_113_360 }, statements);

const counted = z.object({ window_seconds: z.number(), used: z.number(), seconds_left: z.number() });

/** A write let through, or refused until `retryAfterSeconds` from now. */
export type WriteCount = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Fixed windows per user: each starts at the user's first write after the one before ended. Counting
 * is one statement per write (an upsert of the user's row of each window, returning the counts), so
 * it costs a command about one round trip to PostgreSQL and no disk flush. Every write counts, those
 * refused too: a script that keeps sending while refused does not get its window back any sooner,
 * and one that waits `Retry-After` gets in. Rows are one per user and window (users are few); rows
 * whose window ended long ago are deleted now and then.
 */
export const createWriteRates = (pool: DatabasePool, limits: WriteLimits = defaultWriteLimits, signInLimits = defaultSignInLimits) => {
  const longest = Math.max(
    ...[...Object.values(limits), ...Object.values(signInLimits)].flatMap((windows) => windows.map((limit) => limit.windowSeconds)),
  );
  let lastPrune = Date.now();

  const count = async (subject: string, windows: readonly WindowLimit[]): Promise<WriteCount> => {
    if (windows.length === 0) return { ok: true };
    if (Date.now() - lastPrune > 10 * 60_000) {
      lastPrune = Date.now();
      await pool.query(sql.unsafe`DELETE FROM write_rates.counters WHERE window_started_at < now() - make_interval(secs => ${longest})`);
    }
    const ended = sql.fragment`c.window_started_at <= now() - make_interval(secs => c.window_seconds)`;
    const rows = await pool.any(sql.type(counted)`
      INSERT INTO write_rates.counters AS c (subject, window_seconds, window_started_at, used)
      SELECT ${subject}, w, now(), 1 FROM unnest(${sql.array(
        windows.map((limit) => limit.windowSeconds),
        'int4',
      )}::int[]) AS w
      ON CONFLICT (subject, window_seconds) DO UPDATE SET
        used = CASE WHEN ${ended} THEN 1 ELSE c.used + 1 END,
        window_started_at = CASE WHEN ${ended} THEN now() ELSE c.window_started_at END
      RETURNING c.window_seconds, c.used,
        ceil(extract(epoch FROM c.window_started_at + make_interval(secs => c.window_seconds) - now()))::int AS seconds_left`);
    const full = rows.filter((row) => row.used > (windows.find((limit) => limit.windowSeconds === row.window_seconds)?.max ?? Infinity));
    if (full.length === 0) return { ok: true };
    return { ok: false, retryAfterSeconds: Math.max(1, ...full.map((row) => row.seconds_left)) };
  };

  /** Counts a write of this user (by id: usernames are sealed) against their role's limits. */
  const countWrite = (user: Pick<PortalUserRow, 'user_id' | 'role'>): Promise<WriteCount> => count(user.user_id, limits[user.role]);

  /** Counts a successful sign-in of this user against their role's sign-in limits. */
  const countSignIn = (user: Pick<PortalUserRow, 'user_id' | 'role'>): Promise<WriteCount> =>
    count(`sign-in ${user.user_id}`, signInLimits[user.role]);

  return { countWrite, countSignIn, limits };
};

export type WriteRates = ReturnType<typeof createWriteRates>;

const tooManyWrites = (retryAfterSeconds: number) => {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const [n, unit] = retryAfterSeconds < 60 ? [retryAfterSeconds, 'second'] : [minutes, 'minute'];
  const when = `${n} ${unit}${n === 1 ? '' : 's'}`;
  return new AppError('too_many_requests', `Too many changes in a short time. Please try again in ${when}.`, {
    'Retry-After': String(retryAfterSeconds),
  });
};

/**
 * Runs after the guards of every POST call (infrastructure/http/api-router.ts): a signed-in caller's write is
 * counted, and refused with 429, `Retry-After` and a message beyond their limit, before anything is
 * kept or recorded. Calls without a signed-in user (sign-in, registration) have throttles of their own.
 */
export const writeRateLimit =
  (rates: Pick<WriteRates, 'countWrite'>): Middleware<AppState> =>
  async (ctx, next) => {
    const user = ctx.state.portalUser;
    if (user) {
      const counted = await rates.countWrite(user);
      if (!counted.ok) throw tooManyWrites(counted.retryAfterSeconds);
    }
    await next();
  };
