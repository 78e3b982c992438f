import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '@portal/projections/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { startMainProcess, type MainProcess } from './testing/main-process';
import { scaleOutEnv } from './testing/scale-out';

const started: MainProcess[] = [];
const dataDirs: string[] = [];
let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
afterAll(async () => {
  await Promise.all(started.map((process) => process.stop()));
  await database?.drop();
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
});

const start = async (env: Record<string, string>, script?: string) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-start-order-'));
  dataDirs.push(dataDir);
  const process = await startMainProcess({ ...scaleOutEnv, DATA_DIR: dataDir, ...env }, { script });
  started.push(process);
  return process;
};

describe('an API process started before the projections process, on a new database', () => {
  it('waits for the read models to be created instead of failing, and is healthy once they are', async () => {
    database = await createTestDatabase();
    const api = await start({ DATABASE_URL: database.url, PROJECTIONS: 'external' });
    // Long enough for it to reach its read models and find none there.
    await expect.poll(() => api.output(), { timeout: 30_000 }).toContain('to create the read models');
    expect(api.child.exitCode).toBeNull();
    expect((await fetch(`${api.base}/healthz`)).status).toBe(503);

    await start({ DATABASE_URL: database.url }, 'ledger-service/src/cli/projections.ts');
    await api.waitHealthy(60_000);
  }, 120_000);
});
