import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'slonik';
import { describe, expect, it } from 'vitest';
import { ledgerFixture, serverForFile } from '../../testing/ledger-fixture';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

/** An API process with its projectors inside (the default), and `npm run rebuild` run beside it. */
const server = serverForFile(async (ledger) => {
  await ledger.llc('Main LLC');
  await ledger.property('Elm', 'Main LLC');
  await ledger.income('Elm', 250);
});

/** `npm run rebuild <names>` from the sources, as another process on the server's database. */
const rebuildCli = async (...names: string[]) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-rebuild-cli-'));
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', 'ledger-service/src/cli/rebuild.ts', ...names], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: server.api.runtime.databaseUrl, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    return { code, output };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

describe('npm run rebuild beside a running API process', () => {
  it('drops the answers the API process kept from the tables it swapped out', async () => {
    const summary = async () => {
      const answer = await server.api.call('GET', '/admin/get_admin_summary', { token: server.admin });
      expect(answer.status).toBe(200);
      return answer.body.total_income;
    };
    const right = await summary();
    // Tables gone wrong (a projector's bug, say), then an answer kept from them.
    await server.api.runtime.pool.query(sql.unsafe`UPDATE rm_ledger.month_totals SET gross_cents = gross_cents + 100000`);
    await ledgerFixture(server.api, server.admin).llc('Other LLC');
    const wrong = await summary();
    expect(wrong).not.toBe(right);

    const rebuilt = await rebuildCli('ledger');
    expect(rebuilt, rebuilt.output).toMatchObject({ code: 0 });
    // Nothing new in the log, so the API process's checkpoints stay where they were: only the swap tells it.
    await expect.poll(summary, { timeout: 5_000, interval: 50 }).toBe(right);
  }, 60_000);
});
