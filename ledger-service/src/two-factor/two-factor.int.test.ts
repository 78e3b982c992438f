import { sql } from 'slonik';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testAdmin, type TestServer } from '../testing/test-server';
import { expectAdminOnly, expectRefusals, nameRefusals, type Refusal } from '../testing/refusals';
import { otpRequiredMessage } from '../users/login';
import { usedCodeMessage, wrongCodeMessage, wrongRecoveryCodeMessage } from './decider';
import { enrolmentRequiredMessage } from './enrollment-gate';
import { codeAt, stepSeconds } from './totp';

/**
 * Two-factor sign-in through HTTP (docs/two-factor.md): turning it on, signing in with a code or a
 * recovery code, turning it off, an administrator's reset, and REQUIRE_ADMIN_TOTP. The server checks
 * codes at `now`, a clock of this file's own: a step later is `later()`, no waiting.
 */

let now = Date.UTC(2025, 5, 2, 9, 0, 7);
/** Moves the server's and the codes' clock on by whole 30-second steps. */
const later = (steps = 1) => {
  now += steps * stepSeconds * 1000;
};
/** The code an authenticator app shows `steps` steps from now. */
const code = (secret: string, steps = 0) => codeAt(secret, now + steps * stepSeconds * 1000);

let api: TestServer;
let adminToken: string;

beforeAll(async () => {
  api = await startTestServer({ totpNow: () => now });
  adminToken = await api.loginAs(testAdmin.username, testAdmin.password);
});
afterAll(async () => api?.stop());

const login = (username: string, password: string, otp?: string) =>
  api.call('POST', '/auth/login', { body: otp === undefined ? { username, password } : { username, password, otp } });

const status = async (token: string) => (await api.call('GET', '/auth/totp/status', { token })).body;

/** Turns two-factor sign-in on for the token's user; answers the secret and the recovery codes. */
const turnOn = async (token: string) => {
  const started = await api.call('POST', '/auth/totp/enroll', { token });
  expect(started.status, started.body.message).toBe(200);
  const secret = started.body.secret as string;
  const confirmed = await api.call('POST', '/auth/totp/confirm', { token, body: { code: code(secret) } });
  expect(confirmed.status, confirmed.body.message).toBe(200);
  return { secret, recoveryCodes: confirmed.body.recovery_codes as string[] };
};

/** Event types appended since `count`, in log order. */
const typesSince = async (count: number) => [
  ...(await api.runtime.pool.anyFirst(
    sql.type(z.object({ type: z.string() }))`SELECT type FROM event_store.events ORDER BY transaction_id, position OFFSET ${count}`,
  )),
];

describe('turning two-factor sign-in on', () => {
  it('gives a secret and its otpauth link, then turns on with a current code and answers ten recovery codes once', async () => {
    const token = await api.addInvestorUser(adminToken, 'Olive Otter', 'olive');
    expect(await status(token)).toEqual({ enabled: false, recovery_codes_left: 0 });
    const before = await api.eventCount();

    const started = await api.call('POST', '/auth/totp/enroll', { token });
    expect(started.status).toBe(200);
    const secret = started.body.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.otpauth_url).toBe(`otpauth://totp/Test%20Portal:olive?secret=${secret}&issuer=Test%20Portal`);
    expect(await status(token)).toEqual({ enabled: false, recovery_codes_left: 0 });

    // A wrong code, or no code at all, turns nothing on and records nothing.
    const wrong = await api.call('POST', '/auth/totp/confirm', { token, body: { code: code(secret, 3) } });
    expect(wrong).toMatchObject({ status: 403, body: { message: wrongCodeMessage } });
    expect(await typesSince(before)).toEqual(['TotpEnrollmentStarted']);

    const confirmed = await api.call('POST', '/auth/totp/confirm', { token, body: { code: code(secret) } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe('Two-factor sign-in is on.');
    const recoveryCodes = confirmed.body.recovery_codes as string[];
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await typesSince(before)).toEqual(['TotpEnrollmentStarted', 'TotpEnabled']);
    expect(await status(token)).toEqual({ enabled: true, recovery_codes_left: 10 });

    // On already: 409 until it is turned off; the session that turned it on goes on working.
    expect(await api.call('POST', '/auth/totp/enroll', { token })).toMatchObject({ status: 409 });
    expect(await api.call('POST', '/auth/totp/confirm', { token, body: { code: code(secret, 1) } })).toMatchObject({ status: 409 });
    expect((await api.call('GET', '/api/investor_summary', { token })).status).toBe(200);
  });

  it('starts again with a new secret: the earlier one no longer confirms', async () => {
    const token = await api.addInvestorUser(adminToken, 'Pia Again', 'pia');
    const first = (await api.call('POST', '/auth/totp/enroll', { token })).body.secret as string;
    const second = (await api.call('POST', '/auth/totp/enroll', { token })).body.secret as string;
    expect(second).not.toBe(first);
    expect(await api.call('POST', '/auth/totp/confirm', { token, body: { code: code(first) } })).toMatchObject({ status: 403 });
    expect(await api.call('POST', '/auth/totp/confirm', { token, body: { code: code(second) } })).toMatchObject({ status: 200 });
  });

  it('asks to start first when no secret is waiting (409)', async () => {
    const token = await api.addInvestorUser(adminToken, 'Quinn Early', 'quinn');
    expect(await api.call('POST', '/auth/totp/confirm', { token, body: { code: '123456' } })).toMatchObject({
      status: 409,
      body: { message: 'Start setting up two-factor sign-in first: no secret is waiting for a code.' },
    });
  });
});

