import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import EmbeddedPostgres from './embedded-postgres';
import pg from 'pg';
import { freePort } from './scratch-postgres';

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

/**
 * The default database: an embedded PostgreSQL whose files live under DATA_DIR. A second process
 * (npm run rebuild while the server runs) finds it running and connects instead of starting it.
 */
export const startEmbeddedDatabase = async (dataDirectory: string, log: (line: string) => void = console.info): Promise<EmbeddedDatabase> => {
  const dataDir = resolve(dataDirectory);
  mkdirSync(dataDir, { recursive: true });
  // PostgreSQL refuses to run as root: embedded-postgres runs it as a `postgres` user, who must be
  // able to enter this folder.
  chmodSync(dataDir, 0o755);
  const port = Number(keep(dataDir, 'postgres.port', () => String(54_320 + Math.floor(Math.random() * 500))));
  const password = keep(dataDir, 'postgres.password', () => randomBytes(24).toString('hex'));
  const adminUrl = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/${databaseName}`;

  if (await answers(adminUrl)) return { url, stop: async () => {} };

  const chosenPort = (await portFree(port)) ? port : await freePort();
  if (chosenPort !== port) writeFileSync(join(dataDir, 'postgres.port'), String(chosenPort), { mode: 0o600 });
  const clusterDir = join(dataDir, 'postgres');
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password,
    port: chosenPort,
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
    onError: (message) => log(`postgres: ${String(message)}`.trim()),
  });
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL database in ${clusterDir}`);
    await server.initialise();
  }
  await server.start();
  const finalUrl = `postgres://postgres:${password}@127.0.0.1:${chosenPort}/${databaseName}`;
  const admin = new pg.Client({ connectionString: `postgres://postgres:${password}@127.0.0.1:${chosenPort}/postgres` });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  return { url: finalUrl, stop: () => server.stop() };
};

const portFree = (port: number) =>
  new Promise<boolean>((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
