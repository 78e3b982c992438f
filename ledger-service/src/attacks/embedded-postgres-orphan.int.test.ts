import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOwner } from '../infrastructure/database/database-owner';
import { startEmbeddedDatabase } from '../infrastructure/database/embedded';
import { isRunning } from '../infrastructure/database/process-identity';
import { stopPostmaster } from '../infrastructure/database/running-postmaster';
import { freePort } from '../infrastructure/database/scratch-postgres';

/**
 * The embedded PostgreSQL belongs to one server: the real server (main.ts) in child processes on
 * one DATA_DIR, killed with SIGKILL, started twice, stopped cleanly; and a command beside it.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
// Not a 0700 mkdtemp: PostgreSQL runs as the `postgres` user and must traverse the path.
const dataDir = `/tmp/portal-orphan-test-${process.pid}`;
const children = new Set<ChildProcess>();
const postmasters = new Set<number>();

interface Server {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

const startServer = async (): Promise<Server> => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'ledger-service/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_USERNAME: 'orphan-admin', ADMIN_PASSWORD: 'orphan-admin-password' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, output: () => output, exited };
};

const healthy = (server: Server) =>
  fetch(`http://127.0.0.1:${server.port}/healthz`).then(
    (r) => r.ok,
    () => false,
  );

const waitHealthy = async (server: Server) => {
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server exited with ${server.child.exitCode}:\n${server.output()}`);
    if (await healthy(server)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not become healthy:\n${server.output()}`);
};

/** The PID PostgreSQL writes into its cluster folder while it runs. */
const postmasterPid = () => {
  const pid = Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  postmasters.add(pid);
  return pid;
};

beforeAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  chmodSync(dataDir, 0o755);
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const pid of postmasters)
    if (isRunning(pid)) await stopPostmaster(pid, { timeoutMs: 20_000 }).catch(() => process.kill(pid, 'SIGKILL'));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded PostgreSQL belongs to one server', () => {
  let server: Server;
  let postmaster: number;

  it('after kill -9 of the server, the next start stops the orphaned PostgreSQL and runs its own', async () => {
    const first = await startServer();
    await waitHealthy(first);
    const orphan = postmasterPid();
    expect(readOwner(dataDir)).toMatchObject({ pid: first.child.pid, role: 'server' });

    first.child.kill('SIGKILL');
    await first.exited;
    expect(isRunning(orphan)).toBe(true); // the orphan: its server is gone, it is not

    server = await startServer();
    await waitHealthy(server);
    postmaster = postmasterPid();
    expect(postmaster).not.toBe(orphan);
    expect(isRunning(orphan)).toBe(false);
    expect(server.output()).toContain(
      `(PID ${orphan}) was left running by the server (PID ${first.child.pid}), which ended without stopping it`,
    );
    expect(readOwner(dataDir)).toMatchObject({ pid: server.child.pid, role: 'server' });
  });

  it('a second server on the same DATA_DIR refuses, and the first keeps its database', async () => {
    const second = await startServer();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Another server (PID ${server.child.pid}) is already running on DATA_DIR ${dataDir}`);
    expect(await healthy(second)).toBe(false);
    expect(await healthy(server)).toBe(true);
    expect(postmasterPid()).toBe(postmaster);
    expect(isRunning(postmaster)).toBe(true);
    expect(readOwner(dataDir)).toMatchObject({ pid: server.child.pid, role: 'server' });
  });

  it("a command uses the running server's database and leaves it running", async () => {
    const lines: string[] = [];
    const database = await startEmbeddedDatabase(dataDir, { role: 'command', log: (line) => lines.push(line) });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const backend = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    await client.end();
    expect(backend.rows[0]?.pid).toBeGreaterThan(0);
    expect(lines).toEqual([
      `Using the embedded PostgreSQL of the server (PID ${server.child.pid}) in ${dataDir}; it keeps running after this command.`,
    ]);
    await database.stop();
    expect(isRunning(postmaster)).toBe(true);
    expect(await healthy(server)).toBe(true);
    expect(readOwner(dataDir)).toMatchObject({ pid: server.child.pid, role: 'server' });
  });

  it('a clean stop of the server stops its PostgreSQL', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(isRunning(postmaster)).toBe(false);
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(readOwner(dataDir)).toBeNull();
  });

  it('with no server running, a command runs its own PostgreSQL and stops it when done', async () => {
    const database = await startEmbeddedDatabase(dataDir, { role: 'command', log: () => {} });
    const own = postmasterPid();
    expect(isRunning(own)).toBe(true);
    expect(readOwner(dataDir)).toMatchObject({ pid: process.pid, role: 'command' });
    await database.stop();
    expect(isRunning(own)).toBe(false);
    expect(readOwner(dataDir)).toBeNull();
  });

  it('a PostgreSQL run by a live process that left no owner record (an earlier version) is neither stopped nor shared by a server', async () => {
    const database = await startEmbeddedDatabase(dataDir, { role: 'command', log: () => {} });
    const running = postmasterPid();
    try {
      rmSync(join(dataDir, 'postgres.owner'));
      const refused = await startServer();
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toContain(
        `The embedded PostgreSQL of DATA_DIR ${dataDir} is run by the process (PID ${process.pid}) that started it, not by a server.`,
      );
      expect(isRunning(running)).toBe(true);
    } finally {
      await database.stop();
    }
    expect(isRunning(running)).toBe(false);
  });
});