describe('signing in once it is on', () => {
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    const token = await api.addInvestorUser(adminToken, 'Rosa Code', 'rosa');
    ({ secret, recoveryCodes } = await turnOn(token));
    later();
  });

  it('asks for the code (401 otp_required) without one, and refuses a wrong one, recording no sign-in', async () => {
    const before = await api.eventCount();
    expect(await login('rosa', 'investor-pass-1')).toMatchObject({
      status: 401,
      body: { message: otpRequiredMessage, otp_required: true },
    });
    expect(await login('rosa', 'investor-pass-1', code(secret, 2))).toMatchObject({
      status: 401,
      body: { message: wrongCodeMessage, otp_required: true },
    });
    expect(await login('rosa', 'investor-pass-1', '12345')).toMatchObject({ status: 401, body: { otp_required: true } });
    // A wrong password says nothing about the code.
    const wrongPassword = await login('rosa', 'not-her-password', code(secret));
    expect(wrongPassword).toMatchObject({ status: 401, body: { message: 'Invalid username or password.' } });
    expect(wrongPassword.body.otp_required).toBeUndefined();
    expect(await api.eventCount()).toBe(before);
  });

  it('accepts a current code once: the same code again is refused, and so is an earlier step', async () => {
    const current = code(secret);
    const first = await login('rosa', 'investor-pass-1', current);
    expect(first.status, first.body.message).toBe(200);
    expect((await api.call('GET', '/auth/protected', { token: first.body.access_token as string })).body).toEqual({
      logged_in_as: 'rosa',
    });
    expect(await login('rosa', 'investor-pass-1', current)).toMatchObject({
      status: 401,
      body: { message: usedCodeMessage, otp_required: true },
    });
    expect(await login('rosa', 'investor-pass-1', code(secret, -1))).toMatchObject({ status: 401 });
    later();
    expect((await login('rosa', 'investor-pass-1', code(secret))).status).toBe(200);
  });

  it('allows one step of drift either way, never two', async () => {
    later(3);
    expect((await login('rosa', 'investor-pass-1', code(secret, -1))).status).toBe(200); // the phone is a step behind
    expect((await login('rosa', 'investor-pass-1', code(secret, 1))).status).toBe(200); // a step ahead
    later(3);
    expect(await login('rosa', 'investor-pass-1', code(secret, 2))).toMatchObject({ status: 401, body: { message: wrongCodeMessage } });
    expect(await login('rosa', 'investor-pass-1', code(secret, -2))).toMatchObject({ status: 401, body: { message: wrongCodeMessage } });
  });

  it('accepts each recovery code once, as typed or in capitals without the dash', async () => {
    const before = await api.eventCount();
    expect((await login('rosa', 'investor-pass-1', recoveryCodes[0])).status).toBe(200);
    expect(await typesSince(before)).toEqual(['RecoveryCodeUsed', 'LoginSucceeded']);
    expect(await login('rosa', 'investor-pass-1', recoveryCodes[0])).toMatchObject({
      status: 401,
      body: { message: wrongRecoveryCodeMessage, otp_required: true },
    });
    const shouted = recoveryCodes[1]!.toUpperCase().replace('-', ' ');
    const token = (await login('rosa', 'investor-pass-1', shouted)).body.access_token as string;
    expect(token).toBeTruthy();
    expect(await status(token)).toEqual({ enabled: true, recovery_codes_left: 8 });
    expect(await login('rosa', 'investor-pass-1', 'abcde-abcde')).toMatchObject({ status: 401, body: { otp_required: true } });
  });
});

