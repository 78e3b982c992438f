import { sql } from 'slonik';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog, type LogLine } from '../testing/captured-log';
import { startTestServer, testAdmin, type ApiAnswer, type TestServer } from '../testing/test-server';

/**
 * The log holds no personal value (docs/personal-data.md; docs/operations.md, Logs): the server's
 * own logger, captured down to `trace`, through an investor added, its user registered and signed
 * in, failed sign-ins, and reads that name the investor in their query. Each request has one access
 * line with its id, route pattern, status, duration and user id.
 */

const log = capturedLog('trace');
let api: TestServer;
let adminToken: string;

const investor = {
  name: 'Marguerite Oyelaran-Vasquez',
  email: 'marguerite.oyelaran@example.org',
  phone: '555-0199-4321',
  address: '42 Quillfeather Lane, Springfield',
};
const user = { username: 'moyelaran-portal', password: 'a-passphrase-nobody-logs' };
/** Every personal or secret value the calls below send or receive; `secret` and the tokens are added as they are answered. */
const personal: string[] = [...Object.values(investor), ...Object.values(user), 'wrong-passphrase-typed', 'nobody-by-this-name'];

const linesOf = (answer: ApiAnswer): LogLine[] => log.lines.filter((line) => line.request_id === answer.headers.get('X-Request-Id'));

beforeAll(async () => {
  api = await startTestServer({ logger: log.logger });
  adminToken = await api.loginAs(testAdmin.username, testAdmin.password);
  personal.push(adminToken, testAdmin.password);
});
afterAll(async () => api?.stop());

describe('the log', () => {
  const answers: Record<string, ApiAnswer> = {};

  beforeAll(async () => {
    log.clear();
    answers.added = await api.call('POST', '/admin/add_investor', { token: adminToken, body: { ...investor, fee_percentage: 0.1 } });
    expect(answers.added.status).toBe(201);
    const secret = String(answers.added.body.secret);
    personal.push(secret);
    answers.registered = await api.call('POST', '/auth/register', { body: { ...user, secret } });
    expect(answers.registered.status).toBe(201);
    answers.signedIn = await api.call('POST', '/auth/login', { body: user });
    expect(answers.signedIn.status).toBe(200);
    const token = String(answers.signedIn.body.access_token);
    personal.push(token);
    answers.failed = await api.call('POST', '/auth/login', { body: { username: user.username, password: 'wrong-passphrase-typed' } });
    expect(answers.failed.status).toBe(401);
    answers.unknown = await api.call('POST', '/auth/login', { body: { username: 'nobody-by-this-name', password: user.password } });
    expect(answers.unknown.status).toBe(401);
    const query = `investor_name=${encodeURIComponent(investor.name)}`;
    answers.read = await api.call('GET', `/api/investor_summary?${query}`, { token });
    expect(answers.read.status).toBe(200);
    answers.adminRead = await api.call('GET', `/api/investor_returns?${query}`, { token: adminToken });
    expect(answers.adminRead.status).toBe(200);
    answers.missing = await api.call('GET', `/api/no_such_call?${query}`, { token });
    expect(answers.missing.status).toBe(404);
  });

  it('holds no personal value, password, secret or token, in any spelling a line could carry', () => {
    expect(log.lines.length).toBeGreaterThanOrEqual(Object.keys(answers).length);
    const written = log.text.join('');
    for (const value of personal) {
      for (const form of [value, encodeURIComponent(value), JSON.stringify(value).slice(1, -1)]) {
        expect(written, `"${value}" in the log`).not.toContain(form);
      }
    }
    // and no part of a name either (a first name, a street)
    for (const part of ['Marguerite', 'Oyelaran', 'Quillfeather']) expect(written).not.toContain(part);
  });

  it('has one access line per request: method, route pattern, status, duration and user id, under the request id', async () => {
    const userId = (await api.services.people.current()).userNamed(user.username)!.userId;
    const expected: Record<string, { method: string; route: string | null; status: number; user_id: string | null }> = {
      added: { method: 'POST', route: '/admin/add_investor', status: 201, user_id: 'admin' },
      registered: { method: 'POST', route: '/auth/register', status: 201, user_id: null },
      signedIn: { method: 'POST', route: '/auth/login', status: 200, user_id: null },
      failed: { method: 'POST', route: '/auth/login', status: 401, user_id: null },
      unknown: { method: 'POST', route: '/auth/login', status: 401, user_id: null },
      read: { method: 'GET', route: '/api/investor_summary', status: 200, user_id: userId },
      adminRead: { method: 'GET', route: '/api/investor_returns', status: 200, user_id: 'admin' },
      // no route: the door never ran, so nobody is named
      missing: { method: 'GET', route: null, status: 404, user_id: null },
    };
    expect(userId).toMatch(/^[0-9a-f-]{36}$/);
    for (const [name, answer] of Object.entries(answers)) {
      const requestId = answer.headers.get('X-Request-Id');
      expect(requestId, name).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.headers.get('X-Correlation-Id'), name).toBe(requestId);
      const access = linesOf(answer).filter((line) => 'duration_ms' in line);
      expect(access, name).toHaveLength(1);
      expect(access[0], name).toMatchObject({ level: 'info', ...expected[name] });
      expect(access[0]!.duration_ms, name).toEqual(expect.any(Number));
      expect(Object.keys(access[0]!).sort(), name).toEqual(
        ['duration_ms', 'hostname', 'level', 'method', 'msg', 'pid', 'request_id', 'route', 'status', 'time', 'user_id'].sort(),
      );
    }
    // Every request id is a new one.
    expect(new Set(Object.values(answers).map((answer) => answer.headers.get('X-Request-Id'))).size).toBe(Object.keys(answers).length);
  });

  it("is tied to the audit trail: a request's id is the correlation id of the events it recorded", async () => {
    const correlations = await api.runtime.pool.anyFirst(
      sql.type(z.object({ correlation_id: z.string() }))`
        SELECT DISTINCT metadata->>'correlationId' AS correlation_id FROM event_store.events WHERE type = 'InvestorAdded'`,
    );
    expect(correlations).toContain(answers.added!.headers.get('X-Request-Id'));
  });
});
