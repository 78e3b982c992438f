import { randomUUID } from 'node:crypto';
import jsonwebtoken from 'jsonwebtoken';
import { sql } from 'slonik';
import { z } from 'zod';
import { domainEvent } from '@portal/contracts';
import { apiCalls } from '@portal/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerFixture } from '../testing/ledger-fixture';
import { startTestServer, testAdmin, type TestServer } from '../testing/test-server';
import { ensureAdministrator } from '../areas/users/ensure-admin';
import { sessionEndedMessage } from '../areas/users/tokens';

/** The secret startTestServer signs with; a token signed here that the server accepts proves it (see "a control"). */
const serverSecret = 'test-secret-test-secret-test-secret';

let api: TestServer;

beforeAll(async () => {
  api = await startTestServer();
});
afterAll(async () => api?.stop());

const signInRefused = { status: 401, body: { message: 'Sign in to continue.' } };
const ended = { status: 401, body: { message: sessionEndedMessage } };

/** Whether a token works, on a call every signed-in user may make and on a POST. */
const probe = async (token: string) => {
  const answer = await api.call('GET', '/auth/protected', { token });
  return { status: answer.status, body: answer.body };
};

/** The events since `count`: their type, the user they name (by id) and who acted. */
const eventsSince = async (count: number) =>
  api.runtime.pool.any(
    sql.type(z.object({ type: z.string(), user_id: z.string().nullable(), actor: z.string() }))`
      SELECT type, data->>'userId' AS user_id, metadata->>'actor' AS actor
      FROM event_store.events ORDER BY transaction_id, position OFFSET ${count}`,
  );

/** The id of the user a username names (investors' users are named by id in the log). */
const userIdOf = async (username: string) => (await api.services.people.current()).userNamed(username)!.userId;

const claimsOf = (token: string) => jsonwebtoken.decode(token) as Record<string, unknown>;
/** Signs claims with the server's own key (what only a holder of JWT_SECRET could do). */
const signed = (claims: Record<string, unknown>) => jsonwebtoken.sign(claims, serverSecret, { algorithm: 'HS256' });

