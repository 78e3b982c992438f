import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '@portal/projections/testing';
import { demoAdminUsername, needsAdministrator } from './administrator';
import { openRuntime, portalUsersStream } from '@portal/ledger-service';
import { runToEnd, startTestServer, type TestServer } from '@portal/ledger-service/testing';

/**
 * Issue 44, item 8: `npm run demo` without ADMIN_USERNAME/ADMIN_PASSWORD against a live server
 * appointed `demo-admin` with the printed password `demo-admin-password`, and left it active. Now it
 * refuses to run there, recording nothing; only a new data folder (no event in the log yet) gets
 * `demo-admin`, with a password made for it and printed once.
 */

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'demo-admin-'));

/** `npm run demo` on the database at `databaseUrl`, with the ADMIN_* given (none by default): its exit code and output. */
const runDemo = async (databaseUrl: string, admin: Record<string, string> = {}) => {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...admin };
  if (!('ADMIN_USERNAME' in admin)) delete env.ADMIN_USERNAME;
  if (!('ADMIN_PASSWORD' in admin)) delete env.ADMIN_PASSWORD;
  return runToEnd(process.execPath, ['--import', 'tsx', 'tools/src/cli/demo.ts'], { cwd: root, env });
};

/** The URL of the database a pool is connected to, on the tests' PostgreSQL. */
const urlOf = async (api: TestServer) => {
  const name = await api.runtime.pool.oneFirst(sql.type(z.object({ name: z.string() }))`SELECT current_database() AS name`);
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  return url.toString();
};

/** The portal users' events of the database at `databaseUrl`: type and username. */
const adminEvents = async (databaseUrl: string) => {
  const runtime = await openRuntime({ databaseUrl, dataDir });
  try {
    return (await runtime.store.readStream(portalUsersStream)).map((event) => ({ type: event.type, username: event.data.username }));
  } finally {
    await runtime.close();
  }
};

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(async () => {
  await api?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run demo without ADMIN_USERNAME and ADMIN_PASSWORD', () => {
  it('refuses to run against a live server whose log holds events, recording nothing and appointing nobody', async () => {
    const before = await api.eventCount();
    const { code, output } = await runDemo(await urlOf(api));
    expect(code, output).toBe(1);
    expect(output).toContain(needsAdministrator);
    expect(await api.eventCount()).toBe(before);
    const signIn = await api.call('POST', '/auth/login', { body: { username: demoAdminUsername, password: 'demo-admin-password' } });
    expect(signIn.status).toBe(401);
  }, 60_000);

  it('in a new data folder, appoints demo-admin with a password made for it, which the next run must be given', async () => {
    const database = await createTestDatabase();
    try {
      const first = await runDemo(database.url);
      expect(first.code, first.output).toBe(0);
      const line = first.output.split('\n').find((row) => /^\s+administrator\s/.test(row));
      const [, username, password] = /^\s+administrator\s+(\S+)\s+(\S+)\s+\(made for this new data folder/.exec(line ?? '') ?? [];
      expect(username, first.output).toBe(demoAdminUsername);
      expect(password).not.toBe('demo-admin-password');
      expect(password!.length).toBeGreaterThanOrEqual(24);

      // Now the log holds events: without ADMIN_* the demo refuses. Given the printed login, it finds that
      // administrator with that password (no new appointment nor password) and records nothing new.
      const again = await runDemo(database.url);
      expect(again.code, again.output).toBe(1);
      expect(again.output).toContain(needsAdministrator);
      const before = await adminEvents(database.url);
      expect(before).toContainEqual({ type: 'AdministratorAppointed', username: demoAdminUsername });
      const printed = await runDemo(database.url, { ADMIN_USERNAME: username!, ADMIN_PASSWORD: password! });
      expect(printed.code, printed.output).toBe(0);
      expect(printed.output).toContain('it was loaded already, nothing new recorded');
      expect(printed.output).not.toContain('made for this new data folder');
      // The loader's appointment and dismissal for the run, nothing for demo-admin.
      expect((await adminEvents(database.url)).slice(before.length)).toEqual([
        { type: 'AdministratorAppointed', username: 'demo-loader' },
        { type: 'AdministratorDismissed', username: 'demo-loader' },
      ]);
    } finally {
      await database.drop();
    }
  }, 300_000);
});
