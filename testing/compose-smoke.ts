import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, signInRecordRead } from '@portal/ledger-service/testing';

/** Compose v2 (`docker compose`) where the Docker CLI has it, else Debian's v1 (`docker-compose`). */
const composeCommand = (): string[] =>
  spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0 ? ['docker', 'compose'] : ['docker-compose'];

const waitForHealth = async (base: string, deadline: number) => {
  while (Date.now() < deadline) {
    const ok = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5_000) }).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  throw new Error(`the API did not answer GET /healthz with 200 in time at ${base}`);
};

/**
 * The compose stack as a firm runs it (docker-compose.yml: KurrentDB, PostgreSQL, two API containers
 * behind Caddy, the projections, the image built from the Dockerfile), under a project name of its
 * own and on free host ports, so that it touches no other stack: up, then sign in, record and read
 * through the proxy over HTTPS (the smoke test), then down with its volumes. Its own secrets, and an
 * empty env file so a local .env changes nothing. True when the smoke test passed.
 */
export const composeSmokeTest = async (root: string): Promise<boolean> => {
  const compose = composeCommand();
  const project = `portal-smoke-${process.pid}`;
  const scratch = mkdtempSync(join(tmpdir(), 'portal-compose-'));
  writeFileSync(join(scratch, 'empty.env'), '');
  const port = await freePort();
  const admin = { username: 'smoke-admin', password: randomBytes(12).toString('hex') };
  const env = {
    ...process.env,
    COMPOSE_PROJECT_NAME: project,
    POSTGRES_PASSWORD: randomBytes(16).toString('hex'),
    JWT_SECRET: randomBytes(24).toString('hex'),
    DATA_KEY: randomBytes(24).toString('hex'),
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    PORTAL_PORT: String(port),
    PORTAL_HTTP_PORT: String(await freePort()),
    KURRENTDB_PORT: String(await freePort()),
  };
  const run = (...args: string[]) =>
    spawnSync(
      compose[0]!,
      [...compose.slice(1), '--env-file', join(scratch, 'empty.env'), '-f', join(root, 'docker-compose.yml'), ...args],
      {
        cwd: root,
        env,
        stdio: 'inherit',
      },
    ).status;

  console.info(`Compose stack ${project} (${compose.join(' ')}), the proxy on port ${port}: building and starting`);
  try {
    if (run('up', '--detach', '--build', '--scale', 'api=2') !== 0) throw new Error(`${compose.join(' ')} up failed`);
    // The proxy's certificate is of the local authority Caddy made for this run, which nothing here
    // trusts: what is tested is the stack behind it. Only for this process, a test tool.
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    const base = `https://localhost:${port}`;
    // The first start builds the image and pulls KurrentDB, PostgreSQL and Caddy: minutes, not seconds.
    await waitForHealth(base, Date.now() + 15 * 60_000);
    console.info(`Compose smoke test: ${await signInRecordRead(base, admin)}`);
    return true;
  } catch (error) {
    console.error(`Compose smoke test failed: ${error instanceof Error ? error.message : String(error)}`);
    run('logs', '--tail', '60');
    return false;
  } finally {
    run('down', '--volumes', '--remove-orphans');
    rmSync(scratch, { recursive: true, force: true });
  }
};
