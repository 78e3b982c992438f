import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabasePool, type DatabasePool } from '@portal/projections';
import { createTestDatabase } from '@portal/projections/testing';
import { startMainProcess, type MainProcess } from './main-process';

export const scaleOutAdmin = { username: 'admin', password: 'admin-password-1' } as const;

/** What every process of a deployment shares (README, Deployment); each has its own DATA_DIR. */
export const scaleOutEnv = {
  JWT_SECRET: 'scale-out-secret-scale-out-secret',
  DATA_KEY: 'scale-out-data-key-of-32-characters!',
  ADMIN_USERNAME: scaleOutAdmin.username,
  ADMIN_PASSWORD: scaleOutAdmin.password,
  LOG_LEVEL: 'warn',
};

export interface ScaleOut {
  readonly database: { readonly url: string; drop(): Promise<void> };
  /** A pool of the test's own on the database, to look at the log. */
  readonly pool: DatabasePool;
  /** The projections process, then the API processes: a test may stop, replace or add some. */
  readonly processes: MainProcess[];
  readonly a: MainProcess;
  readonly b: MainProcess;
  /** The administrator's token, from a sign-in through `a`. */
  readonly token: string;
  /** Another process of the deployment on `databaseUrl`: main.ts, or `script`; stopped by `stop` only if a test adds it to `processes`. */
  processOn(databaseUrl: string, env?: Record<string, string>, script?: string): Promise<MainProcess>;
  stop(): Promise<void>;
}

/**
 * The scale-out the product offers (docs/scale-out.md), as it runs: one PostgreSQL (a test database),
 * a projections process and two API processes (the real main.ts, PROJECTIONS=external), each a
 * process of its own, healthy, and the administrator signed in.
 */
export const startScaleOut = async (): Promise<ScaleOut> => {
  const database = await createTestDatabase();
  const pool = await createDatabasePool(database.url);
  const dataDirs: string[] = [];
  const processOn = (databaseUrl: string, env: Record<string, string> = {}, script?: string) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-scale-out-'));
    dataDirs.push(dataDir);
    return startMainProcess({ ...scaleOutEnv, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...env }, { script });
  };
  const external = { PROJECTIONS: 'external' };
  const processes = await Promise.all([
    processOn(database.url, {}, 'ledger-service/src/cli/projections.ts'),
    processOn(database.url, external),
    processOn(database.url, external),
  ]);
  const [, a, b] = processes as [MainProcess, MainProcess, MainProcess];
  await Promise.all([a.waitHealthy(), b.waitHealthy()]);
  const signedIn = await fetch(`${a.base}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(scaleOutAdmin),
  });
  const token = ((await signedIn.json()) as { access_token: string }).access_token;
  return {
    database,
    pool,
    processes,
    a,
    b,
    token,
    processOn,
    stop: async () => {
      await Promise.all(processes.map((server) => server.stop()));
      await pool.end();
      await database.drop();
      for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
