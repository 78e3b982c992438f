import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { claimDatabase, isLive, readOwner, type DatabaseRole } from './database-owner';
import EmbeddedPostgres from './embedded-postgres';
import { supervisePostmaster } from './postmaster-supervisor';
import { isRunning, isSameProcess, parentPid } from './process-identity';
import { runningPostmaster, stopPostmaster } from './running-postmaster';
import { freePort } from './scratch-postgres';
import { logger } from '../../shared/logger';

export type { DatabaseRole } from './database-owner';

const databaseName = 'portal';

/** A value kept in DATA_DIR, made once (the port and password of the embedded server). */
const keep = (dataDir: string, file: string, make: () => string): string => {
  const path = join(dataDir, file);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const value = make();
  writeFileSync(path, value, { mode: 0o600 });
  return value;
};

const answers = async (url: string): Promise<boolean> => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  // A connection that fails while idle reports on the client: without a listener, that would throw.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
};

export interface EmbeddedDatabase {
  url: string;
  /** Stops the server if this process started it. */
  stop: () => Promise<void>;
}

export interface EmbeddedDatabaseOptions {
  /**
   * `server` (npm start) always runs its own PostgreSQL and refuses to start while another process
   * runs the one of its DATA_DIR. `command` (npm run rebuild, demo, ...) uses the running one, or
   * runs its own for as long as it runs when none does.
   */
  role?: DatabaseRole;
  log?: (line: string) => void;
  /** How long a command waits for the database of a process that is still starting it. */
  attachTimeoutMs?: number;
}

/** Who runs the database. */
interface Holder {
  pid: number;
  startTime: string | null;
  role: DatabaseRole | 'unknown';
  command: string;
}

const urlOf = (password: string, port: number, database: string) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;

/**
 * The default database: an embedded PostgreSQL whose files live under DATA_DIR, run by exactly one
 * process, named in DATA_DIR/postgres.owner (see database-owner.ts). A PostgreSQL left running by
 * an owner that died (kill -9) is stopped cleanly and replaced by one this process owns.
 */
export const startEmbeddedDatabase = async (dataDirectory: string, options: EmbeddedDatabaseOptions = {}): Promise<EmbeddedDatabase> => {
  const { role = 'command', log = (line: string) => logger.info(line) } = options;
  const dataDir = resolve(dataDirectory);
  mkdirSync(dataDir, { recursive: true });
  // PostgreSQL refuses to run as root: embedded-postgres runs it as a `postgres` user, who must be
  // able to enter this folder.
  chmodSync(dataDir, 0o755);
  const password = keep(dataDir, 'postgres.password', () => randomBytes(24).toString('hex'));
  const clusterDir = join(dataDir, 'postgres');
  const useHolders = (holder: Holder) =>
    attachOrRefuse({ dataDir, password, holder, role, log, timeoutMs: options.attachTimeoutMs ?? 60_000 });

  const claim = claimDatabase(dataDir, role);
  if (!claim.claimed) return useHolders(claim.holder);
  try {
    const orphan = runningPostmaster(clusterDir);
    if (orphan !== null) {
      const parent = parentPid(orphan);
      // No owner record (written by an earlier version) and a parent that still runs: not an orphan.
      if (claim.replaced === null && parent !== null && parent !== 1 && isRunning(parent)) {
        claim.release();
        return await useHolders({ pid: parent, startTime: null, role: 'unknown', command: `the process (PID ${parent}) that started it` });
      }
      const by = claim.replaced ? ` by ${describe(claim.replaced)}, which ended without stopping it` : ' with no process owning it';
      log(
        `The embedded PostgreSQL of ${dataDir} (PID ${orphan}) was left running${by}: stopping it (fast shutdown) and starting a new one.`,
      );
      await stopPostmaster(orphan);
    }
    const started = await startOwn(dataDir, clusterDir, password, log);
    return {
      url: started.url,
      stop: async () => {
        try {
          await started.stop();
        } finally {
          claim.release();
        }
      },
    };
  } catch (error) {
    claim.release();
    throw error;
  }
};

const describe = (holder: Holder) =>
  holder.role === 'server'
    ? `the server (PID ${holder.pid})`
    : holder.role === 'command'
      ? `${holder.command} (PID ${holder.pid})`
      : holder.command;

