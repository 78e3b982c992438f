import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodies } from '../../testing/ledger-fixture';
import { startTestServer, testAdmin, type TestServer } from '../../testing/test-server';

/**
 * Two API processes on one database (B with PROJECTIONS=external, following the read models A
 * projects): a write through one, then a read through the other sending the position the write
 * answered, sees it (attacks/scale-out.int.test.ts does the same with real processes).
 */
let a: TestServer;
let b: TestServer;
let token: string;
const waitMs = 300;

beforeAll(async () => {
  a = await startTestServer();
  b = await startTestServer({ beside: a, readYourWritesWaitMs: waitMs });
  token = await a.loginAs(testAdmin.username, testAdmin.password);
});
afterAll(async () => {
  await b?.stop();
  await a?.stop();
});

const lastPosition = async () => {
  const row = await a.runtime.pool.one(
    sql.type(z.object({ position: z.string() }))`
      SELECT transaction_id::text || '.' || position::text AS position FROM event_store.events ORDER BY transaction_id DESC, position DESC LIMIT 1`,
  );
  return row.position;
};

describe('read-your-writes across API processes', () => {
  it('answers a write with its position in the log, and a read elsewhere sending it back sees the write', async () => {
    for (let i = 0; i < 5; i++) {
      const written = await a.call('POST', '/admin/add_llc', { token, body: bodies.llc(`North ${i} LLC`) });
      expect(written.status).toBe(201);
      expect(written.headers.get('X-Log-Position')).toBe(await lastPosition());

      const read = await b.call('GET', '/admin/get_admin_helpers', {
        token,
        headers: { 'X-Min-Log-Position': written.headers.get('X-Log-Position')! },
      });
      expect(read.headers.get('X-Log-Position-Reached')).toBe('true');
      expect(read.body.llcs_list).toContain(`North ${i} LLC`);
    }
  });

  it('drops the kept answers of the other process when the ledger moves', async () => {
    const summary = async () => {
      const read = await b.call('GET', '/admin/get_admin_summary', { token, headers: { 'X-Min-Log-Position': await lastPosition() } });
      expect(read.headers.get('X-Log-Position-Reached')).toBe('true');
      return read.body;
    };
    await a.call('POST', '/admin/add_investment_property', { token, body: bodies.property('Elm', 'North 0 LLC') });
    await a.call('POST', '/admin/add_investor', { token, body: bodies.investor('Ann') });
    const before = await summary();
    expect(await summary()).toEqual(before);
    const invested = await a.call('POST', '/admin/add_investment', { token, body: bodies.investment('Ann', 'Elm', 25_000) });
    expect(invested.status).toBe(201);
    expect(await summary()).toMatchObject({ total_investments: (before.total_investments as number) + 25_000 });
  });

  it('answers all the same after a bounded wait when its read models are behind, and says so', async () => {
    const startedAt = performance.now();
    const read = await b.call('GET', '/admin/get_admin_helpers', { token, headers: { 'X-Min-Log-Position': '999999999999.1' } });
    expect(read.status).toBe(200);
    expect(read.headers.get('X-Log-Position-Reached')).toBe('false');
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(waitMs - 10);
  });

  it('refuses a position that is not one, and answers a request that sent none at once, without saying', async () => {
    const bad = await b.call('GET', '/admin/get_admin_helpers', { token, headers: { 'X-Min-Log-Position': 'latest' } });
    expect(bad).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^X-Min-Log-Position: /) } });
    const plain = await b.call('GET', '/admin/get_admin_helpers', { token });
    expect(plain.status).toBe(200);
    expect(plain.headers.has('X-Log-Position-Reached')).toBe(false);
    expect(plain.headers.has('X-Log-Position')).toBe(false);
  });
});
