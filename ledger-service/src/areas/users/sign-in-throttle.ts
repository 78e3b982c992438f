import { sql, type CommonQueryMethods, type DatabasePool } from 'slonik';
import { z } from 'zod';

export interface Limit {
  /** Attempts allowed in one window. */
  max: number;
  windowMs: number;
}

const fifteenMinutes = 15 * 60_000;

/**
 * What is counted, and how much of it a window allows. Sign-in counts failures (a success gives its
 * slot back); registration counts every attempt per address, and wrong secrets separately. An
 * account is counted by its key (client-address.ts: `throttleAccount`), whatever spelling was typed.
 *
 * - `loginPair` 5 per (account, address): the guesses one client gets at one account.
 * - `loginAddress` 30 per address: a password sprayed over many usernames meets 429 by the 31st.
 * - `loginAccount` 100 per account over all addresses: against guessing from many addresses. One
 *   address can spend at most 5 of them (its pair limit), so reaching it takes 20 addresses at once;
 *   even then a browser that signed in to the account before is not held by it (device cookies).
 * - `loginDevice` 5 per device cookie, taken instead of `loginAccount` by a browser that shows a valid
 *   one (device-cookie.ts): a stolen cookie gets 5 guesses, then counts as no cookie at all.
 * - `registerAddress` 30 registrations per address, `registerSecret` 10 wrong secrets per address
 *   (a secret is long and random: the limit stops grinding, and leaves room for an office of
 *   investors registering behind one address).
 * - `resetAddress` 30 password-reset requests per address, `resetAccount` 5 per username typed (its
 *   name key): every request counts, whether the username exists or not, so the answer says nothing
 *   of it, and no one can fill a person's mailbox with links.
 *
 * Windows are fixed: they start at the first counted attempt and end `windowMs` later, when the
 * count starts again. IPv6 clients are counted per /64 (see client-address.ts).
 */
export const defaultLimits = {
  loginPair: { max: 5, windowMs: fifteenMinutes },
  loginAddress: { max: 30, windowMs: fifteenMinutes },
  loginAccount: { max: 100, windowMs: fifteenMinutes },
  loginDevice: { max: 5, windowMs: fifteenMinutes },
  registerAddress: { max: 30, windowMs: fifteenMinutes },
  registerSecret: { max: 10, windowMs: fifteenMinutes },
  resetAddress: { max: 30, windowMs: fifteenMinutes },
  resetAccount: { max: 5, windowMs: fifteenMinutes },
} as const satisfies Record<string, Limit>;

export type Bucket = keyof typeof defaultLimits;
export type Limits = Record<Bucket, Limit>;

export interface Slot {
  bucket: Bucket;
  key: string;
}

export type Reservation = { ok: true } | { ok: false; bucket: Bucket; retryAfterSeconds: number };

export interface SignInThrottleOptions {
  limits?: Partial<Limits>;
  /** At most this many counter rows are kept (the newest windows); default 100,000 (a few MB). */
  maxRows?: number;
  /** Pruning runs after this many rows may have been added, or this long since the last, whichever comes first. */
  pruneEveryWrites?: number;
  pruneEveryMs?: number;
}

const interval = (ms: number) => sql.fragment`make_interval(secs => ${ms / 1000})`;

const giveBack = async (db: CommonQueryMethods, slots: readonly Slot[]) => {
  for (const { bucket, key } of slots) {
    await db.query(sql.unsafe`UPDATE sign_in_attempts.counters SET used = used - 1 WHERE bucket = ${bucket} AND key = ${key} AND used > 0`);
    await db.query(sql.unsafe`DELETE FROM sign_in_attempts.counters WHERE bucket = ${bucket} AND key = ${key} AND used = 0`);
  }
};

/**
 * The throttling counters (table `sign_in_attempts.counters`, created by migrateSignInAttempts).
 * `reserve` takes a slot in every bucket before the password (or secret) is checked, in one
 * transaction: an `INSERT ... ON CONFLICT DO UPDATE ... WHERE used < max` takes the row's lock and
 * counts only while the window has room, so concurrent attempts queue on the row and no burst gets
 * more checks than the limit. If any bucket is full, the slots already taken are given back in the
 * same transaction: a refused attempt is no check and counts toward no limit. Buckets are always taken in the order
 * given by the caller (address, pair, then account or device), so two attempts never wait on each other in a cycle.
 *
 * Bounded: rows whose window ended are pruned, and beyond `maxRows` the least telling rows go first
 * (fewest failures, then oldest window: a sprayed username counted once goes before the full bucket
 * of the address spraying it), every `pruneEveryWrites` rows written or `pruneEveryMs`; so at most
 * `maxRows + pruneEveryWrites` rows per process (plus those of the attempts in flight). One address adds at most 1 + 2 × 30 rows per window
 * before its own limit stops it, so the default cap only bites beyond ~1,600 addresses spraying at once.
 */
