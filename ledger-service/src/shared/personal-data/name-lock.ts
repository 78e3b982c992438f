import type { DatabasePool } from 'slonik';
import { triedAdvisoryLock } from '../advisory-lock';

/**
 * Investors' names and usernames must be unique, but the log holds them sealed, so no decider can
 * compare them: the directory of names (directory.ts) does, from the read models. Whatever takes such
 * a name (adding an investor, registering, appointing an administrator, adding an auditor) runs
 * `exclusively`: under one PostgreSQL advisory lock, so in one process at a time across every API
 * process, after the read models have caught up with the log, so the directory knows every name taken
 * before. The check and the append are then one step for everyone else.
 *
 * The lock is tried, not waited for (`triedAdvisoryLock`), so a waiting request holds no pooled
 * connection while the holder needs some to finish.
 */
const lockKey = 7_401_113_361;

export const createNameLock = (pool: DatabasePool, catchUp: () => Promise<void>) => ({
  exclusively: <T>(work: () => Promise<T>): Promise<T> =>
    triedAdvisoryLock(pool, lockKey, 'Another name is being added right now. Please try again.', async () => {
      await catchUp();
      return work();
    }),
});

export type NameLock = ReturnType<typeof createNameLock>;