describe('turning it off', () => {
  it('needs a current code or a recovery code; a wrong one is 403 and keeps it on', async () => {
    const token = await api.addInvestorUser(adminToken, 'Sam Off', 'sam');
    const { secret, recoveryCodes } = await turnOn(token);
    later();
    const before = await api.eventCount();
    expect(await api.call('POST', '/auth/totp/disable', { token, body: { code: code(secret, 5) } })).toMatchObject({
      status: 403,
      body: { message: wrongCodeMessage },
    });
    expect(await api.call('POST', '/auth/totp/disable', { token, body: { code: 'zzzzz-zzzzz' } })).toMatchObject({ status: 403 });
    expect(await api.eventCount()).toBe(before);

    expect(await api.call('POST', '/auth/totp/disable', { token, body: { code: code(secret) } })).toMatchObject({
      status: 200,
      body: { message: 'Two-factor sign-in is off.' },
    });
    expect(await typesSince(before)).toEqual(['TotpCodeUsed', 'TotpDisabled']);
    expect(await status(token)).toEqual({ enabled: false, recovery_codes_left: 0 });
    expect((await login('sam', 'investor-pass-1')).status).toBe(200);
    expect(await api.call('POST', '/auth/totp/disable', { token, body: { code: code(secret, 1) } })).toMatchObject({
      status: 409,
      body: { message: 'Two-factor sign-in is not on.' },
    });

    // On again with a new secret (a step later: the step just used stays used); off with a recovery
    // code of the new set (the old set is void).
    later();
    const again = await turnOn(token);
    expect(await api.call('POST', '/auth/totp/disable', { token, body: { code: recoveryCodes[0] } })).toMatchObject({ status: 403 });
    expect(await api.call('POST', '/auth/totp/disable', { token, body: { code: again.recoveryCodes[9] } })).toMatchObject({ status: 200 });
  });
});

describe("an administrator's reset", () => {
  it("turns off an investor's two-factor sign-in, recorded and told in the audit trail", async () => {
    const token = await api.addInvestorUser(adminToken, 'Tess Lost Phone', 'tess');
    await turnOn(token);
    const before = await api.eventCount();
    const reset = await api.call('POST', '/admin/reset_totp', { token: adminToken, body: { investor_name: ' tess  lost PHONE ' } });
    expect(reset).toMatchObject({
      status: 200,
      body: { message: 'Two-factor sign-in of Tess Lost Phone is off. They sign in with their password and can turn it on again.' },
    });
    expect(await typesSince(before)).toEqual(['TotpReset']);
    expect((await login('tess', 'investor-pass-1')).status).toBe(200);
    expect(await status(token)).toEqual({ enabled: false, recovery_codes_left: 0 });

    const audit = await api.call('GET', '/admin/audit_log?entity_type=portal_user&entity_name=tess', { token: adminToken });
    const sentences = (audit.body.events as { summary: string; actor: string; event_type: string }[]).map((e) => [
      e.event_type,
      e.actor,
      e.summary,
    ]);
    expect(sentences).toEqual(
      expect.arrayContaining([
        ['TotpReset', 'admin', 'Two-factor sign-in of portal user tess (investor Tess Lost Phone) reset by an administrator'],
        ['TotpEnabled', 'tess', 'tess turned on two-factor sign-in (10 recovery codes issued)'],
        ['TotpEnrollmentStarted', 'tess', 'tess started setting up two-factor sign-in'],
      ]),
    );
  });

  it('is 409 when it is not on, 404 for an unknown investor or one without a portal user', async () => {
    await api.addInvestorUser(adminToken, 'Uma Plain', 'uma');
    const reset = (investor_name: string) => api.call('POST', '/admin/reset_totp', { token: adminToken, body: { investor_name } });
    expect(await reset('Uma Plain')).toMatchObject({ status: 409, body: { message: 'Uma Plain has not turned on two-factor sign-in.' } });
    expect(await reset('Nobody Here')).toMatchObject({ status: 404, body: { message: 'No investor named Nobody Here.' } });
    const added = await api.call('POST', '/admin/add_investor', {
      token: adminToken,
      body: { name: 'Vic Unregistered', email: 'v@example.com', phone: '555-0100', address: '1 Main St', fee_percentage: 0.1 },
    });
    expect(added.status).toBe(201);
    expect(await reset('Vic Unregistered')).toMatchObject({ status: 404, body: { message: 'Vic Unregistered has no portal user.' } });
  });

  it('is for administrators only, and refuses bad bodies recording nothing', async () => {
    const investor = await api.addInvestorUser(adminToken, 'Wes Nosy', 'wes');
    await expectAdminOnly(api, investor, '/admin/reset_totp', { investor_name: 'Wes Nosy' });
    await expectRefusals(api, adminToken, '/admin/reset_totp', nameRefusals({ investor_name: 'Wes Nosy' }, 'investor_name'));
  });
});

