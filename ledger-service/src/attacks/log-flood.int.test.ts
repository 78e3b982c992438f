import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { metrics } from '../shared/metrics';
import { capturedLog } from '../testing/captured-log';
import { startTestServer, testAdmin, type TestServer } from '../testing/test-server';

/**
 * Issue 44, item 3: a request whose body was cut short printed a five-line stack, and 5,232 of them
 * in 10 s added 1.37 MB to the log. Tried as that client would, over raw TCP: thousands of requests
 * cut short or not HTTP at all. They are counted and summed up in one line per interval (a minute;
 * a second here), while the server's own failures are still logged one by one.
 */

const summaryIntervalMs = 1_000;
// As a deployment logs at the default LOG_LEVEL=info: an access line for every request answered.
const log = capturedLog('info');
let api: TestServer;
let adminToken: string;

beforeAll(async () => {
  api = await startTestServer({ summaryIntervalMs, logger: log.logger });
  adminToken = await api.loginAs(testAdmin.username, testAdmin.password);
});
afterAll(async () => {
  await api?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every line logged while `work` runs, and for a summary interval after. */
const loggedDuring = async (work: () => Promise<void>) => {
  log.clear();
  await work();
  await sleep(summaryIntervalMs * 1.5);
  return [...log.lines];
};

const cutShort =
  'POST /auth/login HTTP/1.1\r\nHost: portal\r\nContent-Type: application/json\r\nContent-Length: 120\r\n\r\n{"username":"ad';
/** What a client sends before it leaves (`end`: it closes its side; `reset`: it aborts the connection). */
const requests: { bytes: string; leave: 'end' | 'reset' }[] = [
  { bytes: cutShort, leave: 'end' },
  { bytes: cutShort, leave: 'reset' },
  {
    bytes:
      'POST /admin/batch HTTP/1.1\r\nHost: portal\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"rec\r\n',
    leave: 'end',
  },
  { bytes: 'NONSENSE / HTTP/1.1\r\nHost: portal\r\n\r\n', leave: 'end' },
  { bytes: 'GET /healthz HTTP/1.1\r\nHost portal\r\n\r\n', leave: 'end' },
];

const send = ({ bytes, leave }: (typeof requests)[number]) =>
  new Promise<void>((done) => {
    const socket = connect({ host: '127.0.0.1', port: Number(new URL(api.base).port) }, () =>
      socket.write(bytes, () => (leave === 'end' ? socket.end() : socket.resetAndDestroy())),
    );
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => done());
  });

describe('the log stays bounded whatever anonymous clients send', () => {
  it('counts thousands of cut-short and malformed requests and sums them up in a line per interval', async () => {
    const rounds = 800; // 4,000 requests: most of a minute of the flood the issue measured
    const before = metrics.clientFaults.value();
    const started = performance.now();
    const logged = await loggedDuring(async () => {
      for (let round = 0; round < rounds; round += 10) await Promise.all(Array.from({ length: 10 }, () => requests.map(send)).flat());
    });
    const intervals = Math.ceil((performance.now() - started) / summaryIntervalMs);

    const sent = rounds * requests.length;
    expect(logged.length).toBeGreaterThan(0);
    // One line per interval the flood reached into, whatever the number of requests.
    expect(logged.length).toBeLessThanOrEqual(intervals + 1);
    expect(metrics.clientFaults.value() - before).toBe(sent);
    const summary = /^(\d+) client requests aborted or malformed in the last 1 s$/;
    for (const line of logged) {
      expect(line).toMatchObject({ level: 'warn', msg: expect.stringMatching(summary), interval_s: 1 });
      expect(line.client_faults).toBe(Number(summary.exec(line.msg ?? '')?.[1]));
    }
    expect(logged.reduce((sum, line) => sum + Number(line.client_faults), 0)).toBe(sent);
    // and the server answers as before
    expect((await api.call('GET', '/healthz')).status).toBe(200);
  });

  it("still logs the server's own failures (500), each with its stack", async () => {
    const failure = new Error('the read model is gone');
    const auditors = vi.spyOn(api.services.users, 'auditors').mockRejectedValueOnce(failure);
    try {
      let answer: Awaited<ReturnType<TestServer['call']>> | undefined;
      const logged = await loggedDuring(async () => {
        answer = await api.call('GET', '/admin/auditors', { token: adminToken });
      });
      expect(answer?.status).toBe(500);
      expect(answer?.body.message).toBe('Something went wrong on the server. Please try again.');
      // The failure with its stack, and the request's access line, both under the request's id.
      const requestId = answer?.headers.get('X-Request-Id');
      const [failure, access] = logged;
      expect(logged).toHaveLength(2);
      expect(failure).toMatchObject({ level: 'error', request_id: requestId, err: { message: 'the read model is gone' } });
      expect((failure?.err as { stack?: string }).stack).toContain('log-flood.int.test.ts');
      expect(access).toMatchObject({ level: 'error', request_id: requestId, route: '/admin/auditors', status: 500, user_id: 'admin' });
    } finally {
      auditors.mockRestore();
    }
  });
});
