import { sql } from 'slonik';
import { describe, expect, it } from 'vitest';
import { testAdmin } from '../../../testing/test-server';
import { bodies, ledgerFixture, serverForFile } from '../../../testing/ledger-fixture';

const server = serverForFile(async (ledger) => {
  await ledger.llc('Alpha LLC');
  await ledger.property('Elm', 'Alpha LLC');
});

const post = (path: string, body: unknown, key: string, token = server.admin) =>
  server.api.call('POST', path, { token, body, headers: { 'Idempotency-Key': key } });

describe('Idempotency-Key on POST calls', () => {
  it('answers a retry with the first answer and records nothing new', async () => {
    const first = await post('/admin/record_property_income', bodies.income('Elm'), 'income-1');
    expect(first.status).toBe(201);
    const after = await server.api.eventCount();
    const retry = await post('/admin/record_property_income', bodies.income('Elm'), 'income-1');
    expect(retry).toMatchObject({ status: 201, body: first.body });
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await server.api.eventCount()).toBe(after);
  });

  it('answers a retry with the log position the first answer carried, so a read elsewhere waits for that write', async () => {
    const first = await post('/admin/record_property_income', bodies.income('Elm', 12), 'income-position');
    const position = first.headers.get('X-Log-Position');
    expect(position).toMatch(/^\d+\.\d+$/);
    await post('/admin/record_property_income', bodies.income('Elm', 13), 'income-later');
    const retry = await post('/admin/record_property_income', bodies.income('Elm', 12), 'income-position');
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(retry.headers.get('X-Log-Position')).toBe(position);
    // A refusal wrote nothing, and its retry says no position either.
    const refused = await post('/admin/add_investment', bodies.investment('Ivan Investor', 'Nowhere', 100), 'invest-nowhere');
    const refusedAgain = await post('/admin/add_investment', bodies.investment('Ivan Investor', 'Nowhere', 100), 'invest-nowhere');
    expect([refused.status, refusedAgain.status]).toEqual([404, 404]);
    expect(refusedAgain.headers.get('X-Log-Position')).toBeNull();
  });

  it('treats the same body with its keys in another order as the same request', async () => {
    const body = bodies.deposit('Elm');
    const first = await post('/admin/add_rental_deposit', body, 'deposit-1');
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect(await post('/admin/add_rental_deposit', reordered, 'deposit-1')).toMatchObject({ status: 201, body: first.body });
  });

  it('refuses the same key with another body, or for another call (409), recording nothing', async () => {
    expect((await post('/admin/record_property_income', bodies.income('Elm', 10), 'income-2')).status).toBe(201);
    const before = await server.api.eventCount();
    const otherBody = await post('/admin/record_property_income', bodies.income('Elm', 11), 'income-2');
    expect(otherBody).toMatchObject({
      status: 409,
      body: { message: 'This Idempotency-Key was already used for another request. Use a new key for a new request.' },
    });
    const otherCall = await post('/admin/record_property_expense', bodies.expense('Elm'), 'income-2');
    expect(otherCall.status).toBe(409);
    expect(await server.api.eventCount()).toBe(before);
  });

  it('keeps the first answer of a refused request too', async () => {
    const first = await post('/admin/add_investment', bodies.investment('Ivan Investor', 'Oak', 100), 'invest-oak');
    expect(first).toMatchObject({ status: 404, body: { message: 'No property named Oak.' } });
    await ledgerFixture(server.api, server.admin).property('Oak', 'Alpha LLC');
    const retry = await post('/admin/add_investment', bodies.investment('Ivan Investor', 'Oak', 100), 'invest-oak');
    expect(retry).toMatchObject({ status: 404, body: { message: 'No property named Oak.' } });
    expect((await post('/admin/add_investment', bodies.investment('Ivan Investor', 'Oak', 100), 'invest-oak-2')).status).toBe(201);
  });

  it('scopes keys to the caller: another caller with the same key is answered on its own', async () => {
    const body = bodies.llc('Scoped LLC');
    expect((await post('/admin/add_llc', body, 'shared-key')).status).toBe(201);
    expect((await post('/admin/add_llc', body, 'shared-key', server.investor)).status).toBe(403);
    expect((await server.api.call('POST', '/admin/add_llc', { body, headers: { 'Idempotency-Key': 'shared-key' } })).status).toBe(401);
  });

  it('returns the same registration secret when add_investor is retried', async () => {
    const first = await post('/admin/add_investor', bodies.investor('Rita Retry'), 'investor-rita');
    const retry = await post('/admin/add_investor', bodies.investor('Rita Retry'), 'investor-rita');
    expect(first.status).toBe(201);
    expect(retry.body.secret).toBe(first.body.secret);
  });

  it('records once when the same request arrives many times at once; the others wait-and-retry (409) or replay', async () => {
    const before = await server.api.eventCount();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post('/admin/record_property_income', bodies.income('Elm', 77), 'burst')),
    );
    const created = answers.filter((a) => a.status === 201);
    const running = answers.filter((a) => a.status === 409);
    expect(created.length + running.length).toBe(8);
    expect(new Set(created.map((a) => a.body.id)).size).toBe(1);
    for (const answer of running) {
      expect(answer.body.message).toBe('A request with this Idempotency-Key is still being processed. Try again in a moment.');
      expect(answer.headers.get('Retry-After')).toBe('1');
    }
    expect(await server.api.eventCount()).toBe(before + 1);
  });

  it('after a crash between recording and answering, a retry finds the recorded events and answers the same id', async () => {
    const first = await post('/admin/record_property_expense', bodies.expense('Elm', 55), 'crash-1');
    expect(first.status).toBe(201);
    const after = await server.api.eventCount();
    // What a crash leaves behind: the events are in the log, the answer was never kept.
    await server.api.runtime.pool.query(sql.unsafe`
      UPDATE http_idempotency.requests SET status = NULL, body = NULL, started_at = now() - interval '5 minutes'
      WHERE idempotency_key = 'crash-1'`);
    const retry = await post('/admin/record_property_expense', bodies.expense('Elm', 55), 'crash-1');
    expect(retry).toMatchObject({ status: 201, body: { id: first.body.id } });
    expect(await server.api.eventCount()).toBe(after);
  });

  it('refuses a malformed key (400) and ignores keys on GET', async () => {
    const long = await post('/admin/add_partner', { loren_name: 'Lor' }, 'k'.repeat(256));
    expect(long).toMatchObject({ status: 400, body: { message: 'Idempotency-Key: Expected 1 to 255 visible ASCII characters' } });
    const get = await server.api.call('GET', '/admin/get_admin_level', { token: server.admin, headers: { 'Idempotency-Key': 'get-key' } });
    expect(get.status).toBe(200);
  });

  it('never keeps a sign-in answer: each sign-in with a key is a new sign-in and no token is stored', async () => {
    const body = { username: testAdmin.username, password: testAdmin.password };
    const first = await server.api.call('POST', '/auth/login', { body, headers: { 'Idempotency-Key': 'login-key' } });
    const second = await server.api.call('POST', '/auth/login', { body, headers: { 'Idempotency-Key': 'login-key' } });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get('Idempotent-Replayed')).toBeNull();
    const stored = await server.api.runtime.pool.anyFirst(sql.unsafe`SELECT coalesce(body::text, '') FROM http_idempotency.requests`);
    expect(stored.some((text) => String(text).includes(String(first.body.access_token)))).toBe(false);
  });
});
