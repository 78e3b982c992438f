import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMainProcess } from '@portal/ledger-service/testing';
import type { ApiProcessJob, ApiProcessReply, ApiProcessStarted } from './api-process';
import { startChild, type Child } from './child';
import type { ClosedLoopResult } from './closed-loop';
import type { CommandsResult } from './commands';
import type { LoadClient } from './http-loads';
import type { LoadJob, LoadReply } from './load-client';
import type { BenchPlan } from './plan';
import { row, type BenchRow } from './results';

type ApiProcess = Child<ApiProcessJob, ApiProcessReply>;
interface Serving extends ApiProcessStarted {
  /** Its own load client: one client process would be the bottleneck of two servers. */
  readonly client: LoadClient;
}

const get = async (server: Serving, path: string) => {
  const answer = await fetch(`http://127.0.0.1:${server.port}${path}`, { headers: { Authorization: `Bearer ${server.token}` } });
  if (answer.status !== 200) throw new Error(`bench: GET ${path} answered ${answer.status}`);
  return (await answer.json()) as Record<string, unknown>;
};

/** Every investor's summary: the reads loaded, each asked once of every process first so that its answer is kept. */
const summaryPaths = async (servers: readonly Serving[]) => {
  const helpers = await get(servers[0]!, '/admin/get_admin_helpers');
  const investors = (helpers.investors_list as string[] | undefined) ?? [];
  const paths = investors.map((investor) => `/api/investor_summary?${new URLSearchParams({ investor_name: investor })}`);
  const rentals = (helpers.rental_properties as string[] | undefined) ?? [];
  if (paths.length === 0 || rentals.length === 0) throw new Error('bench: the demo holds no investor or no rental property');
  return { paths, rentals };
};

/** The same load, `total` connections (or callers) shared among the processes, all at once. */
const together = <R>(servers: readonly Serving[], job: (server: Serving, index: number, share: number) => LoadJob, total: number) =>
  Promise.all(servers.map((server, index) => server.client.ask(job(server, index, total / servers.length)) as Promise<R>));

const measure = async (servers: readonly Serving[], plan: BenchPlan, databaseUrl: string, today: string) => {
  const { paths, rentals } = await summaryPaths(servers);
  for (const server of servers) for (const path of paths) await get(server, path);
  const reads = await together<ClosedLoopResult>(
    servers,
    (server, _index, connections) => ({
      kind: 'closed',
      target: { port: server.port, token: server.token, paths },
      connections,
      seconds: plan.loadSeconds,
    }),
    plan.connections,
  );
  // Each process its own properties where there are enough (a part of the demo may have one): the
  // processes then never decide on the same stream.
  const propertiesOf = (index: number) => {
    const own = rentals.filter((_, rental) => rental % servers.length === index);
    return own.length > 0 ? own : rentals;
  };
  const commands = await together<CommandsResult>(
    servers,
    (server, index, callers) => ({
      kind: 'commands',
      port: server.port,
      token: server.token,
      databaseUrl,
      callers,
      seconds: plan.loadSeconds,
      today,
      properties: propertiesOf(index),
      sameProperty: false,
    }),
    8,
  );
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const figures = {
    reads: sum(reads.map((result) => result.perSecond)),
    readsValid: reads.every((result) => result.failures === 0),
    commands: sum(commands.map((result) => result.perSecond)),
    commandsP50: Math.max(...commands.map((result) => result.p50)),
    commandsP99: Math.max(...commands.map((result) => result.p99)),
    commandsValid: commands.every((result) => result.failures === 0 && result.recorded > 0 && result.inLog === result.recorded),
  };
  const name = `${servers.length} API process${servers.length === 1 ? '' : 'es'}`;
  console.info(
    `  ${name}: ${Math.round(figures.reads).toLocaleString('en-US')} reads/s, ${figures.commands.toFixed(0)} commands/s (p99 ${figures.commandsP99.toFixed(1)} ms)`,
  );
  return figures;
};

/**
 * Reads and commands with one and with two API processes side by side on the demo's database
 * (docs/scale-out.md): each API process a process of its own following one projections process
 * (`npm run projections`), as a deployment runs them, each loaded by a client of its own. Investor
 * summaries in a closed loop, then 8 callers recording income; with two, the connections and callers
 * are shared between them. The two-process rows stand beside the one-process ones (no target: on two
 * cores they share the CPU, so the row shows what it costs, not a gain). Then the period lock a dated
 * command holds, taken and released alone, beside that command.
 */
export const measureScaleOut = async (databaseUrl: string, plan: BenchPlan, today: string): Promise<BenchRow[]> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-projections-'));
  const projections = await startMainProcess(
    { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    { script: 'ledger-service/src/cli/projections.ts' },
  );
  const apis: ApiProcess[] = [];
  const clients: LoadClient[] = [];
  try {
    const servers: Serving[] = [];
    // One after the other: each makes sure of the bench's administrator at its start.
    for (let i = 0; i < 2; i++) {
      const api = startChild<ApiProcessJob, ApiProcessReply>('./api-process.ts');
      apis.push(api);
      const client = startChild<LoadJob, LoadReply>('./load-client.ts');
      clients.push(client);
      servers.push({ ...((await api.ask({ kind: 'start', databaseUrl })) as ApiProcessStarted), client });
    }
    const one = await measure(servers.slice(0, 1), plan, databaseUrl, today);
    const two = await measure(servers, plan, databaseUrl, today);
    const lock = (await apis[0]!.ask({ kind: 'period-lock', times: 500 })) as { p50: number };
    console.info(`  the period lock, taken and released alone: p50 ${lock.p50.toFixed(3)} ms`);
    const anchor = (name: string, value: number) => ({ anchor: { name, value } });
    return [
      row('scale-out: GET /api/investor_summary, closed loop, 1 API process', one.reads, 'req/s', { valid: one.readsValid }),
      row('scale-out: GET /api/investor_summary, closed loop, 2 API processes', two.reads, 'req/s', {
        ...anchor('1 API process, same load', one.reads),
        valid: two.readsValid,
      }),
      row('scale-out: record_property_income, 8 callers, 1 API process', one.commands, 'commands/s', { valid: one.commandsValid }),
      row('scale-out: record_property_income, 8 callers, 2 API processes', two.commands, 'commands/s', {
        ...anchor('1 API process, same load', one.commands),
        valid: two.commandsValid,
      }),
      row('period lock: taken and released by a dated command, p50', lock.p50, 'ms', {
        ...anchor('record_property_income, 8 callers, 1 API process, p50', one.commandsP50),
      }),
    ];
  } finally {
    await Promise.all(apis.map((api) => api.ask({ kind: 'close' }).catch(() => null)));
    await Promise.all([...apis, ...clients].map((child) => child.close()));
    await projections.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
