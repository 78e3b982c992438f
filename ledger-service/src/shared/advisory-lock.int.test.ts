import { createDatabasePool, type DatabasePool } from '@portal/projections';
import { createTestDatabase } from '@portal/projections/testing';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { holdingAdvisoryLock, triedAdvisoryLock } from './advisory-lock';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let others: DatabasePool;

beforeAll(async () => {
  database = await createTestDatabase();
  others = await createDatabasePool(database.url, { maximumPoolSize: 2 });
});
afterAll(async () => {
  await others?.end();
  await database?.drop();
});

/** Whether another session could take `key` alone now (and lets it go at once). */
const freeElsewhere = async (key: number) =>
  others.connect(async (connection) => {
    const taken = await connection.oneFirst(sql.type(z.object({ taken: z.boolean() }))`SELECT pg_try_advisory_lock(${key}) AS taken`);
    if (taken) await connection.query(sql.unsafe`SELECT pg_advisory_unlock(${key})`);
    return taken;
  });

describe('a lock waited for by work that already holds one on the same pool', () => {
  it('is taken on the connection the work holds, so a pool of one connection is enough', async () => {
    const pool = await createDatabasePool(database.url, { maximumPoolSize: 1 });
    try {
      const answer = await triedAdvisoryLock(pool, 71_001, 'busy', () =>
        holdingAdvisoryLock(pool, 71_002, 'shared', async () => {
          // Held for real, in the database: no other session can take either lock alone meanwhile.
          expect(await freeElsewhere(71_001)).toBe(false);
          expect(await freeElsewhere(71_002)).toBe(false);
          return 'confirmed';
        }),
      );
      expect(answer).toBe('confirmed');
      expect(await freeElsewhere(71_001)).toBe(true);
      expect(await freeElsewhere(71_002)).toBe(true);
    } finally {
      await pool.end();
    }
  });

  it('lets as many holders as the pool has connections each take a second lock at once', async () => {
    // Ten runs confirmed at once on a pool of ten: each holds its run's lock and waits for the closed
    // period's. On a second connection each, they would wait for one another until the pool's timeout.
    const pool = await createDatabasePool(database.url, { maximumPoolSize: 10 });
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, run) =>
          triedAdvisoryLock(pool, 72_000 + run, 'busy', () => holdingAdvisoryLock(pool, 72_100, 'shared', async () => run)),
        ),
      );
      expect(answers).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    } finally {
      await pool.end();
    }
  });

  it('still waits for a lock another session holds, and refuses nothing it should not', async () => {
    const pool = await createDatabasePool(database.url, { maximumPoolSize: 1 });
    try {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      // Another session holds the closed period's lock alone (a close).
      const closing = others.connect(async (connection) => {
        await connection.query(sql.unsafe`SELECT pg_advisory_lock(${73_002})`);
        await released;
        await connection.query(sql.unsafe`SELECT pg_advisory_unlock(${73_002})`);
      });
      const order: string[] = [];
      const confirm = triedAdvisoryLock(pool, 73_001, 'busy', () =>
        holdingAdvisoryLock(pool, 73_002, 'shared', async () => void order.push('confirmed')),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      order.push('closed');
      release();
      await Promise.all([closing, confirm]);
      expect(order).toEqual(['closed', 'confirmed']);
    } finally {
      await pool.end();
    }
  });
});
