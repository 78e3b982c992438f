import { startBenchServer, type BenchServer } from './bench-server';
import { serveRequests } from './child';
import { spread } from './results';

export type ApiProcessJob =
  | { readonly kind: 'start'; readonly databaseUrl: string }
  | { readonly kind: 'period-lock'; readonly times: number }
  | { readonly kind: 'close' };
export interface ApiProcessStarted {
  readonly port: number;
  readonly token: string;
}
export type ApiProcessReply = ApiProcessStarted | { readonly p50: number; readonly p99: number } | null;

let server: BenchServer | null = null;

/**
 * One API process of several on one database (scale-out-rows.ts): the bench's server with its read
 * models followed from a projections process, in a process of its own as each runs in production.
 * It also times the period lock a dated command holds, as this process takes it.
 */
serveRequests<ApiProcessJob, ApiProcessReply>(async (job) => {
  if (job.kind === 'start') {
    server = await startBenchServer(job.databaseUrl, { projectionsInProcess: false });
    return { port: server.port, token: server.token };
  }
  if (server === null) throw new Error('api-process: not started');
  if (job.kind === 'period-lock') {
    const times: number[] = [];
    for (let i = 0; i < job.times; i++) {
      const started = performance.now();
      await server.services.periodLock.shared(async () => {});
      times.push(performance.now() - started);
    }
    return spread(times);
  }
  await server.close();
  server = null;
  return null;
});