describe('POST /auth/logout', () => {
  it('ends the presented token everywhere, while the same user’s other tokens keep working', async () => {
    const admin = await api.loginAs(testAdmin.username, testAdmin.password);
    const investor = await api.addInvestorUser(admin, 'Logout Investor', 'logout-user');
    const other = await api.loginAs('logout-user', 'investor-pass-1');
    const before = await api.eventCount();

    const answer = await api.call('POST', '/auth/logout', { token: investor });
    expect(answer).toMatchObject({ status: 200, body: { message: 'You are signed out.' } });
    const user = await userIdOf('logout-user');
    expect(await eventsSince(before)).toEqual([{ type: 'PortalUserSignedOut', user_id: user, actor: user }]);

    for (const path of ['/auth/protected', '/admin/get_admin_level', '/api/investor_summary']) {
      expect(await api.call('GET', path, { token: investor }), path).toMatchObject(ended);
    }
    expect(await api.call('POST', '/auth/logout', { token: investor })).toMatchObject(ended);
    // With an Idempotency-Key too: nothing kept, nothing recorded.
    const retried = await api.call('POST', '/auth/logout', { token: investor, headers: { 'Idempotency-Key': 'logout-1' } });
    expect(retried).toMatchObject(ended);
    expect(await api.eventCount()).toBe(before + 1);

    expect(await probe(other)).toEqual({ status: 200, body: { logged_in_as: 'logout-user' } });
    expect(await probe(admin)).toEqual({ status: 200, body: { logged_in_as: 'admin' } });
  });

  it('appends one event for ten sign-outs of one token at the same moment', async () => {
    const admin = await api.loginAs(testAdmin.username, testAdmin.password);
    await api.addInvestorUser(admin, 'Burst Investor', 'burst-user');
    for (let round = 0; round < 3; round++) {
      const token = await api.loginAs('burst-user', 'investor-pass-1');
      const before = await api.eventCount();
      const answers = await Promise.all(Array.from({ length: 10 }, () => api.call('POST', '/auth/logout', { token })));
      // Each is let in (200) or finds the token ended already (401): never two events for it.
      for (const answer of answers) expect([200, 401]).toContain(answer.status);
      expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
      const user = await userIdOf('burst-user');
      expect(await eventsSince(before)).toEqual([{ type: 'PortalUserSignedOut', user_id: user, actor: user }]);
      expect(await probe(token)).toEqual(ended);
    }
  });

  it('needs a signed-in caller and records nothing for an anonymous one', async () => {
    const before = await api.eventCount();
    expect(await api.call('POST', '/auth/logout')).toMatchObject(signInRefused);
    expect(await api.call('POST', '/auth/logout', { token: 'garbage' })).toMatchObject(signInRefused);
    expect(await api.eventCount()).toBe(before);
  });

  it('remembers a signed-out token only until it would have expired (the table stays bounded)', async () => {
    const tokenIds = async () => [
      ...(await api.runtime.pool.anyFirst(
        sql.type(z.object({ token_id: z.string() }))`SELECT token_id::text FROM rm_users.signed_out_tokens ORDER BY token_id`,
      )),
    ];
    // A sign-out of long ago, as the log of a server that ran for a while holds it.
    const stale = randomUUID();
    const expired = new Date(Date.now() - 2 * 3600_000).toISOString();
    await api.services.runner.record(
      'sessions-stale-user',
      [domainEvent('PortalUserSignedOut', { userId: 'stale-user', tokenId: stale, expiresAt: expired })],
      {
        actor: 'stale-user',
        correlationId: randomUUID(),
      },
    );
    expect(await tokenIds()).toContain(stale);

    const token = await api.loginAs(testAdmin.username, testAdmin.password);
    const { jti, exp } = claimsOf(token) as { jti: string; exp: number };
    expect((await api.call('POST', '/auth/logout', { token })).status).toBe(200);
    const rows = await tokenIds();
    expect(rows).toContain(jti);
    expect(rows).not.toContain(stale);
    const kept = await api.runtime.pool.oneFirst(
      sql.type(
        z.object({ expires_at: z.number() }),
      )`SELECT extract(epoch FROM expires_at)::int AS expires_at FROM rm_users.signed_out_tokens WHERE token_id = ${jti}::uuid`,
    );
    expect(kept).toBe(exp);
  });

  it('shows in the audit trail', async () => {
    const admin = await api.loginAs(testAdmin.username, testAdmin.password);
    const audit = await api.call('GET', '/admin/audit_log?event_type=PortalUserSignedOut', { token: admin });
    expect(audit.status).toBe(200);
    expect(JSON.stringify(audit.body)).toContain('logout-user signed out');
  });
});

