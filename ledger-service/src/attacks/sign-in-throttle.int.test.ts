import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInAttempts } from '@portal/projections';
import { ledgerFixture } from '../testing/ledger-fixture';
import { startTestServer, testAdmin, type ApiAnswer, type TestServer } from '../testing/test-server';
import { createSignInThrottle } from '../areas/users/sign-in-throttle';

/**
 * Issue 17, items 1 and 2, tried as an attacker would, through HTTP: sign-in throttling that protects
 * the account rather than the attacker, and nothing anonymous growing the log. Each attacker calls
 * from its own loopback address (127.0.0.x), the server's client address.
 */
let api: TestServer;
let adminToken: string;

const signIn = (username: string, password: string, from: string) =>
  api.call('POST', '/auth/login', { body: { username, password }, from });
const statuses = (answers: readonly ApiAnswer[]) => answers.map((answer) => answer.status);

const failureRows = (username: string) =>
  api.runtime.pool.any(
    sql.type(z.object({ reason: z.string(), client_address: z.string(), attempts: z.number() }))`
      SELECT reason, client_address, attempts FROM sign_in_attempts.failures WHERE username = ${username} ORDER BY reason, client_address`,
  );

const idempotencyRows = async (key: string) =>
  Number(
    await api.runtime.pool.oneFirst(sql.type(z.object({ count: z.bigint() }))`
    SELECT count(*) AS count FROM http_idempotency.requests WHERE idempotency_key = ${key}`),
  );

beforeAll(async () => {
  api = await startTestServer();
  adminToken = await api.loginAs(testAdmin.username, testAdmin.password);
  await api.addInvestorUser(adminToken, 'Vera Victim', 'vera', 'vera-right-password');
});
afterAll(async () => api?.stop());

