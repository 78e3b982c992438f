import type { DatabasePool } from 'slonik';
import { holdingAdvisoryLock } from '../advisory-lock';

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

export const createPeriodLock = (pool: DatabasePool): PeriodLock => ({
  shared: (work) => holdingAdvisoryLock(pool, lockKey, 'shared', work),
  exclusive: (work) => holdingAdvisoryLock(pool, lockKey, 'exclusive', work),
});
