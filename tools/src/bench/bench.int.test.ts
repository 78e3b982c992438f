import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { allProjectors } from '@portal/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

/**
 * `npm run bench` at tiny sizes (a few hundred events, half-second loads, one demo property): the
 * table and bench-results.json come out with every figure the speed targets name, each a
 * well-formed number beside its anchor. No timing is asserted: speed is judged by the bench alone.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const reads = [
  '/api/investor_summary',
  '/api/investor_property',
  '/admin/get_admin_summary',
  '/admin/get_property_details',
  '/api/investor_returns',
];
const httpRows = (dataset: string) => [
  `${dataset}: GET /healthz, closed loop`,
  ...reads.map((path) => `${dataset}: GET ${path}, closed loop`),
  `${dataset}: GET /admin/get_property_details, closed loop, beside a bare Koa app sending as many bytes`,
  `${dataset}: bare Koa sending answers as large as GET /admin/get_property_details, open loop 1,000/s, p99`,
  `${dataset}: GET /healthz, open loop 1,000/s, p99`,
  ...reads.map((path) => `${dataset}: GET ${path}, open loop 1,000/s, p99`),
];
const expectedRows = [
  'single-event appends, 8 writers: ours vs raw INSERT',
  'single-event appends, 8 writers: ours vs Emmett',
  'single-event appends, 8 writers: raw INSERT vs Emmett',
  'appends of 100 events, 8 writers: ours vs raw INSERT',
  'appends of 100 events, 8 writers: ours vs Emmett',
  'appends of 100 events, 8 writers: raw INSERT vs Emmett',
  'global log read: ours vs Emmett (pages of 5,000)',
  'bare Koa JSON route (no middleware), closed loop',
  'demo: load through the commands (1 of its properties)',
  ...httpRows('demo'),
  ...reads.slice(0, 4).map((path) => `demo: GET ${path}, closed loop, as a browser asks (compressed)`),
  'demo: time travel, a request at a new view, median of 21',
  'demo: time travel, the slowest request at a new view',
  'demo: write -> visible in every read model, 8 writers, p99',
  'demo: record_property_income, 1 caller, p50',
  'demo: record_property_income, 1 caller, p99',
  'demo: record_property_income, 8 callers on different properties',
  'demo: record_property_income, 8 callers on different properties, p99',
  'demo: record_property_income, 8 callers on one property',
  'demo: record_property_income, batches of 1,000, 1 caller, p50',
  'demo: record_property_income, batches of 1,000, 1 caller, records',
  'demo: GET /admin/land_contract, 480 payments, one caller, p50',
  'demo: record_lc_payment on a property with a contract, 100 in turn, one caller, p50',
  ...['1 API process', '2 API processes'].flatMap((processes) => [
    `scale-out: GET /api/investor_summary, closed loop, ${processes}`,
    `scale-out: record_property_income, 8 callers, ${processes}`,
  ]),
  'period lock: taken and released by a dated command, p50',
  'big history: appends of 500 events, 8 in flight',
  'big history: global log read (pages of 10,000)',
  'big history: global log read (pages of 10,000): CPU per event, Node and PostgreSQL',
  ...[...allProjectors.map((projector) => `rebuild: ${projector.name} read model`), 'rebuild: every read model together'].flatMap(
    (name) => [name, `${name}: CPU per event, Node and PostgreSQL`],
  ),
  'time travel: reading the log in (at server start)',
  'time travel: a request at a new view, median of 21',
  'time travel: the slowest request at a new view',
  'time travel: the next summary in a view',
  'time travel: restatements since a moment',
  'time travel: heap after',
  'statements: rendered per second, one process (10)',
  'statements: the largest PDF',
  'statements: heap growth from a quarter of the run to its end',
  ...httpRows('big history'),
];

const figure = z.number().finite().nonnegative();
const benchRow = z
  .object({
    name: z.string().min(1),
    value: figure,
    unit: z.string().min(1),
    anchor: z.string().min(1).nullable(),
    anchor_value: figure.nullable(),
    ratio: figure.nullable(),
    target: z.string().min(1).nullable(),
    met: z.boolean().nullable(),
  })
  .strict();

let out: string;
let stdout: string;
let rows: z.infer<typeof benchRow>[];

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'bench-smoke-'));
  const run = promisify(execFile);
  const result = await run(
    process.execPath,
    ['--import', 'tsx', 'tools/src/bench/bench.ts', '--tiny', '--out', join(out, 'bench-results.json')],
    { cwd: root, maxBuffer: 16 * 1024 * 1024, timeout: 170_000 },
  );
  stdout = result.stdout;
  rows = z.array(benchRow).parse(JSON.parse(readFileSync(join(out, 'bench-results.json'), 'utf8')));
}, 180_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('npm run bench (tiny)', () => {
  it('writes every expected figure once to the JSON, each well-formed', () => {
    expect(rows.map((r) => r.name).sort()).toEqual([...expectedRows].sort());
    for (const r of rows) {
      // A target is judged (met true or false) exactly when there is one; a ratio exactly when there is an anchor.
      expect(r.met === null, r.name).toBe(r.target === null);
      expect(r.anchor === null, r.name).toBe(r.anchor_value === null);
      if (r.ratio !== null) expect(r.ratio, r.name).toBeCloseTo(r.value / r.anchor_value!, 6);
    }
  });

  it('prints the same rows as one table', () => {
    const lines = stdout.split('\n');
    const header = lines.findIndex((line) => /^figure\s+value\s+unit\s+anchor\s+anchor value\s+ratio\s+target\s+met$/.test(line));
    expect(header).toBeGreaterThanOrEqual(0);
    const table = lines.slice(header + 2, header + 2 + rows.length);
    expect(table.map((line, index) => line.startsWith(`${rows[index]!.name} `))).toEqual(rows.map(() => true));
    expect(stdout).toContain(`${rows.length} figures`);
  });
});