describe('a lock on one (username, address) never locks the owner out from another address', () => {
  it('locks the attacker at 127.0.0.2 after 5 wrong passwords for admin; the right one still works from 127.0.0.3', async () => {
    const before = await api.eventCount();
    const wrong = [];
    for (let i = 0; i < 5; i++) wrong.push(await signIn(i % 2 === 0 ? 'admin' : ' ADMIN ', 'wrong-password', '127.0.0.2'));
    expect(statuses(wrong)).toEqual([401, 401, 401, 401, 401]);
    // Nothing anonymous is appended to the log.
    expect(await api.eventCount()).toBe(before);

    const locked = await signIn('admin', testAdmin.password, '127.0.0.2');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    const retryAfter = Number(locked.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    const owner = await signIn('admin', testAdmin.password, '127.0.0.3');
    expect(owner.status).toBe(200);
    expect(typeof owner.body.access_token).toBe('string');
    expect(await api.eventCount()).toBe(before + 1); // the owner's LoginSucceeded, nothing else
    expect(await failureRows('admin')).toEqual([
      { reason: 'throttled', client_address: '127.0.0.2', attempts: 1 },
      { reason: 'wrong_password', client_address: '127.0.0.2', attempts: 1 },
      { reason: 'wrong_password', client_address: '127.0.0.2', attempts: 1 },
      { reason: 'wrong_password', client_address: '127.0.0.2', attempts: 1 },
    ]);
    // ' ADMIN ' shares admin's count; whether it names admin is the name rules' business.
    const variant = await failureRows(' ADMIN ');
    expect(variant).toHaveLength(2);
    for (const row of variant) expect(['wrong_password', 'unknown_user']).toContain(row.reason);
  });

  it('clears a pair when it signs in: a typo or four does not add up to a lock', async () => {
    for (let i = 0; i < 4; i++) expect((await signIn('vera', 'typo', '127.0.0.4')).status).toBe(401);
    expect((await signIn('vera', 'vera-right-password', '127.0.0.4')).status).toBe(200);
    const again = [];
    for (let i = 0; i < 6; i++) again.push(await signIn('vera', 'typo', '127.0.0.4'));
    expect(statuses(again)).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('the client address', () => {
  it("is the socket's: X-Forwarded-For does not buy fresh guesses without TRUST_PROXY", async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(
        await api.call('POST', '/auth/login', {
          body: { username: 'vera', password: 'xff-guess' },
          from: '127.0.0.11',
          headers: { 'X-Forwarded-For': `198.51.100.${i}` },
        }),
      );
    }
    expect(statuses(answers)).toEqual([401, 401, 401, 401, 401, 429]);
    const rows = await failureRows('vera');
    expect(rows.filter((row) => row.client_address === '127.0.0.11' && row.reason === 'wrong_password')).toHaveLength(5);
    expect(rows.filter((row) => row.client_address.startsWith('198.51.100.'))).toEqual([]);
  });
});

describe('a burst', () => {
  it('60 parallel wrong guesses: exactly 5 are checked, 55 refused with 429 and counted nowhere', async () => {
    const before = await api.eventCount();
    const answers = await Promise.all(Array.from({ length: 60 }, () => signIn('vera', 'burst-guess', '127.0.0.5')));
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(55);
    for (const answer of refused) expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await api.eventCount()).toBe(before);
    // The 55 refusals are one row counting them; the 5 checks are 5 rows.
    const rows = (await failureRows('vera')).filter((row) => row.client_address === '127.0.0.5');
    const throttled = rows.filter((row) => row.reason === 'throttled');
    expect(throttled.length).toBeLessThanOrEqual(2); // one per 15-minute period: two if the burst straddles a boundary
    expect(throttled.reduce((sum, row) => sum + row.attempts, 0)).toBe(55);
    expect(rows.filter((row) => row.reason !== 'throttled').map((row) => [row.reason, row.attempts])).toEqual(
      Array(5).fill(['wrong_password', 1]),
    );
    // Refusals counted toward no limit: the address spent 5 of its 30, so another username still gets checked.
    expect((await signIn('someone-else', 'guess', '127.0.0.5')).status).toBe(401);
    expect((await signIn('vera', 'vera-right-password', '127.0.0.6')).status).toBe(200);
  });
});

describe('a spray', () => {
  it('one password over 200 usernames from one address meets 429 at the 31st', async () => {
    const answers = [];
    for (let i = 0; i < 200; i++) answers.push(await signIn(`spray-user-${i}`, 'Summer2026!', '127.0.0.7'));
    expect(statuses(answers.slice(0, 30))).toEqual(Array(30).fill(401));
    expect(statuses(answers.slice(30))).toEqual(Array(170).fill(429));
    expect(answers[30]!.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in 1[45] minutes\.$/);
    // Another address is not affected by this one's limit.
    expect((await signIn('vera', 'vera-right-password', '127.0.0.8')).status).toBe(200);
  });
});

describe('the audit trail still shows failed and throttled sign-ins, from the attempts store', () => {
  it('merges them by time with the events, filterable by event type and actor', async () => {
    const answer = await api.call('GET', '/admin/audit_log?event_type=LoginFailed&page_size=200', { token: adminToken });
    expect(answer.status).toBe(200);
    const events = answer.body.events as { event_type: string; actor: string; summary: string; recorded_at: string; stream: string }[];
    expect(events.every((event) => event.event_type === 'LoginFailed' && event.stream === 'sign-in-attempts')).toBe(true);
    expect(answer.body.total).toBe(events.length);
    const summaries = events.map((event) => event.summary);
    expect(summaries).toContain('Failed sign-in as admin (wrong password) from 127.0.0.2');
    expect(summaries).toContain('Failed sign-in as spray-user-0 (no such user) from 127.0.0.7');
    expect(
      summaries.find((summary) =>
        summary.startsWith('Failed sign-in as vera (refused after too many failed attempts) from 127.0.0.5, 55 attempts'),
      ),
    ).toBeDefined();
    const times = events.map((event) => event.recorded_at);
    expect([...times].sort().reverse()).toEqual(times);

    const byActor = await api.call('GET', '/admin/audit_log?actor=vera&page_size=200', { token: adminToken });
    const types = (byActor.body.events as { event_type: string }[]).map((event) => event.event_type);
    expect(types).toContain('LoginSucceeded');
    expect(types.filter((type) => type === 'LoginFailed').length).toBeGreaterThanOrEqual(12);

    // Merged in time order with the log's events.
    const all = await api.call('GET', '/admin/audit_log?page_size=200', { token: adminToken });
    const allTimes = (all.body.events as { recorded_at: string }[]).map((event) => event.recorded_at);
    expect([...allTimes].sort().reverse()).toEqual(allTimes);
    expect(new Set((all.body.events as { event_type: string }[]).map((event) => event.event_type))).toEqual(
      new Set(['LoginFailed', 'LoginSucceeded', 'InvestorAdded', 'PortalUserRegistered', 'AdministratorAppointed']),
    );
  });
});

describe('registration', () => {
  it('refuses an address after 10 wrong secrets (429 with Retry-After), recording nothing; other addresses register', async () => {
    const secret = await ledgerFixture(api, adminToken).registrationSecret('Rita Register');
    const before = await api.eventCount();
    const register = (from: string, guess: string) =>
      api.call('POST', '/auth/register', { body: { username: 'rita', password: 'rita-password', secret: guess }, from });
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => register('127.0.0.9', `guess-${i}`)));
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(15);
    const refused = await register('127.0.0.9', secret);
    expect(refused).toMatchObject({ status: 429, body: { message: 'Too many registration attempts. Please try again in 15 minutes.' } });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(800);
    expect(await api.eventCount()).toBe(before);
    expect((await register('127.0.0.10', secret)).status).toBe(201);
  });
});

