import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import EmbeddedPostgres from './embedded-postgres';

/** A TCP port nobody listens on right now, on loopback. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });

export interface ScratchPostgres {
  /** URL of the `postgres` database (create databases from it), or of `database` when one was asked for. */
  url: string;
  stop: () => Promise<void>;
}

/**
 * A throwaway embedded PostgreSQL under /tmp for tests and benchmarks, deleted on stop. Not durable
 * unless asked (fsync off), which is what a test run or a comparable benchmark wants.
 */
export const startScratchPostgres = async (options: {
  name: string;
  database?: string;
  maxConnections?: number;
  durable?: boolean;
}): Promise<ScratchPostgres> => {
  const dir = `/tmp/portal-${options.name}-pg-${process.pid}`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755); // PostgreSQL runs as its own user and must traverse the path
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: `${dir}/data`,
    user: 'postgres',
    password: 'scratch',
    port,
    persistent: false,
    createPostgresUser: true,
    postgresFlags: [
      ...['-c', `max_connections=${options.maxConnections ?? 100}`],
      ...(options.durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
    ],
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  if (options.database) await server.createDatabase(options.database);
  return {
    url: `postgres://postgres:scratch@127.0.0.1:${port}/${options.database ?? 'postgres'}`,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
