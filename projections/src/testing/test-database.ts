import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

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