describe('idempotency keys are kept only for signed-in calls to routes that exist', () => {
  it('keeps no row for anonymous keys, bad tokens or unknown paths; keeps one for a signed-in call', async () => {
    const anonymous = await api.call('POST', '/auth/register', {
      body: { username: 'x-user', password: 'long-enough', secret: 'nope' },
      headers: { 'Idempotency-Key': 'anon-key' },
    });
    expect(anonymous.status).toBe(400);
    const anonymousCommand = await api.call('POST', '/admin/add_partner', {
      body: { loren_name: 'P' },
      headers: { 'Idempotency-Key': 'anon-command' },
    });
    expect(anonymousCommand.status).toBe(401);
    const badToken = await api.call('POST', '/admin/add_partner', {
      token: 'forged',
      body: { loren_name: 'P' },
      headers: { 'Idempotency-Key': 'bad-token' },
    });
    expect(badToken.status).toBe(401);
    const unknownPath = await api.call('POST', '/admin/no_such_call', {
      token: adminToken,
      body: {},
      headers: { 'Idempotency-Key': 'nowhere' },
    });
    expect(unknownPath.status).toBe(404);
    const unknownAnonymous = await api.call('POST', `/nowhere/${randomUUID()}`, {
      body: {},
      headers: { 'Idempotency-Key': 'nowhere-anon' },
    });
    expect(unknownAnonymous.status).toBe(404);
    for (const key of ['anon-key', 'anon-command', 'bad-token', 'nowhere', 'nowhere-anon']) expect(await idempotencyRows(key), key).toBe(0);

    const signedIn = await api.call('POST', '/admin/add_partner', {
      token: adminToken,
      body: { loren_name: 'Kept Partner' },
      headers: { 'Idempotency-Key': 'kept' },
    });
    expect(signedIn.status).toBe(201);
    expect(await idempotencyRows('kept')).toBe(1);
  });
});

/** Runs `task(0 .. count-1)`, `width` at a time. */
const inParallel = async (count: number, width: number, task: (i: number) => Promise<void>) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await task(next++);
    }),
  );
};

describe('10,000 failed sign-ins with random usernames', () => {
  // A small cap on the failed sign-ins kept, so that it is reached and seen to hold.
  const caps = { maxRows: 100, pruneEveryWrites: 20 };
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({ signInAttempts: caps });
  });
  afterAll(async () => small?.stop(), 120_000);

  it('append no event and leave a bounded number of rows', async () => {
    const before = await small.eventCount();
    const statusCounts = new Map<number, number>();
    // Through HTTP, from 5 addresses: each gets its 30 checks, then 429s.
    await inParallel(10_000, 20, async (i) => {
      const answer = await small.call('POST', '/auth/login', {
        body: { username: randomUUID(), password: 'guess' },
        from: `127.0.1.${(i % 5) + 1}`,
      });
      statusCounts.set(answer.status, (statusCounts.get(answer.status) ?? 0) + 1);
    });
    expect(Object.fromEntries(statusCounts)).toEqual({ 401: 150, 429: 9_850 });
    expect(await small.eventCount()).toBe(before);
    // 150 checked failures plus one throttled row per address and period, cut to the cap as they came.
    const failures = await small.services.signInAttempts.count();
    expect(failures).toBeGreaterThanOrEqual(caps.maxRows);
    expect(failures).toBeLessThanOrEqual(caps.maxRows + caps.pruneEveryWrites);
    // Counters: per address 1, plus a pair and a username for each of its 30 checks.
    expect(await small.services.throttle.count()).toBe(5 * 61);
  }, 300_000);

  it('hold their caps against many addresses too, keeping the full buckets that throttle', async () => {
    // Through the stores (over HTTP each would cost an argon2 verification): 2,000 addresses, twenty
    // times the caps.
    const attempts = createSignInAttempts(small.runtime.pool, caps);
    const throttle = createSignInThrottle(small.runtime.pool, caps);
    const sprayer = { bucket: 'loginAddress', key: '192.0.2.1' } as const;
    for (let i = 0; i < 30; i++) expect(await throttle.reserve([sprayer])).toEqual({ ok: true });
    expect(await throttle.reserve([sprayer])).toMatchObject({ ok: false, bucket: 'loginAddress' });
    await inParallel(2_000, 10, async (i) => {
      const address = `10.0.${(i >> 8) & 255}.${i & 255}`;
      const username = randomUUID();
      await throttle.reserve([
        { bucket: 'loginAddress', key: address },
        { bucket: 'loginPair', key: `${address} ${username}` },
        { bucket: 'loginAccount', key: username },
      ]);
      await attempts.record({ username, reason: 'unknown_user', clientAddress: address, correlationId: randomUUID() });
    });
    // The cap, plus what may be written between two prunings, plus the 10 attempts in flight.
    expect(await attempts.count()).toBeLessThanOrEqual(caps.maxRows + caps.pruneEveryWrites + 10);
    expect(await throttle.count()).toBeLessThanOrEqual(caps.maxRows + caps.pruneEveryWrites + 3 * 10);
    await attempts.prune();
    await throttle.prune();
    expect(await attempts.count()).toBe(caps.maxRows);
    expect(await throttle.count()).toBe(caps.maxRows);
    // The addresses that used up their limit are still refused: the cap dropped the rows counting one failure.
    expect(await throttle.reserve([sprayer])).toMatchObject({ ok: false, bucket: 'loginAddress' });
  }, 300_000);
});
