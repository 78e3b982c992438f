import { appendFileSync, chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOwner } from '../infrastructure/database/database-owner';
import { isRunning } from '../infrastructure/database/process-identity';
import { stopPostmaster } from '../infrastructure/database/running-postmaster';
import { bodies } from '../testing/ledger-fixture';
import { startMainProcess, type MainProcess } from '../testing/main-process';

/**
 * Issue 44, item 10: PostgreSQL killed under the running server, as a crash or the OOM killer would.
 * The real server (main.ts in its own process, its embedded PostgreSQL in a fresh DATA_DIR) stays
 * up, says `database_unavailable` while the database is gone, starts it again itself, and answers
 * reads and writes as before.
 */

// Not a 0700 mkdtemp: PostgreSQL runs as the `postgres` user and must traverse the path.
const dataDir = `/tmp/portal-restart-test-${process.pid}`;
const clusterDir = join(dataDir, 'postgres');
const admin = { username: 'restart-admin', password: 'restart-admin-password' };
const postmasters = new Set<number>();
let server: MainProcess;
let token: string;

const postmasterPid = () => {
  const pid = Number(readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  postmasters.add(pid);
  return pid;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
  const answer = await fetch(server.base + path, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
};

const health = async () => {
  const answer = await fetch(`${server.base}/healthz`, { signal: AbortSignal.timeout(5_000) });
  return { status: answer.status, body: (await answer.json()) as { status: string } };
};

/** Asks /healthz until it says `status`; every answer on the way. */
const healthUntil = async (status: string, timeoutMs: number) => {
  const seen: string[] = [];
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(50)) {
    const answer = await health();
    seen.push(`${answer.status} ${answer.body.status}`);
    if (answer.body.status === status) return seen;
  }
  throw new Error(`/healthz never said ${status}: ${[...new Set(seen)].join(', ')}\n${server.output()}`);
};

/** Waits until the server has printed `text` (its supervisor may see the exit after /healthz does). */
const outputUntil = async (text: string, timeoutMs: number) => {
  for (const deadline = Date.now() + timeoutMs; !server.output().includes(text); await sleep(50))
    if (Date.now() > deadline) throw new Error(`the server never printed ${text}\n${server.output().slice(-4_000)}`);
};

/** Adds an LLC and finds it in the admin's lists: a write through the event store, read back from the read models. */
const writeAndRead = async (llcName: string) => {
  const added = await call('POST', '/admin/add_llc', bodies.llc(llcName));
  expect(added.status, `${JSON.stringify(added.body)}\n${server.output().slice(-4_000)}`).toBe(201);
  expect((await call('GET', '/admin/get_admin_helpers')).body.llcs_list).toContain(llcName);
};

beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  chmodSync(dataDir, 0o755);
  server = await startMainProcess(
    { DATA_DIR: dataDir, ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password },
    { ownProcessGroup: true },
  );
  await server.waitHealthy();
  const login = await fetch(`${server.base}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  });
  token = ((await login.json()) as { access_token: string }).access_token;
  await writeAndRead('Before LLC');
});

afterAll(async () => {
  await server?.stop();
  for (const pid of postmasters)
    if (isRunning(pid)) await stopPostmaster(pid, { timeoutMs: 20_000 }).catch(() => process.kill(pid, 'SIGKILL'));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('PostgreSQL dies under the running server', () => {
  it('a backend killed (PostgreSQL resets every connection, as after a PANIC): the server stays up and answers again', async () => {
    const port = Number(readFileSync(join(dataDir, 'postgres.port'), 'utf8'));
    const password = readFileSync(join(dataDir, 'postgres.password'), 'utf8').trim();
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'portal' });
    client.on('error', () => {}); // it is one of the connections the reset ends
    await client.connect();
    const backends = await client.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE datname = 'portal' AND pid <> pg_backend_pid()",
    );
    const pids = backends.rows.map((row) => row.pid);
    const postmaster = postmasterPid();
    process.kill(pids[0]!, 'SIGKILL');
    await client.end().catch(() => {});

    // The reset is under way once every backend the server had is gone; until then /healthz may
    // still say ok over a connection about to be ended.
    for (const deadline = Date.now() + 10_000; pids.some(isRunning); await sleep(20))
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not end its backends ${pids.filter(isRunning).join(', ')}`);
    await healthUntil('ok', 30_000);
    await writeAndRead('After Reset LLC');
    expect(server.child.exitCode).toBeNull();
    expect(postmasterPid()).toBe(postmaster); // PostgreSQL recovered by itself; nothing was restarted
  });

  it('the postmaster killed: /healthz says database_unavailable, the server starts PostgreSQL again (one line), then ok', async () => {
    // The next start fails until the setting is taken out again, so the time without a database is
    // long enough to be seen (a start takes well under a second); the running one never reads it.
    const settings = join(clusterDir, 'postgresql.conf');
    const original = readFileSync(settings, 'utf8');
    appendFileSync(settings, "\nshared_buffers = 'not a size'\n");
    const killed = postmasterPid();
    process.kill(killed, 'SIGKILL');

    const seen = await healthUntil('database_unavailable', 15_000);
    expect(seen.at(-1)).toBe('503 database_unavailable');
    expect(seen).not.toContain('503 starting');
    expect((await call('GET', '/admin/get_admin_helpers')).status).toBe(500);
    await outputUntil(`The embedded PostgreSQL (PID ${killed}) ended (SIGKILL); starting it again on ${clusterDir}.`, 10_000);
    await outputUntil('did not start again', 10_000);
    expect(server.output()).toContain('shared_buffers');

    writeFileSync(settings, original);
    await healthUntil('ok', 30_000);
    expect(postmasterPid()).not.toBe(killed);
    await writeAndRead('After Restart LLC');
    expect((await call('GET', '/admin/get_admin_helpers')).body.llcs_list).toEqual(
      expect.arrayContaining(['Before LLC', 'After Reset LLC', 'After Restart LLC']),
    );
    expect(server.child.exitCode).toBeNull();
    expect(server.output().split(`ended (SIGKILL)`).length - 1).toBe(1);
    expect(server.output()).not.toMatch(/uncaught|unhandled/i);
  });

  it('then Ctrl-C stops it cleanly, PostgreSQL with it (which got the Ctrl-C too, and is not started again)', async () => {
    const postmaster = postmasterPid();
    const code = await server.interrupt();
    expect(code, server.output().slice(-2_000)).toBe(0);
    expect(isRunning(postmaster)).toBe(false);
    expect(server.output().split('starting it again').length - 1).toBe(1); // the SIGKILL's only
    expect(readOwner(dataDir)).toBeNull();
  });
});
