import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

export const e2eAdmin = { username: 'e2e-admin', password: 'e2e-admin-password' } as const;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

const waitForHealth = async (url: string, child: ChildProcess, deadline: number) => {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (healthy) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not become healthy in time');
};

/**
 * Starts the product as `npm start` does (the web app must be built first: `npm run test:e2e`
 * builds it) on a fresh DATA_DIR and a free port, with a known admin.
 */
export default async function setup(project: TestProject) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dataDir = `/tmp/portal-e2e-${process.pid}`;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'ledger-service/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: e2eAdmin.username,
      ADMIN_PASSWORD: e2eAdmin.password,
      BRAND_TITLE: 'E2E Capital',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, Date.now() + 90_000);
  project.provide('baseUrl', url);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
