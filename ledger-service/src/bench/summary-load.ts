import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../http/app';
import { openRuntime, startServices } from '../runtime';
import { testMasterKey } from '../testing/test-server';
import { fixedClock } from '../shared/clock';
import { ensureAdministrator } from '../users/ensure-admin';

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export interface LoadResult {
  readonly requests: number;
  readonly failures: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
}

/**
 * GET /api/investor_summary (or another read of an investor, `path`) through the whole HTTP stack (token check, read model, JSON) at a fixed
 * rate, open loop: requests are sent on schedule whether or not earlier ones have answered, so a slow
 * answer shows in the latencies instead of slowing the load down. The client runs in this process too,
 * so its own CPU counts against the server's.
 */
export const loadInvestorSummary = async (
  databaseUrl: string,
  investors: readonly string[],
  options: { perSecond: number; seconds: number; today: string; path?: (investor: string) => string },
): Promise<LoadResult> => {
  const pathOf = options.path ?? ((investor: string) => `/api/investor_summary?investor_name=${encodeURIComponent(investor)}`);
  const runtime = await openRuntime({ databaseUrl, dataDir: '/nonexistent' });
  const services = await startServices(runtime, { masterKey: testMasterKey, clock: fixedClock(options.today) });
  const admin = { username: 'bench-admin', password: 'bench-admin-password' };
  await ensureAdministrator(services, admin);
  const head = await runtime.store.headPosition();
  if (head) while (!(await services.projections.waitFor(head, 10_000))) console.log('Read models are catching up with the log...');
  const app = createApp({
    ...services,
    jwtSecret: 'bench-secret-bench-secret-bench',
    tokenTtl: '1h',
    brandTitle: 'Bench',
    partnerLabel: 'Partner',
    isReady: async () => true,
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    // Keep-alive connections, at most 64: an unbounded client would open thousands of sockets once the
    // server falls behind; queued requests still count their wait in their latency.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const port = (server.address() as AddressInfo).port;
    const call = (i: number) =>
      new Promise<{ ok: boolean; ms: number }>((resolve) => {
        const started = performance.now();
        const path = pathOf(investors[i % investors.length]!);
        const request = http.get({ host: '127.0.0.1', port, path, agent, headers: { Authorization: `Bearer ${token}` } }, (answer) => {
          answer.resume();
          answer.on('end', () => resolve({ ok: answer.statusCode === 200, ms: performance.now() - started }));
        });
        request.on('error', () => resolve({ ok: false, ms: performance.now() - started }));
      });
    for (let i = 0; i < 200; i++) await call(i); // warm-up

    const total = options.perSecond * options.seconds;
    const pending: Promise<{ ok: boolean; ms: number }>[] = [];
    const started = performance.now();
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / options.perSecond;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      pending.push(call(i));
    }
    const results = await Promise.all(pending);
    const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
    return {
      requests: results.length,
      failures: results.filter((r) => !r.ok).length,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      max: latencies.at(-1) ?? 0,
    };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await services.projections.stop();
    await runtime.close();
  }
};