describe('POST /auth/change_password', () => {
  it('records the new password, ends every other token of the user, and answers a fresh token that works', async () => {
    const admin = await api.loginAs(testAdmin.username, testAdmin.password);
    const first = await api.addInvestorUser(admin, 'Change Investor', 'change-user', 'old-password-1');
    const second = await api.loginAs('change-user', 'old-password-1');
    const bystander = await api.addInvestorUser(admin, 'Bystander Investor', 'bystander', 'bystander-pass');
    const before = await api.eventCount();

    const answer = await api.call('POST', '/auth/change_password', {
      token: first,
      body: { current_password: 'old-password-1', new_password: 'new-password-2' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Your password is changed.');
    const user = await userIdOf('change-user');
    expect(await eventsSince(before)).toEqual([{ type: 'PortalUserPasswordChanged', user_id: user, actor: user }]);

    const fresh = answer.body.access_token as string;
    // Issued within the same second as the change: it works, the earlier ones do not.
    expect(await probe(fresh)).toEqual({ status: 200, body: { logged_in_as: 'change-user' } });
    expect(await probe(first)).toEqual(ended);
    expect(await probe(second)).toEqual(ended);
    expect(await probe(bystander)).toEqual({ status: 200, body: { logged_in_as: 'bystander' } });

    expect((await api.call('POST', '/auth/login', { body: { username: 'change-user', password: 'old-password-1' } })).status).toBe(401);
    expect(await probe(await api.loginAs('change-user', 'new-password-2'))).toEqual({ status: 200, body: { logged_in_as: 'change-user' } });
    // The fresh token is a normal one: it can sign out.
    expect((await api.call('POST', '/auth/logout', { token: fresh })).status).toBe(200);
    expect(await probe(fresh)).toEqual(ended);
  });

  it('works for the administrator too (at least 8 characters for everyone)', async () => {
    const admin = await api.loginAs(testAdmin.username, testAdmin.password);
    const answer = await api.call('POST', '/auth/change_password', {
      token: admin,
      body: { current_password: testAdmin.password, new_password: 'eight-ch' },
    });
    expect(answer.status).toBe(200);
    expect(await probe(admin)).toEqual(ended);
    expect((await api.call('GET', '/admin/get_login_summary', { token: answer.body.access_token as string })).status).toBe(200);
    // The configured ADMIN_PASSWORD wins again at the next start.
    await ensureAdministrator(api.services, testAdmin);
    expect(await probe(answer.body.access_token as string)).toEqual(ended);
    expect(await probe(await api.loginAs(testAdmin.username, testAdmin.password))).toEqual({
      status: 200,
      body: { logged_in_as: 'admin' },
    });
  });

  it('refuses a wrong current password with 403, recording nothing and keeping the caller signed in', async () => {
    const admin = await api.loginAs(testAdmin.username, testAdmin.password);
    const token = await api.addInvestorUser(admin, 'Wrong Investor', 'wrong-user', 'right-password');
    const before = await api.eventCount();
    const answer = await api.call('POST', '/auth/change_password', {
      token,
      body: { current_password: 'not-the-password', new_password: 'another-password' },
    });
    expect(answer).toMatchObject({ status: 403, body: { message: 'The current password is not correct.' } });
    expect(answer.body.access_token).toBeUndefined();
    expect(await api.eventCount()).toBe(before);
    expect(await probe(token)).toEqual({ status: 200, body: { logged_in_as: 'wrong-user' } });
    expect((await api.call('POST', '/auth/login', { body: { username: 'wrong-user', password: 'right-password' } })).status).toBe(200);
  });

  it('counts wrong current passwords like failed sign-ins: a stolen session gets five guesses, then 429', async () => {
    const admin = await api.loginAs(testAdmin.username, testAdmin.password);
    const token = await api.addInvestorUser(admin, 'Guessed Investor', 'guessed-user', 'right-password');
    const guess = (current: string) =>
      api.call('POST', '/auth/change_password', { token, body: { current_password: current, new_password: 'another-password' } });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await guess(`guess-${i}`)).status);
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429, 429]);
    const refused = await guess('right-password');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^Too many wrong passwords\. Please try again in \d+ minutes?\.$/);
    // The same count as the sign-in page's: from this address, the password is not checked there either.
    expect((await api.call('POST', '/auth/login', { body: { username: 'guessed-user', password: 'right-password' } })).status).toBe(429);
    expect(await probe(token)).toEqual({ status: 200, body: { logged_in_as: 'guessed-user' } });
  });

  it('answers 400 for a bad body and 401 without a session, recording nothing', async () => {
    const admin = await api.loginAs(testAdmin.username, testAdmin.password);
    const token = await api.addInvestorUser(admin, 'Body Investor', 'body-user', 'right-password');
    const before = await api.eventCount();
    const cases: [unknown, RegExp][] = [
      [{ current_password: 'right-password', new_password: 'short' }, /^new_password: Use at least 8 characters$/],
      [{ current_password: 'right-password' }, /^new_password: Required$/],
      [{ new_password: 'long-enough-1' }, /^current_password: Required$/],
      [{ current_password: 'right-password', new_password: 12345678 }, /^new_password:/],
      [{ current_password: 'right-password', new_password: 'x'.repeat(201) }, /^new_password:/],
      [[], /./],
    ];
    for (const [body, message] of cases) {
      const answer = await api.call('POST', '/auth/change_password', { token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    expect(
      await api.call('POST', '/auth/change_password', { body: { current_password: 'right-password', new_password: 'long-enough-1' } }),
    ).toMatchObject(signInRefused);
    expect(await api.eventCount()).toBe(before);
    expect(await probe(token)).toEqual({ status: 200, body: { logged_in_as: 'body-user' } });
  });
});

describe('tokens signed with the right key', () => {
  it('are refused without exp, without a jti, without the epoch, or with a jti changed after signing', async () => {
    const real = await api.loginAs(testAdmin.username, testAdmin.password);
    const claims = claimsOf(real);
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'jti', 'rid', 'sep', 'sub']);
    const now = Math.floor(Date.now() / 1000);

    // A control: the same claims re-signed here are accepted, so the refusals below are about the claims.
    expect(await probe(signed({ ...claims, jti: randomUUID() }))).toEqual({ status: 200, body: { logged_in_as: 'admin' } });

    const { exp: _exp, ...withoutExp } = claims;
    const { jti: _jti, ...withoutJti } = claims;
    const { sep: _sep, ...withoutEpoch } = claims;
    for (const token of [
      signed(withoutExp),
      signed(withoutJti),
      signed({ ...claims, jti: 'not-a-uuid' }),
      signed(withoutEpoch),
      signed({ sub: 'admin', rid: claims.rid, iat: now, exp: now + 3600 }),
    ]) {
      expect(await probe(token)).toEqual(signInRefused);
      expect((await api.call('POST', '/admin/add_partner', { token, body: { name: 'Forged Partner' } })).status).toBe(401);
    }

    // The payload's jti changed, the signature kept: not ours.
    const [header, , signature] = real.split('.');
    const payload = Buffer.from(JSON.stringify({ ...claims, jti: randomUUID() })).toString('base64url');
    expect(await probe(`${header}.${payload}.${signature}`)).toEqual(signInRefused);

    // An epoch the user is not in, or an expired token: ours, but over.
    expect(await probe(signed({ ...claims, jti: randomUUID(), sep: (claims.sep as number) + 1 }))).toEqual(ended);
    expect(await probe(signed({ ...claims, jti: randomUUID(), iat: now - 7200, exp: now - 3600 }))).toEqual(ended);
    expect(await probe(real)).toEqual({ status: 200, body: { logged_in_as: 'admin' } });
  });
});

