import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allProjectors } from '@portal/projections';
import { createTestDatabase } from '@portal/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../database/scratch-postgres';
import { registry } from '../../shared/metrics';
import { lagEventsCap, runtimeMetrics } from '../../shared/runtime-metrics';
import { startMainProcess } from '../../testing/main-process';
import { startTestServer, testAdmin, type TestServer } from '../../testing/test-server';
import { startMetricsServer } from './metrics-server';

/**
 * GET /metrics on its own port (METRICS_PORT), as main.ts starts it: the named series after real
 * calls, and nothing of them on the API's port.
 */
let api: TestServer;
let metricsServer: Server;
let metricsBase: string;
let adminToken: string;

const scrape = async (base = metricsBase) => {
  const answer = await fetch(`${base}/metrics`);
  return { status: answer.status, type: answer.headers.get('content-type'), text: await answer.text() };
};

/** The value of one series, by its name and labels as Prometheus prints them; undefined when absent. */
const valueOf = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

beforeAll(async () => {
  api = await startTestServer();
  metricsServer = await startMetricsServer(
    [
      registry,
      runtimeMetrics({
        pool: api.runtime.pool,
        eventStorePool: api.runtime.eventStorePool,
        store: api.runtime.recordedStore,
        projections: api.services.projections,
        projectors: allProjectors,
      }),
    ],
    { port: 0, host: '127.0.0.1' },
  );
  metricsBase = `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}`;
  adminToken = await api.loginAs(testAdmin.username, testAdmin.password);
});
afterAll(async () => {
  await new Promise((resolve) => metricsServer?.close(resolve));
  await api?.stop();
});

describe('GET /metrics', () => {
  it('lists the named series, counting what the API did', async () => {
    const investor = { name: 'Metric Investor', email: 'm@example.com', phone: '555-0100', address: '1 Main St', fee_percentage: 0.1 };
    const before = await scrape();
    const added = await api.call('POST', '/admin/add_investor', { token: adminToken, body: investor });
    expect(added.status).toBe(201);
    // More cash than the investor has: the investor's decider refuses.
    const withdrawal = { amount: 100_00, date: '2026-01-05', investor_name: investor.name, description: 'Too much' };
    expect((await api.call('POST', '/admin/record_cash_withdrawal', { token: adminToken, body: withdrawal })).status).toBe(409);
    const summary = `/api/investor_summary?investor_name=${encodeURIComponent(investor.name)}`;
    for (let i = 0; i < 3; i++) expect((await api.call('GET', summary, { token: adminToken })).status).toBe(200);
    await api.caughtUp();
    const after = await scrape();

    expect(after.status).toBe(200);
    expect(after.type).toContain('text/plain');
    const grew = (series: string) => (valueOf(after.text, series) ?? 0) - (valueOf(before.text, series) ?? 0);
    expect(grew('portal_http_request_duration_seconds_count{method="POST",route="/admin/add_investor",status="201"}')).toBe(1);
    expect(grew('portal_http_request_duration_seconds_count{method="POST",route="/admin/record_cash_withdrawal",status="409"}')).toBe(1);
    expect(grew('portal_http_request_duration_seconds_count{method="GET",route="/api/investor_summary",status="200"}')).toBe(3);
    // never the URL (its query names the investor)
    expect(after.text).not.toContain('Metric Investor');
    expect(after.text).not.toContain('Metric%20Investor');
    expect(grew('portal_commands_total{command="AddInvestor",outcome="recorded"}')).toBe(1);
    expect(grew('portal_commands_total{command="WithdrawCash",outcome="refused"}')).toBe(1);
    expect(grew('portal_events_appended_total')).toBeGreaterThanOrEqual(1);
    expect(grew('portal_kept_answers_total{cache="investor summary",result="miss"}')).toBe(1);
    expect(grew('portal_kept_answers_total{cache="investor summary",result="hit"}')).toBe(2);
    for (const projector of allProjectors) {
      expect(valueOf(after.text, `portal_projector_lag_events{projector="${projector.name}"}`), projector.name).toBe(0);
      expect(valueOf(after.text, `portal_projector_lag_seconds{projector="${projector.name}"}`), projector.name).toBe(0);
    }
    for (const pool of ['read_models', 'event_store'])
      for (const state of ['in_use', 'idle', 'waiting'])
        expect(valueOf(after.text, `portal_db_pool_connections{pool="${pool}",state="${state}"}`), `${pool} ${state}`).toEqual(
          expect.any(Number),
        );
    // The event store's pool is its own: the appends and reads above opened connections in it.
    const eventStoreOpen = ['in_use', 'idle'].map((state) =>
      valueOf(after.text, `portal_db_pool_connections{pool="event_store",state="${state}"}`)!,
    );
    expect(eventStoreOpen[0]! + eventStoreOpen[1]!).toBeGreaterThan(0);
    for (const series of [
      'portal_http_client_faults_total',
      'portal_http_connections_refused_address_cap_total',
      'portal_http_connections_refused_total_cap_total',
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(valueOf(after.text, series), series).toEqual(expect.any(Number));
  });

  it("gives a projector's lag behind the log in events and seconds", async () => {
    // Projectors said to have applied nothing: every event of the log is ahead of them.
    const lagging = runtimeMetrics({
      pool: api.runtime.pool,
      store: api.runtime.recordedStore,
      projections: { positions: () => ({ ledger: null }) },
      projectors: allProjectors.filter((projector) => projector.name === 'ledger'),
    });
    const text = await lagging.metrics();
    const events = await api.eventCount();
    expect(events).toBeGreaterThan(0);
    expect(valueOf(text, 'portal_projector_lag_events{projector="ledger"}')).toBe(Math.min(events, lagEventsCap));
    // The first event was recorded when the test server started: seconds ago, not hours.
    const seconds = valueOf(text, 'portal_projector_lag_seconds{projector="ledger"}')!;
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThan(600);
  });

  it('answers nothing else on its port', async () => {
    expect((await fetch(`${metricsBase}/`)).status).toBe(404);
    expect((await fetch(`${metricsBase}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('is not served on the API port', async () => {
    const onApi = await scrape(api.base);
    expect(onApi.status).toBe(404);
    expect(onApi.text).not.toContain('portal_');
    expect(onApi.text).not.toContain('process_cpu');
  });
});

describe('the server as npm start runs it, with METRICS_PORT', () => {
  it('serves GET /metrics on that port, with the projectors caught up, and not on PORT', async () => {
    const database = await createTestDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-metrics-'));
    const metricsPort = await freePort();
    const server = await startMainProcess({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      JWT_SECRET: 'metrics-test-secret-metrics-test',
      DATA_KEY: 'metrics-test-data-key-of-32-characters',
      METRICS_PORT: String(metricsPort),
    });
    try {
      await server.waitHealthy();
      expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
      const scraped = await scrape(`http://127.0.0.1:${metricsPort}`);
      expect(scraped.status).toBe(200);
      expect(
        valueOf(scraped.text, 'portal_http_request_duration_seconds_count{method="GET",route="/healthz",status="200"}'),
      ).toBeGreaterThan(0);
      for (const projector of allProjectors)
        expect(valueOf(scraped.text, `portal_projector_lag_events{projector="${projector.name}"}`), projector.name).toBe(0);
      expect((await scrape(server.base)).text).not.toContain('portal_');
    } finally {
      await server.stop();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
