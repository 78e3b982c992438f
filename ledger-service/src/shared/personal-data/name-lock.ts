import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { conflict } from '../errors';

/**
 * Investors' names and usernames must be unique, but the log holds them sealed, so no decider can
 * compare them: the directory of names (directory.ts) does, from the read models. Whatever takes such
 * a name (adding an investor, registering, appointing an administrator, adding an auditor) runs
 * `exclusively`: under one PostgreSQL advisory lock, so in one process at a time across every API
 * process, after the read models have caught up with the log, so the directory knows every name taken
 * before. The check and the append are then one step for everyone else.
 *
 * The lock is tried, not waited for, so a waiting request holds no pooled connection (the holder
 * needs some to finish); these calls are rare, and a wait of a few milliseconds costs nothing.
 */
const lockKey = 7_401_113_361;
const pollMs = 10;
const giveUpAfterMs = 15_000;

export const createNameLock = (pool: DatabasePool, catchUp: () => Promise<void>) => ({
  exclusively: async <T>(work: () => Promise<T>): Promise<T> => {
    const deadline = Date.now() + giveUpAfterMs;
    for (;;) {
      const done = await pool.connect(async (connection) => {
        const held = await connection.oneFirst(sql.type(z.object({ held: z.boolean() }))`SELECT pg_try_advisory_lock(${lockKey}) AS held`);
        if (!held) return null;
        try {
          await catchUp();
          return { value: await work() };
        } finally {
          await connection.query(sql.unsafe`SELECT pg_advisory_unlock(${lockKey})`);
        }
      });
      if (done !== null) return done.value;
      if (Date.now() > deadline) throw conflict('Another name is being added right now. Please try again.');
      await sleep(pollMs);
    }
  },
});

export type NameLock = ReturnType<typeof createNameLock>;
