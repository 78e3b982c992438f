import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { DatabasePool } from 'slonik';
import { afterAll, beforeAll, inject } from 'vitest';
import { createDatabasePool } from '../db';

/**
 * A fresh, empty database on the test run's PostgreSQL (see testing/pg-global-setup.ts).
 * Call `drop()` in afterAll.
 */
export const createTestDatabase = async (): Promise<{ url: string; drop: () => Promise<void> }> => {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
};

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/** A file's database: its URL and a pool on it, set before the file's tests. */
export interface FileDatabase {
  url: string;
  pool: DatabasePool;
}

/** A fresh database and a pool for the tests of a file (before all), ended and dropped after all. */
export function databaseForFile(): FileDatabase {
  const database = {} as FileDatabase & { drop: () => Promise<void> };
  beforeAll(async () => {
    const created = await createTestDatabase();
    Object.assign(database, created, { pool: await createDatabasePool(created.url) });
  });
  afterAll(async () => {
    await database.pool?.end();
    await database.drop?.();
  });
  return database;
}