describe('the calls of the signed-in user', () => {
  const codeRefusals: Refusal[] = [
    ['code missing', {}, 400, /^code: Required$/],
    ['code blank', { code: '   ' }, 400, /^code: /],
    ['code a number', { code: 123456 }, 400, /^code: /],
    ['code too long', { code: '1'.repeat(65) }, 400, /^code: /],
  ];

  it('need a session (401), and refuse bad bodies with 400 recording nothing', async () => {
    for (const [method, path] of [
      ['GET', '/auth/totp/status'],
      ['POST', '/auth/totp/enroll'],
      ['POST', '/auth/totp/confirm'],
      ['POST', '/auth/totp/disable'],
    ] as const) {
      const answer = await api.call(method, path, { body: method === 'POST' ? { code: '123456' } : undefined });
      expect(answer, path).toMatchObject({ status: 401, body: { message: 'Sign in to continue.' } });
    }
    const token = await api.addInvestorUser(adminToken, 'Xena Typo', 'xena');
    await expectRefusals(api, token, '/auth/totp/confirm', [
      ...codeRefusals,
      ['code not six digits', { code: 'abcdef' }, 400, /^code: Enter the 6-digit code/],
    ]);
    await expectRefusals(api, token, '/auth/totp/disable', codeRefusals);
    const before = await api.eventCount();
    for (const otp of ['', 7, 'x'.repeat(65)]) {
      expect((await api.call('POST', '/auth/login', { body: { username: 'xena', password: 'investor-pass-1', otp } })).status).toBe(400);
    }
    expect(await api.eventCount()).toBe(before);
  });
});

describe('REQUIRE_ADMIN_TOTP', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer({ requireAdminTotp: true, totpNow: () => now });
  });
  afterAll(async () => strict?.stop());

  it('makes the administrator turn it on before any admin call answers; then every call answers', async () => {
    const token = await strict.loginAs(testAdmin.username, testAdmin.password);
    const required = { status: 403, body: { message: enrolmentRequiredMessage, totp_enrollment_required: true } };
    const before = await strict.eventCount();
    expect(await strict.call('GET', '/admin/get_admin_summary', { token })).toMatchObject(required);
    expect(await strict.call('GET', '/api/investor_summary?investor_name=Ann', { token })).toMatchObject(required);
    expect(await strict.call('POST', '/admin/add_partner', { token, body: { loren_name: 'Early Partner' } })).toMatchObject(required);
    expect(await strict.eventCount()).toBe(before);

    // What sets it up still answers.
    expect((await strict.call('GET', '/admin/get_admin_level', { token })).status).toBe(200);
    expect((await strict.call('GET', '/auth/protected', { token })).status).toBe(200);
    expect(await strict.call('GET', '/auth/totp/status', { token })).toMatchObject({ status: 200, body: { enabled: false } });
    const secret = (await strict.call('POST', '/auth/totp/enroll', { token })).body.secret as string;
    expect(await strict.call('POST', '/auth/totp/confirm', { token, body: { code: code(secret) } })).toMatchObject({ status: 200 });

    // The same session now gets its answers; the next sign-in needs a code.
    expect((await strict.call('GET', '/admin/get_admin_summary', { token })).status).toBe(200);
    expect(await strict.call('POST', '/auth/login', { body: testAdmin })).toMatchObject({ status: 401, body: { otp_required: true } });
    later();
    expect((await strict.call('POST', '/auth/login', { body: { ...testAdmin, otp: code(secret) } })).status).toBe(200);
    // An administrator may not turn it off here.
    later();
    expect(await strict.call('POST', '/auth/totp/disable', { token, body: { code: code(secret) } })).toMatchObject({
      status: 409,
      body: { message: 'Administrators must keep two-factor sign-in on for this portal.' },
    });
  });

  it('asks nothing of investors', async () => {
    const token = await strict.loginAs(testAdmin.username, testAdmin.password).catch(() => null);
    expect(token).toBeNull(); // the administrator of the test above needs a code now
    const secret = await adminSecretOf(strict);
    later();
    const admin = (await strict.call('POST', '/auth/login', { body: { ...testAdmin, otp: code(secret) } })).body.access_token as string;
    const investor = await strict.addInvestorUser(admin, 'Yara Free', 'yara');
    expect((await strict.call('GET', '/api/investor_summary', { token: investor })).status).toBe(200);
  });
});

/** The administrator's clear secret, as the server would open it (the test reads its own log). */
const adminSecretOf = async (server: TestServer): Promise<string> => {
  const sealed = await server.runtime.pool.oneFirst(
    sql.type(z.object({ secret: z.string() }))`
      SELECT data->>'secret' AS secret FROM event_store.events WHERE type = 'TotpEnrollmentStarted' AND data->>'username' = 'admin'
      ORDER BY transaction_id DESC, position DESC LIMIT 1`,
  );
  return server.services.personalData.reveal(sealed);
};
