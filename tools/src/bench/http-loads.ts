import type { BenchServer } from './bench-server';
import type { Child } from './child';
import type { ClosedLoopResult } from './closed-loop';
import type { LoadJob, LoadReply } from './load-client';
import type { LoadTarget, OpenLoopResult } from './open-loop';
import { discoverReadPaths, reportCalls, reportPaths, targetedCalls, type ReportCall } from './read-targets';
import { row, type Anchor, type BenchRow } from './results';
import { startTrivialApp } from './trivial-app';

export interface LoadSettings {
  readonly loadSeconds: number;
  readonly openLoopRate: number;
  readonly connections: number;
}

export type LoadClient = Child<LoadJob, LoadReply>;

/** What Chromium sends as `Accept-Encoding`. */
const browserEncodings = 'gzip, deflate, br, zstd';

const ms = (value: number) => `${value.toFixed(2)} ms`;
const took = (started: number) => ` (${((performance.now() - started) / 1000).toFixed(1)} s)`;

/** Runs one load job, lets the server settle, and prints the line `describe` makes of its result, with how long it took. */
const measured = async <R extends LoadReply>(
  client: LoadClient,
  job: LoadJob,
  settle: () => Promise<void>,
  describe: (result: R) => string,
) => {
  const started = performance.now();
  const result = (await client.ask(job)) as R;
  await settle();
  console.info(`  ${describe(result)}${took(started)}`);
  return result;
};

/** Closed loop (autocannon) on `target`, with a line of what it saw. */
export const closed = (
  client: LoadClient,
  label: string,
  target: LoadTarget,
  settings: LoadSettings,
  settle: () => Promise<void> = async () => {},
) =>
  measured<ClosedLoopResult>(
    client,
    { kind: 'closed', target, connections: settings.connections, seconds: settings.loadSeconds },
    settle,
    (result) =>
      `${label}, ${settings.connections} connections: ${Math.round(result.perSecond).toLocaleString('en-US')} req/s, p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, ${result.failures} failed`,
  );

/** Open loop at the offered rate on `target`, with a line of what it saw. */
const open = (client: LoadClient, label: string, target: LoadTarget, settings: LoadSettings, settle: () => Promise<void>) =>
  measured<OpenLoopResult>(
    client,
    { kind: 'open', target, perSecond: settings.openLoopRate, seconds: settings.loadSeconds },
    settle,
    (result) =>
      `${label} at ${settings.openLoopRate.toLocaleString('en-US')}/s: ${result.requests} requests, ${result.failures} failed, p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, max ${ms(result.max)}`,
  );

/** The call whose answers grow with the records (a property's every row): set beside sending as many bytes. */
const sizedCall: ReportCall = 'property details';

/**
 * A bare Koa app (no middleware) sending answers as large as `sizedCall`'s (their mean, headers
 * included), measured by the same client, closed and open loop: the floor of sending that many bytes
 * on this machine, whatever computes them. Two rows: the call's closed loop beside it, and its open
 * loop p99 (context, no target).
 */
const measureAnswerSize = async (client: LoadClient, dataset: string, call: ClosedLoopResult, settings: LoadSettings) => {
  const bytes = Math.round(call.bytesPerAnswer);
  const trivial = await startTrivialApp();
  try {
    const target: LoadTarget = { port: trivial.port, token: null, paths: [`/bytes/${bytes}`] };
    const label = `${dataset}: bare Koa sending ${bytes.toLocaleString('en-US')}-byte answers (as ${reportPaths[sizedCall]})`;
    const bare = await closed(client, `${label}, closed loop`, target, settings);
    const bareOpen = await open(client, `${label}, open loop`, target, settings, async () => {});
    return [
      row(`${dataset}: ${reportPaths[sizedCall]}, closed loop, beside a bare Koa app sending as many bytes`, call.perSecond, 'req/s', {
        anchor: { name: 'bare Koa sending answers as large, same client', value: bare.perSecond },
        valid: call.failures === 0 && bare.failures === 0,
      }),
      row(
        `${dataset}: bare Koa sending answers as large as ${reportPaths[sizedCall]}, open loop ${settings.openLoopRate.toLocaleString('en-US')}/s, p99`,
        bareOpen.p99,
        'ms',
        {
          valid: bareOpen.failures === 0,
        },
      ),
    ];
  } finally {
    await trivial.close();
  }
};

/**
 * Asks for every path once, four at a time, before a call's loads: they then measure answers kept
 * until the ledger moves (docs/architecture.md, Reads at speed), as most reads of a day are, for
 * every call alike (finding the paths already asked for each investor's summary, not the others).
 * What the first requests took is printed; the time travel rows have a first request of the day.
 */
