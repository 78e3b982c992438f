import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type DatabasePool, type DatabasePoolConnection, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';
import { conflict } from './errors';

/**
 * The connection (and its pool) on which the work in hand holds an advisory lock. A lock that work
 * then waits for on the same pool is taken on that connection, the same session, instead of a second
 * one: otherwise as many holders as the pool has connections, each waiting for a second (a
 * distribution run's lock, then the closed period's), would wait for one another until the pool's
 * timeout.
 */
const holding = new AsyncLocalStorage<{ readonly pool: DatabasePool; readonly connection: DatabasePoolConnection }>();

/** Runs `work` with `connection` of `pool` lent to the locks it waits for (`holding`). */
const lending = <T>(pool: DatabasePool, connection: DatabasePoolConnection, work: () => Promise<T>): Promise<T> =>
  holding.run({ pool, connection }, work);

/**
 * Runs `work` holding a PostgreSQL session-level advisory lock, `shared` with other shared holders or
 * `exclusive`, across every process on the database: waits for it, on one connection of `pool` kept
 * until the work is done. That pool must be one the work itself does not draw on (the runtime's
 * `lockPool`), or holders waiting for the lock could keep the connections the holder needs. Work
 * already holding a lock on that pool takes this one on the same connection.
 */
export const holdingAdvisoryLock = async <T>(
  pool: DatabasePool,
  key: number,
  mode: 'shared' | 'exclusive',
  work: () => Promise<T>,
): Promise<T> => {
  const holdOn = async (connection: DatabasePoolConnection) => {
    await connection.query(
      mode === 'shared' ? sql.unsafe`SELECT pg_advisory_lock_shared(${key})` : sql.unsafe`SELECT pg_advisory_lock(${key})`,
    );
    // A refusal is an answer too: settled here so that the lock is released and the connection kept.
    const settled = await lending(pool, connection, work).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    // Should the release itself fail, slonik destroys the connection, which ends its session and so the lock.
    await connection.query(
      mode === 'shared' ? sql.unsafe`SELECT pg_advisory_unlock_shared(${key})` : sql.unsafe`SELECT pg_advisory_unlock(${key})`,
    );
    return settled;
  };
  const lent = holding.getStore();
  const outcome = lent?.pool === pool ? await holdOn(lent.connection) : await pool.connect(holdOn);
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
};

/** How often a busy lock is tried again, and for how long before the request is told to try later. */
const tryAgainMs = 10;
const giveUpAfterMs = 15_000;

/**
 * Runs `work` holding the exclusive session-level advisory lock `key` (one bigint, or a fragment of
 * two int keys, which PostgreSQL keeps apart from the one-key locks), across every process on the
 * database. The lock is tried, not waited for: while another holds it this request holds no pooled
 * connection (the holder's work may need one of the same pool), and tries again every few
 * milliseconds; after 15 s it gives up with 409 `busy`. For rare, short work (a name taken, a
 * distribution run confirmed): a wait of a few milliseconds costs nothing.
 */
export const triedAdvisoryLock = async <T>(
  pool: DatabasePool,
  key: number | FragmentSqlToken,
  busy: string,
  work: () => Promise<T>,
): Promise<T> => {
  const deadline = Date.now() + giveUpAfterMs;
  for (;;) {
    const done = await pool.connect(async (connection) => {
      const held = await connection.oneFirst(sql.type(z.object({ held: z.boolean() }))`SELECT pg_try_advisory_lock(${key}) AS held`);
      if (!held) return null;
      try {
        return { value: await lending(pool, connection, work) };
      } finally {
        await connection.query(sql.unsafe`SELECT pg_advisory_unlock(${key})`);
      }
    });
    if (done !== null) return done.value;
    if (Date.now() > deadline) throw conflict(busy);
    await sleep(tryAgainMs);
  }
};

/**
 * Runs `work` if this process can take the exclusive session-level advisory lock `key` at once, and
 * skips it (false) when another holds it: of processes doing the same periodic work on one database,
 * one at a time does it. Held on a connection of `pool` (the runtime's `lockPool`) until the work ends.
 */
export const ifHoldingAdvisoryLock = async (pool: DatabasePool, key: number, work: () => Promise<void>): Promise<boolean> => {
  const outcome = await pool.connect(async (connection) => {
    if (!(await connection.oneFirst(sql.type(z.object({ taken: z.boolean() }))`SELECT pg_try_advisory_lock(${key}) AS taken`))) {
      return { ran: false };
    }
    const settled = await lending(pool, connection, work).then(
      () => ({ ran: true }),
      (error: unknown) => ({ ran: true, error }),
    );
    await connection.query(sql.unsafe`SELECT pg_advisory_unlock(${key})`);
    return settled;
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.ran;
};

/**
 * Passes of periodic work that `run` starts: one at a time in this process (a pass asked for while
 * another runs starts after it, whether that one succeeded or failed) and, across processes, only by
 * the one holding the exclusive advisory lock `key` (ifHoldingAdvisoryLock): another process asking
 * meanwhile leaves the work to it. `idle` resolves once the pass in hand is done.
 */
export const lockedPasses = (pool: DatabasePool, key: number, work: () => Promise<void>) => {
  let working: Promise<void> = Promise.resolve();
  const run = (): Promise<void> => {
    const pass = working
      .catch(() => undefined)
      .then(() => ifHoldingAdvisoryLock(pool, key, work))
      .then(() => undefined);
    working = pass;
    return pass;
  };
  return { run, idle: () => working.catch(() => undefined) };
};
