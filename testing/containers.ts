/**
 * `npm run test:containers`: the tests that need real containers, run where a Docker engine is
 * (`/var/run/docker.sock`, or `DOCKER_HOST`); without one it says so in one line and exits 0.
 * `npm test` never starts a container. With an engine, in turn:
 *
 * 1. the server's whole test suite (its integration tests and the event-store contract suite)
 *    against PostgreSQL and KurrentDB in containers, of the images docker-compose.yml runs: the
 *    suite's databases on that PostgreSQL (TEST_DATABASE_URL), the contract suite on that KurrentDB
 *    (ESDB_URL);
 * 2. the compose stack's smoke test (testing/compose-smoke.ts): up, sign in, record, read, down.
 *
 * Exits non-zero when either fails.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { composeSmokeTest } from './compose-smoke';

const root = fileURLToPath(new URL('..', import.meta.url));

if (!process.env.DOCKER_HOST && !existsSync('/var/run/docker.sock')) {
  console.info('test:containers: no Docker engine here (no /var/run/docker.sock, no DOCKER_HOST), so no container test ran.');
  process.exit(0);
}

/** The images the compose stack runs, so the tests meet the same PostgreSQL and KurrentDB. */
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as { services: Record<string, { image?: string }> };
const images = { postgres: compose.services.postgres?.image, kurrentdb: compose.services.kurrentdb?.image };
if (!images.postgres || !images.kurrentdb) throw new Error('docker-compose.yml names no image for the postgres or kurrentdb service');

/** The server's test suite with `env` added: its exit code. */
const serverSuite = (env: Record<string, string>) =>
  new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'server'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', resolve);
  });

const containerSuites = async (): Promise<boolean> => {
  // Loaded only here: testcontainers is of no use without an engine.
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const { KurrentDbContainer } = await import('@testcontainers/kurrentdb');
  console.info(`Starting ${images.postgres} and ${images.kurrentdb}`);
  const [postgres, kurrentdb] = await Promise.all([
    // Many test files at once, each with its own database; a test run needs no durable commits.
    new PostgreSqlContainer(images.postgres!)
      .withCommand([
        'postgres',
        '-c',
        'max_connections=300',
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
      ])
      .start(),
    // As compose runs it: the portal projects into PostgreSQL itself, no server-side projections.
    new KurrentDbContainer(images.kurrentdb!)
      .withEnvironment({ KURRENTDB_RUN_PROJECTIONS: 'None', KURRENTDB_START_STANDARD_PROJECTIONS: 'false' })
      .start(),
  ]);
  try {
    console.info(`The server's tests on ${images.postgres}, the event-store contract suite on ${images.kurrentdb}`);
    const code = await serverSuite({ TEST_DATABASE_URL: postgres.getConnectionUri(), ESDB_URL: kurrentdb.getConnectionString() });
    return code === 0;
  } finally {
    await Promise.all([postgres.stop(), kurrentdb.stop()]);
  }
};

const suites = await containerSuites().catch((error: unknown) => {
  console.error('The container suites could not run:', error);
  return false;
});
const smoke = await composeSmokeTest(root);
console.info(
  `test:containers: server tests on ${images.postgres} and KurrentDB ${suites ? 'passed' : 'FAILED'}; compose smoke test ${smoke ? 'passed' : 'FAILED'}`,
);
process.exit(suites && smoke ? 0 : 1);