describe('every signed-in call (koa-jwt at the door)', () => {
  it('refuses a signed-out token and a token without exp signed with our key, with 401 and nothing recorded', async () => {
    const signedOut = await api.loginAs(testAdmin.username, testAdmin.password);
    expect((await api.call('POST', '/auth/logout', { token: signedOut })).status).toBe(200);
    const { exp: _exp, ...withoutExp } = claimsOf(await api.loginAs(testAdmin.username, testAdmin.password));
    const guarded = apiCalls.filter((call) => call.access !== 'public');
    expect(guarded.length).toBeGreaterThan(50);
    const before = await api.eventCount();
    for (const call of guarded) {
      for (const [token, answer] of [
        [signedOut, ended],
        [signed(withoutExp), signInRefused],
      ] as const) {
        const got = await api.call(call.method, call.path, { token, body: call.method === 'GET' ? undefined : {} });
        expect({ status: got.status, body: got.body }, `${call.method} ${call.path}`).toEqual(answer);
      }
    }
    expect(await api.eventCount()).toBe(before);
  });
});

describe('the configured administrator is the only one', () => {
  it('a changed ADMIN_PASSWORD at start ends the administrator’s earlier tokens', async () => {
    const old = await api.loginAs(testAdmin.username, testAdmin.password);
    await ensureAdministrator(api.services, { username: testAdmin.username, password: 'a-changed-admin-password' });
    expect(await probe(old)).toEqual(ended);
    const fresh = await api.loginAs(testAdmin.username, 'a-changed-admin-password');
    expect(await probe(fresh)).toEqual({ status: 200, body: { logged_in_as: 'admin' } });
    // The same password again records nothing and ends nothing.
    const before = await api.eventCount();
    await ensureAdministrator(api.services, { username: testAdmin.username, password: 'a-changed-admin-password' });
    expect(await api.eventCount()).toBe(before);
    expect(await probe(fresh)).toEqual({ status: 200, body: { logged_in_as: 'admin' } });
    await ensureAdministrator(api.services, testAdmin);
  });

  it('a renamed ADMIN_USERNAME dismisses the earlier administrator: its tokens end and it cannot sign in', async () => {
    const oldToken = await api.loginAs(testAdmin.username, testAdmin.password);
    const investor = await api.addInvestorUser(oldToken, 'Rename Investor', 'rename-user');
    const before = await api.eventCount();

    await ensureAdministrator(api.services, { username: 'new-admin', password: 'new-admin-password' });
    const usernames = await api.runtime.pool.anyFirst(
      sql.type(z.object({ username: z.string() }))`
        SELECT data->>'username' AS username FROM event_store.events ORDER BY transaction_id, position OFFSET ${before}`,
    );
    expect(usernames).toEqual(['new-admin', 'admin']);
    expect(await eventsSince(before)).toEqual([
      // Staff are named by their usernames, which are their user ids.
      { type: 'AdministratorAppointed', user_id: null, actor: 'system' },
      { type: 'AdministratorDismissed', user_id: null, actor: 'system' },
    ]);
    expect(await api.call('GET', '/admin/get_login_summary', { token: oldToken })).toMatchObject(ended);
    expect(await probe(oldToken)).toEqual(ended);
    expect(await api.call('POST', '/auth/login', { body: testAdmin })).toMatchObject({
      status: 401,
      body: { message: 'Invalid username or password.' },
    });
    // Its name is not free for an investor to take.
    const secret = await ledgerFixture(api, await api.loginAs('new-admin', 'new-admin-password')).registrationSecret('Squatter');
    const squat = await api.call('POST', '/auth/register', {
      body: { username: 'admin', password: 'long-enough', secret },
    });
    expect(squat.status).toBe(409);
    // Investors are not administrators and keep their sessions.
    expect(await probe(investor)).toEqual({ status: 200, body: { logged_in_as: 'rename-user' } });

    const audit = await api.call('GET', '/admin/audit_log?event_type=AdministratorDismissed', {
      token: await api.loginAs('new-admin', 'new-admin-password'),
    });
    expect(JSON.stringify(audit.body)).toContain('Administrator admin dismissed (admin rights removed, sessions ended)');

    // Renamed back: admin is reinstated (its old token stays ended), new-admin dismissed in turn.
    const newAdminToken = await api.loginAs('new-admin', 'new-admin-password');
    await ensureAdministrator(api.services, testAdmin);
    expect(await probe(oldToken)).toEqual(ended);
    expect(await probe(newAdminToken)).toEqual(ended);
    expect((await api.call('POST', '/auth/login', { body: { username: 'new-admin', password: 'new-admin-password' } })).status).toBe(401);
    const back = await api.loginAs(testAdmin.username, testAdmin.password);
    expect((await api.call('GET', '/admin/get_admin_level', { token: back })).body).toEqual({ admin_level: 1, role: 'admin' });
  });
});