export const createSignInThrottle = (pool: DatabasePool, options: SignInThrottleOptions = {}) => {
  const limits: Limits = { ...defaultLimits, ...options.limits };
  const maxRows = options.maxRows ?? 100_000;
  const pruneEveryWrites = options.pruneEveryWrites ?? 500;
  const pruneEveryMs = options.pruneEveryMs ?? 60_000;
  const longestWindowMs = Math.max(...Object.values(limits).map((limit) => limit.windowMs));
  let writes = 0;
  let lastPrune = 0;

  const prune = async () => {
    writes = 0;
    lastPrune = Date.now();
    await pool.query(sql.unsafe`DELETE FROM sign_in_attempts.counters WHERE window_started_at < now() - ${interval(longestWindowMs)}`);
    await pool.query(sql.unsafe`
      DELETE FROM sign_in_attempts.counters c USING (
        SELECT bucket, key FROM sign_in_attempts.counters ORDER BY used DESC, window_started_at DESC OFFSET ${maxRows}) old
      WHERE c.bucket = old.bucket AND c.key = old.key`);
  };

  const reserve = async (slots: readonly Slot[]): Promise<Reservation> => {
    // A full bucket refuses at once, on a plain read: a flood of refused attempts takes no lock and
    // writes nothing. (Only taking a slot needs the lock below; a bucket freed a moment ago may
    // still refuse here, which errs on the safe side.)
    const full = await pool.maybeOne(sql.type(z.object({ bucket: z.string(), seconds: z.number() }))`
      SELECT c.bucket, ceil(extract(epoch FROM c.window_started_at + make_interval(secs => s.window_seconds) - now()))::int AS seconds
      FROM unnest(${sql.array(
        slots.map((slot) => slot.bucket),
        'text',
      )}::text[], ${sql.array(
        slots.map((slot) => slot.key),
        'text',
      )}::text[],
                  ${sql.array(
                    slots.map((slot) => limits[slot.bucket].max),
                    'int4',
                  )}::int[],
                  ${sql.array(
                    slots.map((slot) => limits[slot.bucket].windowMs / 1000),
                    'float8',
                  )}::float8[])
           AS s(bucket, key, max, window_seconds)
      JOIN sign_in_attempts.counters c ON c.bucket = s.bucket AND c.key = s.key
      WHERE c.used >= s.max AND c.window_started_at > now() - make_interval(secs => s.window_seconds)
      ORDER BY seconds DESC LIMIT 1`);
    const fullSlot = full && slots.find((slot) => slot.bucket === full.bucket);
    if (full && fullSlot) return { ok: false, bucket: fullSlot.bucket, retryAfterSeconds: Math.max(1, full.seconds) };
    writes += slots.length;
    if (writes >= pruneEveryWrites || Date.now() - lastPrune >= pruneEveryMs) await prune();
    return pool.transaction(async (tx) => {
      for (const [index, { bucket, key }] of slots.entries()) {
        const { max, windowMs } = limits[bucket];
        const ended = sql.fragment`counters.window_started_at <= now() - ${interval(windowMs)}`;
        const counted = await tx.maybeOne(sql.type(z.object({ used: z.number() }))`
          INSERT INTO sign_in_attempts.counters AS counters (bucket, key, window_started_at, used)
          VALUES (${bucket}, ${key}, now(), 1)
          ON CONFLICT (bucket, key) DO UPDATE SET
            used = CASE WHEN ${ended} THEN 1 ELSE counters.used + 1 END,
            window_started_at = CASE WHEN ${ended} THEN now() ELSE counters.window_started_at END
          WHERE ${ended} OR counters.used < ${max}
          RETURNING used`);
        if (counted) continue;
        const seconds = await tx.oneFirst(sql.type(z.object({ seconds: z.number() }))`
          SELECT ceil(extract(epoch FROM window_started_at + ${interval(windowMs)} - now()))::int AS seconds
          FROM sign_in_attempts.counters WHERE bucket = ${bucket} AND key = ${key}`);
        // Give back what this attempt took (the rows are still locked by this transaction, so
        // nobody counted in between); a row left at 0 was new or an ended window: gone.
        await giveBack(tx, slots.slice(0, index));
        return { ok: false, bucket, retryAfterSeconds: Math.max(1, seconds) } as const;
      }
      return { ok: true } as const;
    });
  };

  /** Gives back one slot of each (the attempt was not a failure). */
  const release = async (slots: readonly Slot[]) => giveBack(pool, slots);

  /** Forgets a bucket's count (a success clears its own (account, address) pair). */
  const clear = async ({ bucket, key }: Slot) => {
    await pool.query(sql.unsafe`DELETE FROM sign_in_attempts.counters WHERE bucket = ${bucket} AND key = ${key}`);
  };

  const count = async (): Promise<number> =>
    Number(await pool.oneFirst(sql.type(z.object({ count: z.bigint() }))`SELECT count(*) AS count FROM sign_in_attempts.counters`));

  return { reserve, release, clear, prune, count, limits };
};

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
