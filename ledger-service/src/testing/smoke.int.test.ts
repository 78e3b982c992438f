import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '@portal/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMainProcess, type MainProcess } from './main-process';
import { signInRecordRead } from './smoke';

/**
 * The compose stack's smoke test runs only where a Docker engine is (`npm run test:containers`):
 * here its calls run against the server itself, so a wrong path or body is found in every run.
 */
const admin = { username: 'smoke-admin', password: 'smoke-admin-password' };
let server: MainProcess;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-smoke-'));
  server = await startMainProcess({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    JWT_SECRET: 'smoke-test-secret-smoke-test-secret',
    DATA_KEY: 'smoke-test-data-key-of-32-characters!',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
  });
  cleanup = async () => {
    await server.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  await server.waitHealthy();
});
afterAll(() => cleanup?.());

describe("the compose stack's smoke test", () => {
  it('signs in as the administrator, records, and reads the record back', async () => {
    expect(await signInRecordRead(server.base, admin)).toMatch(
      /^signed in as the administrator, recorded the expense category "Smoke test \w+"/,
    );
  });

  it('fails saying which step and what the server answered', async () => {
    await expect(signInRecordRead(server.base, { ...admin, password: 'not-the-password' })).rejects.toThrow(
      /^sign in: POST \/auth\/login answered 401: \{"message":/,
    );
  });
});
