import { sql, type DatabasePool } from 'slonik';

/**
 * The closed period's lock, in PostgreSQL so that it holds across every API process on the
 * database: dated commands hold it shared, a close or reopen holds it alone (docs/periods.md).
 *
 * Each holder keeps one connection of `pool` for as long as it works, a session-level advisory lock
 * on it. The pool is the lock's own (the runtime's `lockPool`): holders do their work on the other
 * connections, so a holder never waits for a connection that another holder, itself waiting for the
 * lock, keeps. PostgreSQL queues a waiting close ahead of the dated commands that ask after it, so
 * they cannot starve it.
 */
export interface PeriodLock {
  shared<T>(work: () => Promise<T>): Promise<T>;
  exclusive<T>(work: () => Promise<T>): Promise<T>;
}

const lockKey = 7_401_113_362;

export const createPeriodLock = (pool: DatabasePool): PeriodLock => {
  const holding = async <T>(mode: 'shared' | 'exclusive', work: () => Promise<T>): Promise<T> => {
    const outcome = await pool.connect(async (connection) => {
      await connection.query(
        mode === 'shared' ? sql.unsafe`SELECT pg_advisory_lock_shared(${lockKey})` : sql.unsafe`SELECT pg_advisory_lock(${lockKey})`,
      );
      // A refusal is an answer too: settled here so that the lock is released and the connection kept.
      const settled = await work().then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      );
      // Should the release itself fail, slonik destroys the connection, which ends its session and so the lock.
      await connection.query(
        mode === 'shared' ? sql.unsafe`SELECT pg_advisory_unlock_shared(${lockKey})` : sql.unsafe`SELECT pg_advisory_unlock(${lockKey})`,
      );
      return settled;
    });
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  };
  return { shared: (work) => holding('shared', work), exclusive: (work) => holding('exclusive', work) };
};
