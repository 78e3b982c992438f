import { sql } from 'slonik';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWriteRates } from '../infrastructure/http/write-rate-limit';
import { bodies, ledgerFixture } from '../testing/ledger-fixture';
import { startTestServer, testAdmin, type TestServer } from '../testing/test-server';

/**
 * Issue 44, item 5, tried as a signed-in user's script would, through HTTP: nothing a signed-in
 * investor or auditor loops grows the log or a table without bound. Starting two-factor set-ups
 * keeps one row and appends nothing, refused admin calls keep no Idempotency-Key, an auditor's
 * paging notes one read a day, and a looping write meets 429 while an administrator's burst of work
 * does not (docs/security.md, "Writes per user").
 */
let api: TestServer;
let admin: string;
let day = '2025-06-02';
const investorPassword = 'investor-pass-1';

beforeAll(async () => {
  api = await startTestServer({ clock: { today: () => day } });
  admin = await api.loginAs(testAdmin.username, testAdmin.password);
  const ledger = ledgerFixture(api, admin);
  await ledger.llc('Growth LLC');
  await ledger.property('Elm', 'Growth LLC');
});
afterAll(async () => api?.stop());

const count = async (query: ReturnType<typeof sql.unsafe>) =>
  Number(await api.runtime.pool.oneFirst(sql.type(z.object({ count: z.bigint() }))`SELECT count(*) AS count FROM (${query}) rows`));

const pendingRows = async (username: string) => {
  const userId = (await api.services.people.current()).userNamed(username)?.userId ?? username;
  return count(sql.unsafe`SELECT 1 FROM two_factor.pending_enrolments WHERE user_id = ${userId}`);
};
const keysOf = (username: string) => count(sql.unsafe`SELECT 1 FROM http_idempotency.requests WHERE scope LIKE ${`user:${username}:%`}`);

/** An auditor signed in: added by the administrator, registered with the secret. */
const signedInAuditor = async (username: string) => {
  const added = await api.call('POST', '/admin/add_auditor', { token: admin, body: { username } });
  expect(added.status).toBe(201);
  const body = { username, password: 'auditor-pass-1', secret: added.body.secret };
  expect((await api.call('POST', '/auth/register', { body })).status).toBe(201);
  return api.loginAs(username, 'auditor-pass-1');
};

describe('starting two-factor set-up in a loop', () => {
  it('appends no event and keeps one waiting row per user, which erasure deletes', async () => {
    const token = await api.addInvestorUser(admin, 'Lou Looper', 'lou');
    const before = await api.eventCount();
    const secrets = new Set<string>();
    for (let start = 0; start < 25; start++) {
      const started = await api.call('POST', '/auth/totp/enroll', { token, body: { current_password: investorPassword } });
      expect(started.status, started.body.message).toBe(200);
      secrets.add(started.body.secret as string);
    }
    expect(secrets.size).toBe(25);
    expect(await api.eventCount()).toBe(before);
    expect(await pendingRows('lou')).toBe(1);

    // The waiting secret is sealed under the investor's key: erasing their data deletes it too.
    const forgotten = await api.call('POST', '/admin/forget_personal_data', { token: admin, body: { investor_name: 'Lou Looper' } });
    expect(forgotten.status, forgotten.body.message).toBe(200);
    expect(await pendingRows('lou')).toBe(0);
  });
});

describe('refused admin calls with fresh Idempotency-Keys', () => {
  it('keep no key for an investor or an auditor (403), while the administrator’s are kept', async () => {
    const investor = await api.addInvestorUser(admin, 'Kim Keys', 'kim');
    const auditor = await signedInAuditor('Kit Auditor');
    const before = await api.eventCount();
    for (const [token, username] of [
      [investor, 'kim'],
      [auditor, 'Kit Auditor'],
    ] as const) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          api.call('POST', '/admin/add_partner', { token, body: { loren_name: `P${i}` }, headers: { 'Idempotency-Key': `fresh-${i}` } }),
        ),
      );
      expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([403]));
      expect(await keysOf(username)).toBe(0);
    }
    expect(await api.eventCount()).toBe(before);

    // The control: a call the caller may make keeps its key.
    const kept = await api.call('POST', '/admin/add_partner', {
      token: admin,
      body: { loren_name: 'Kept Partner' },
      headers: { 'Idempotency-Key': 'admin-kept' },
    });
    expect(kept.status).toBe(201);
    expect(await keysOf(testAdmin.username)).toBe(1);
  });
});