const anotherServer = (pid: number, dataDir: string) =>
  `Another server (PID ${pid}) is already running on DATA_DIR ${dataDir}. Two servers never share a data folder: stop that one first, or give this one its own DATA_DIR.`;

/**
 * The same refusal a second server meets when it starts, asked before it does anything: `npm start`
 * asks it before its build replaces web/dist, the scripts the running server's pages load
 * (cli/start-check.ts). A folder whose server has died is no reason to refuse: the start takes it over.
 */
export const refuseSecondServer = (dataDirectory: string) => {
  const dataDir = resolve(dataDirectory);
  const holder = readOwner(dataDir);
  if (holder?.role === 'server' && isLive(holder)) throw new Error(anotherServer(holder.pid, dataDir));
};

/**
 * Another process runs the database. A server refuses (two servers never share a data folder; a
 * server never runs on a database a command would stop when it ends); a command connects to it,
 * waiting while its owner is still starting it, and leaves it running when it ends.
 */
const attachOrRefuse = async (context: {
  dataDir: string;
  password: string;
  holder: Holder;
  role: DatabaseRole;
  log: (line: string) => void;
  timeoutMs: number;
}): Promise<EmbeddedDatabase> => {
  const { dataDir, password, holder, role, log } = context;
  if (role === 'server') {
    throw new Error(
      holder.role === 'server'
        ? anotherServer(holder.pid, dataDir)
        : `The embedded PostgreSQL of DATA_DIR ${dataDir} is run by ${describe(holder)}, not by a server. Let it finish (or stop it), then start the server; commands run while the server runs use the server's database.`,
    );
  }
  log(`Using the embedded PostgreSQL of ${describe(holder)} in ${dataDir}; it keeps running after this command.`);
  const deadline = Date.now() + context.timeoutMs;
  for (;;) {
    // The owner may still be choosing the port (the kept one was taken).
    const port = existsSync(join(dataDir, 'postgres.port')) ? Number(readFileSync(join(dataDir, 'postgres.port'), 'utf8').trim()) : null;
    const url = port === null ? null : urlOf(password, port, databaseName);
    if (url !== null && (await answers(url))) return { url, stop: async () => {} };
    if (!isSameProcess(holder.pid, holder.startTime))
      throw new Error(`${describe(holder)} stopped before its database of ${dataDir} answered; run the command again.`);
    if (Date.now() > deadline) throw new Error(`The database of ${describe(holder)} in ${dataDir} does not answer.`);
    await sleep(250);
  }
};

/**
 * Starts (creating it the first time) the PostgreSQL of the cluster folder, as a child of this
 * process, which starts it again if it dies (postmaster-supervisor.ts).
 */
const startOwn = async (dataDir: string, clusterDir: string, password: string, log: (line: string) => void): Promise<EmbeddedDatabase> => {
  const port = Number(keep(dataDir, 'postgres.port', () => String(54_320 + Math.floor(Math.random() * 500))));
  const chosenPort = (await portFree(port)) ? port : await freePort();
  if (chosenPort !== port) writeFileSync(join(dataDir, 'postgres.port'), String(chosenPort), { mode: 0o600 });
  const lastLines: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password,
    port: chosenPort,
    persistent: true,
    createPostgresUser: true,
    // Its output is kept quiet, but the last lines explain a start that fails.
    onLog: (message) => {
      lastLines.push(...String(message).trim().split('\n'));
      lastLines.splice(0, Math.max(0, lastLines.length - 5));
    },
    onError: (message) => log(`postgres: ${String(message)}`.trim()),
  });
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL database in ${clusterDir}`);
    await server.initialise();
  }
  // embedded-postgres rejects with nothing when the server exits early: say what failed, in its words.
  await server.start().catch((error: unknown) => {
    const said = [...(error instanceof Error ? [error.message] : []), ...lastLines].map((line) => `\n  ${line}`).join('');
    throw new Error(`The embedded PostgreSQL in ${clusterDir} stopped while starting.${said}`);
  });
  try {
    const admin = new pg.Client({ connectionString: urlOf(password, chosenPort, 'postgres') });
    await admin.connect();
    try {
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
      if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${databaseName}`);
    } finally {
      await admin.end();
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    url: urlOf(password, chosenPort, databaseName),
    stop: supervisePostmaster(server, { clusterDir, log, lastLines: () => lastLines }).stop,
  };
};

const portFree = (port: number) =>
  new Promise<boolean>((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
