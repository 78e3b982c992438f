import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimDatabase, type Claim } from '../infrastructure/database/database-owner';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const builtPage = join(root, 'web/dist/index.html');

let dataDir: string;
let claim: Claim | null = null;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'start-check-'));
});
afterEach(() => {
  if (claim?.claimed) claim.release();
  claim = null;
  rmSync(dataDir, { recursive: true, force: true });
});

const { DATABASE_URL: _url, ...withoutDatabaseUrl } = process.env;

/** Runs an npm script of the project on our DATA_DIR, as `npm start` runs it; its exit code and what it wrote. */
const npmRun = (script: string) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: root,
      env: { ...withoutDatabaseUrl, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });

describe('npm start while a server runs on the same DATA_DIR', () => {
  it('is refused before the build touches web/dist, with the words the server itself would refuse in', async () => {
    // This process stands for the running server: it holds the owner record a server's start writes.
    claim = claimDatabase(dataDir, 'server');
    const before = existsSync(builtPage) ? statSync(builtPage).mtimeMs : null;
    const started = await npmRun('prestart');
    expect(started.code).not.toBe(0);
    expect(started.output).toContain(`Another server (PID ${process.pid}) is already running on DATA_DIR ${dataDir}.`);
    expect(existsSync(builtPage) ? statSync(builtPage).mtimeMs : null).toBe(before);
  });

  it('is let through when no server runs there, or only a command runs its database', async () => {
    const check = () => npmRun('start:check');
    expect(await check()).toMatchObject({ code: 0 });
    claim = claimDatabase(dataDir, 'command');
    expect(await check()).toMatchObject({ code: 0 });
  });
});