describe('an auditor paging the audit trail', () => {
  it('adds at most one event a day per report, whatever the query, and one more the next day', async () => {
    const auditor = await signedInAuditor('Pam Pager');
    const reads = () => count(sql.unsafe`SELECT 1 FROM event_store.events WHERE type = 'AuditorRead' AND data->>'username' = 'Pam Pager'`);
    const before = await api.eventCount();
    for (let page = 1; page <= 50; page++) {
      const answer = await api.call('GET', `/admin/audit_log?page=${page}&page_size=${1 + (page % 7)}`, { token: auditor });
      expect(answer.status, answer.body.message).toBe(200);
    }
    expect(await api.eventCount()).toBe(before + 1);
    expect(await reads()).toBe(1);

    // A second sign-in the same day, paging again: nothing new.
    const again = await api.loginAs('Pam Pager', 'auditor-pass-1');
    const afterLogin = await api.eventCount();
    await Promise.all(Array.from({ length: 10 }, (_, i) => api.call('GET', `/admin/audit_log?page=${i + 1}`, { token: again })));
    expect(await api.eventCount()).toBe(afterLogin);

    day = '2025-06-03';
    for (let page = 1; page <= 5; page++)
      expect((await api.call('GET', `/admin/audit_log?page=${page}`, { token: auditor })).status).toBe(200);
    expect(await reads()).toBe(2);
  });

  it('notes a view of an investor’s page once a day per investor, whatever the sign-in', async () => {
    const views = () =>
      count(sql.unsafe`SELECT 1 FROM event_store.events WHERE type = 'InvestorPageViewed' AND data->>'viewer' = 'Pam Pager'`);
    for (let signIn = 0; signIn < 5; signIn++) {
      const auditor = await api.loginAs('Pam Pager', 'auditor-pass-1');
      for (let i = 0; i < 4; i++) {
        expect((await api.call('GET', '/api/investor_summary?investor_name=Kim%20Keys', { token: auditor })).status).toBe(200);
      }
    }
    expect(await views()).toBe(1);
  });
});

describe('a looping write', () => {
  it('meets 429 with Retry-After and a message by the 31st write of a minute, and the log stops growing', async () => {
    await api.addInvestorUser(admin, 'Sid Script', 'sid');
    const tokens: string[] = [];
    for (let i = 0; i < 40; i++) tokens.push(await api.loginAs('sid', investorPassword));
    const before = await api.eventCount();
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof api.call>> | null = null;
    for (const token of tokens) {
      const answer = await api.call('POST', '/auth/logout', { token });
      statuses.push(answer.status);
      if (answer.status === 429) refused ??= answer;
    }
    expect(statuses.slice(0, 30)).toEqual(Array.from({ length: 30 }, () => 200));
    expect(statuses.slice(30)).toEqual(Array.from({ length: 10 }, () => 429));
    expect(await api.eventCount()).toBe(before + 30);
    expect(refused?.body.message).toMatch(/^Too many changes in a short time\. Please try again in \d+ (seconds?|minute)\.$/);
    const retryAfter = Number(refused?.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Reads go on; other users' writes are not affected.
    expect((await api.call('GET', '/auth/protected', { token: tokens[35] })).status).toBe(200);
    expect((await api.call('POST', '/admin/add_partner', { token: admin, body: { loren_name: 'Unaffected' } })).status).toBe(201);
  });

  it('counts every write in fixed windows, a minute’s and an hour’s, across processes (the counters are in PostgreSQL)', async () => {
    const short = {
      investor: [
        { max: 3, windowSeconds: 2 },
        { max: 5, windowSeconds: 3600 },
      ],
      auditor: [],
      admin: [],
    };
    const [one, other] = [createWriteRates(api.runtime.pool, short), createWriteRates(api.runtime.pool, short)];
    const user = { user_id: 'window-user', role: 'investor' } as const;
    const results = [await one.countWrite(user), await other.countWrite(user), await one.countWrite(user), await other.countWrite(user)];
    expect(results.map((result) => result.ok)).toEqual([true, true, true, false]);
    expect(results[3]).toMatchObject({ ok: false, retryAfterSeconds: expect.any(Number) });
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    // A new minute window; the hour's counts the refused write too (5th), so the 6th is refused for the hour.
    expect(await one.countWrite(user)).toEqual({ ok: true });
    const hour = await other.countWrite(user);
    expect(hour.ok).toBe(false);
    expect(hour.ok === false && hour.retryAfterSeconds).toBeGreaterThan(3500);
  });
});

describe('a looping sign-in with the right password', () => {
  it('meets 429 with Retry-After by the 61st sign-in of a minute, and the log stops growing', async () => {
    await api.addInvestorUser(admin, 'Lou Looper', 'lou');
    const before = await api.eventCount();
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof api.call>> | null = null;
    // The addInvestorUser above signed in once already.
    for (let i = 0; i < 62; i++) {
      const answer = await api.call('POST', '/auth/login', { body: { username: 'lou', password: investorPassword } });
      statuses.push(answer.status);
      if (answer.status === 429) refused ??= answer;
    }
    expect(statuses.slice(0, 59)).toEqual(Array.from({ length: 59 }, () => 200));
    expect(statuses.slice(59)).toEqual([429, 429, 429]);
    expect(await api.eventCount()).toBe(before + 59);
    expect(refused?.body.message).toMatch(/^Too many sign-ins in a short time\. Please try again in \d+ minute\(s\)\.$/);
    expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe("an administrator's burst of work", () => {
  it('records 100 incomes in well under a minute without a refusal', async () => {
    const answers = [];
    for (let i = 0; i < 100; i += 4) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 4 }, (_, j) =>
            api.call('POST', '/admin/record_property_income', { token: admin, body: bodies.income('Elm', 10 + i + j) }),
          ),
        )),
      );
    }
    expect(answers.filter((answer) => answer.status !== 201).map((answer) => `${answer.status} ${answer.body.message}`)).toEqual([]);
  });
});
