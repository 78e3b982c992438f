import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort } from '@portal/ledger-service/testing';
import { launchBrowserServer } from './browser';

export const e2eAdmin = { username: 'e2e-admin', password: 'e2e-admin-password' } as const;

export const waitForHealth = async (url: string, child: ChildProcess, deadline: number) => {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not become healthy in time');
};

const demoCli = 'ledger-service/src/cli/demo.ts';
/** Written into a kept DATA_DIR (E2E_DATA_DIR) once the demo is in, so the next run skips loading it. */
export const demoMarker = '.e2e-demo-loaded';

/**
 * `npm run demo` against the running server's database (it finds the embedded PostgreSQL the server
 * started in DATA_DIR), with the server's environment. Its progress lines are kept quiet unless it fails.
 */
export const loadDemo = async (root: string, env: NodeJS.ProcessEnv) => {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', demoCli], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`npm run demo exited with ${code}:\n${output.slice(-4000)}`);
  const logins = output.split('\n').filter((line) => /^\s+(administrator|investor)\s/.test(line));
  if (logins.length === 0 || logins.some((line) => line.includes('unavailable'))) {
    throw new Error(`npm run demo did not give the investor logins the tests sign in with:\n${output.slice(-2000)}`);
  }
  console.info(`Demo data loaded in ${((performance.now() - started) / 1000).toFixed(1)} s:\n${logins.join('\n')}`);
};

/**
 * Starts the product as `npm start` does (the web app must be built first: `npm run test:e2e`
 * builds it) on a fresh DATA_DIR and a free port with a known admin, loads the demo portfolio into
 * it (`npm run demo`), and starts the one browser the test files connect to.
 *
 * E2E_DATA_DIR keeps the data between runs (for working on the tests): the demo is loaded into it
 * once, and the tests' own records pile up run after run.
 */
export default async function setup(project: TestProject) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const keptDataDir = process.env.E2E_DATA_DIR;
  const dataDir = keptDataDir ?? `/tmp/portal-e2e-${process.pid}`;
  if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_USERNAME: e2eAdmin.username,
    ADMIN_PASSWORD: e2eAdmin.password,
    BRAND_TITLE: 'E2E Capital',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'ledger-service/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stopServer = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
  };
  const browserServer = await launchBrowserServer().catch(async (error: unknown) => {
    await stopServer();
    throw error;
  });
  const teardown = async () => {
    await browserServer.close();
    await stopServer();
    if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url, child, Date.now() + 90_000);
    if (!existsSync(`${dataDir}/${demoMarker}`)) {
      await loadDemo(root, env);
      if (keptDataDir) writeFileSync(`${dataDir}/${demoMarker}`, `${new Date().toISOString()}\n`);
    }
    project.provide('baseUrl', url);
    project.provide('browserWsEndpoint', browserServer.wsEndpoint());
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The run's one Chromium: `connectBrowser(inject('browserWsEndpoint'))`. */
    browserWsEndpoint: string;
  }
}
