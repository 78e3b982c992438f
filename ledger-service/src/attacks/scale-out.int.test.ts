import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabasePool } from '@portal/projections';
import { createTestDatabase } from '@portal/projections/testing';
import { sql } from 'slonik';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startMainProcess } from '../testing/main-process';

/**
 * The scale-out the product offers (docs/scale-out.md), as it runs: one PostgreSQL, two API
 * processes (the real main.ts, PROJECTIONS=external) and one projections process, each a process of
 * its own; requests sent to both API processes at once hold every guarantee one process holds.
 */

const admin = { username: 'admin', password: 'admin-password-1' };
/** What every process of a deployment shares (README, Deployment); each its own DATA_DIR. */
const shared = {
  JWT_SECRET: 'scale-out-secret-scale-out-secret',
  DATA_KEY: 'scale-out-data-key-of-32-characters!',
  ADMIN_USERNAME: admin.username,
  ADMIN_PASSWORD: admin.password,
  LOG_LEVEL: 'warn',
};
const dataDirs: string[] = [];
const processOn = (databaseUrl: string, env: Record<string, string> = {}, script?: string) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-scale-out-'));
  dataDirs.push(dataDir);
  return startMainProcess({ ...shared, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...env }, { script });
};

afterAll(() => {
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
});

describe('ten API processes starting at once on a new database', () => {
  it('make the administrator once, and each signs it in', async () => {
    const fresh = await createTestDatabase();
    const freshPool = await createDatabasePool(fresh.url);
    const ten = await Promise.all(Array.from({ length: 10 }, () => processOn(fresh.url)));
    try {
      await Promise.all(ten.map((server) => server.waitHealthy(90_000)));
      const events = await freshPool.any(sql.type(z.object({ type: z.string(), count: z.number() }))`
        SELECT type, count(*)::int AS count FROM event_store.events GROUP BY type ORDER BY type`);
      expect(events).toEqual([{ type: 'AdministratorAppointed', count: 1 }]);
      for (const server of [ten[0]!, ten[9]!]) {
        const signedIn = await fetch(`${server.base}/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(admin),
        });
        expect(signedIn.status).toBe(200);
      }
    } finally {
      await Promise.all(ten.map((server) => server.stop()));
      await freshPool.end();
      await fresh.drop();
    }
  }, 120_000);
});
