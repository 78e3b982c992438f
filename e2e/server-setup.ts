import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort, runToEnd } from '@portal/ledger-service/testing';
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

/** The compiled server and demo loader, which `npm start` and the Docker image run too. */
const compiled = { server: 'ledger-service/dist/main.js', demo: 'tools/dist/cli/demo.js' } as const;

/** `npm run build:server` (under a second): the tests run the server compiled from the sources as they are now. */
const compileServer = (root: string) => {
  const build = spawnSync(process.execPath, ['ledger-service/build.ts'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error(`compiling the server (npm run build:server) failed with ${build.status ?? build.signal}`);
};

/** Written into a kept DATA_DIR (E2E_DATA_DIR) once the demo is in, so the next run skips loading it. */
export const demoMarker = '.e2e-demo-loaded';

/**
 * `npm run demo` against the running server's database (it finds the embedded PostgreSQL the server
 * started in DATA_DIR), with the server's environment. Its progress lines are kept quiet unless it fails.
 */
export const loadDemo = async (root: string, env: NodeJS.ProcessEnv) => {
  const started = performance.now();
  const { code, output } = await runToEnd(process.execPath, ['--enable-source-maps', compiled.demo], { cwd: root, env });
  if (code !== 0) throw new Error(`npm run demo exited with ${code}:\n${output.slice(-4000)}`);
  const logins = output.split('\n').filter((line) => /^\s+(administrator|investor)\s/.test(line));
  if (logins.length === 0 || logins.some((line) => line.includes('unavailable'))) {
    throw new Error(`npm run demo did not give the investor logins the tests sign in with:\n${output.slice(-2000)}`);
  }
  console.info(`Demo data loaded in ${((performance.now() - started) / 1000).toFixed(1)} s:\n${logins.join('\n')}`);
};

/** A sign-in as the login page does it: the bearer token of `username` on the product at `url`. */
export const signInAt = async (url: string, username: string, password: string): Promise<string> => {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username} answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
};

export interface StartedProduct {
  url: string;
  /** Stops the server, and removes its data unless it was a kept DATA_DIR. */
  stop: () => Promise<void>;
}

/**
 * Starts the product as `npm start` does, compiled (the web app must be built first), on a free port with a
 * known admin and the demo portfolio loaded (`npm run demo`). `keptDataDir` keeps the data between
 * runs (the demo is loaded into it once, and records made by tests pile up run after run); without
 * it, `freshDataDir` is emptied first and removed at the end.
 */
export const startProduct = async (options: {
  keptDataDir: string | undefined;
  freshDataDir: string;
  env?: NodeJS.ProcessEnv;
  /** Whether the server's own output reaches this process's (the browser tests show it; Lighthouse does not). */
  showOutput: boolean;
}): Promise<StartedProduct> => {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { keptDataDir } = options;
  const dataDir = keptDataDir ?? options.freshDataDir;
  if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  chmodSync(dataDir, 0o755);
  compileServer(root);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_USERNAME: e2eAdmin.username,
    ADMIN_PASSWORD: e2eAdmin.password,
    // Warnings and errors only: a line per request would bury a failing test's own output.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...options.env,
  };
  const child = spawn(process.execPath, ['--enable-source-maps', compiled.server], {
    cwd: root,
    env,
    stdio: ['ignore', options.showOutput ? 'inherit' : 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url, child, Date.now() + 90_000);
    if (!existsSync(join(dataDir, demoMarker))) {
      await loadDemo(root, env);
      if (keptDataDir) writeFileSync(join(dataDir, demoMarker), `${new Date().toISOString()}\n`);
    }
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};

/**
 * The browser tests' global setup: the product with the demo loaded (`startProduct`), and the one
 * browser the test files connect to. E2E_DATA_DIR keeps the data between runs (for working on the
 * tests).
 */
export default async function setup(project: TestProject) {
  const product = await startProduct({
    keptDataDir: process.env.E2E_DATA_DIR,
    freshDataDir: `/tmp/portal-e2e-${process.pid}`,
    env: {
      BRAND_TITLE: 'E2E Capital',
      // The firm's bank file settings, so a distribution run's ACH file can be downloaded.
      ACH_ODFI_ROUTING: '011000015',
      ACH_COMPANY_NAME: 'E2E CAPITAL',
      ACH_COMPANY_ID: '1234567890',
      ACH_DESTINATION_NAME: 'E2E BANK',
      ACH_ORIGIN_NAME: 'E2E CAPITAL',
    },
    showOutput: true,
  });
  const browserServer = await launchBrowserServer().catch(async (error: unknown) => {
    await product.stop();
    throw error;
  });
  project.provide('baseUrl', product.url);
  project.provide('browserWsEndpoint', browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    await product.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The run's one Chromium: `connectBrowser(inject('browserWsEndpoint'))`. */
    browserWsEndpoint: string;
  }
}