const askEachOnce = async (server: BenchServer, call: ReportCall, paths: readonly string[]) => {
  const started = performance.now();
  const queue = [...paths];
  const ask = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const { status } = await server.call('GET', path);
      if (status !== 200) throw new Error(`GET ${path}: ${status}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, ask));
  const seconds = (performance.now() - started) / 1000;
  console.info(
    `  ${reportPaths[call]}: each of ${paths.length} paths asked once first, ${((1000 * seconds) / paths.length).toFixed(1)} ms a path, four at a time${took(started)}`,
  );
};

/**
 * The report calls over one data set (read-targets.ts), each beside GET /healthz of the same server (a trivial
 * JSON route behind the app's whole middleware stack) measured by the same client: closed loop
 * (throughput, target >= 50 % of /healthz) and open loop at 1,000 req/s (p99, target <= 10 ms).
 * /healthz itself is set beside a bare Koa app's JSON route (`bareKoa`), which shows what the
 * middleware costs. These loads send no `Accept-Encoding`, as in every run before; `asBrowsers` adds
 * the targeted calls' closed loops once more with a browser's.
 */
export const measureReads = async (
  client: LoadClient,
  server: BenchServer,
  dataset: string,
  settings: LoadSettings,
  bareKoa: Anchor,
  options: { asBrowsers?: boolean } = {},
): Promise<BenchRow[]> => {
  const discovering = performance.now();
  const paths = await discoverReadPaths(server);
  console.info(`  paths of the report calls found${took(discovering)}`);
  const health: LoadTarget = { port: server.port, token: null, paths: ['/healthz'] };
  const target = (call: (typeof reportCalls)[number]): LoadTarget => ({ port: server.port, token: server.token, paths: paths[call] });
  const rows: BenchRow[] = [];
  // Each load starts once the server has finished the requests of the one before (an open loop on a
  // saturated call leaves up to 64 of them), or after 10 s: a bound on the run, said when it is hit.
  const settle = async () => {
    const running = await server.idle(10_000);
    if (running > 0) console.info(`  (the next load starts with ${running} requests of this one still running)`);
  };

  // The anchors first, on a server no earlier load has left anything to do.
  const openName = (path: string) => `${dataset}: ${path}, open loop ${settings.openLoopRate.toLocaleString('en-US')}/s, p99`;
  const healthClosed = await closed(client, `${dataset}: GET /healthz, closed loop`, health, settings, settle);
  const healthOpen = await open(client, `${dataset}: GET /healthz, open loop`, health, settings, settle);
  const healthAnchor = { name: 'GET /healthz, same client', value: healthClosed.perSecond };
  const openAnchor = { name: 'GET /healthz p99, same client', value: healthOpen.p99 };

  rows.push(row(`${dataset}: GET /healthz, closed loop`, healthClosed.perSecond, 'req/s', { anchor: bareKoa }));
  const closedResults = new Map<ReportCall, ClosedLoopResult>();
  for (const call of reportCalls) {
    await askEachOnce(server, call, paths[call]);
    const name = `${dataset}: ${reportPaths[call]}, closed loop`;
    const result = await closed(client, `${name} (${paths[call].length} paths in turn)`, target(call), settings, settle);
    const goal = targetedCalls.has(call) ? { ratioAtLeast: 0.5 } : null;
    rows.push(row(name, result.perSecond, 'req/s', { anchor: healthAnchor, target: goal, valid: result.failures === 0 }));
    closedResults.set(call, result);
  }
  rows.push(...(await measureAnswerSize(client, dataset, closedResults.get(sizedCall)!, settings)));
  if (options.asBrowsers) {
    // The same calls as a browser asks for them, which takes the compressed answers kept beside each
    // report (docs/architecture.md): no target, to set beside the rows above. Half as long as the
    // others: a throughput for context, and the full run's time is bounded (docs/bench.md).
    const halfAsLong = { ...settings, loadSeconds: settings.loadSeconds / 2 };
    for (const call of reportCalls.filter((each) => targetedCalls.has(each))) {
      const name = `${dataset}: ${reportPaths[call]}, closed loop, as a browser asks (compressed)`;
      const result = await closed(client, name, { ...target(call), acceptEncoding: browserEncodings }, halfAsLong, settle);
      rows.push(row(name, result.perSecond, 'req/s', { anchor: healthAnchor, valid: result.failures === 0 }));
    }
  }
  rows.push(row(openName('GET /healthz'), healthOpen.p99, 'ms', { valid: healthOpen.failures === 0 }));
  for (const call of reportCalls) {
    const result = await open(client, `${dataset}: ${reportPaths[call]}, open loop`, target(call), settings, settle);
    const goal = targetedCalls.has(call) ? { atMost: 10 } : null;
    rows.push(row(openName(reportPaths[call]), result.p99, 'ms', { anchor: openAnchor, target: goal, valid: result.failures === 0 }));
  }
  return rows;
};
