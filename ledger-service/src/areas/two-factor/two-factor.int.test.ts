import { sql } from 'slonik';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { twoFactorServerForFile } from '../../testing/two-factor';
import { expectAdminOnly, expectRefusals, nameRefusals, type Refusal } from '../../testing/refusals';
import { otpRequiredMessage } from '../sign-in/login';
import { usedCodeMessage, wrongCodeMessage, wrongRecoveryCodeMessage } from './decider';

/**
 * Two-factor sign-in through HTTP (docs/two-factor.md): turning it on, signing in with a code or a
 * recovery code, turning it off, an administrator's reset (REQUIRE_ADMIN_TOTP has a file of its own).
 * The server checks codes at a clock of this file's own: a step later is `later()`, no waiting.
 */

const server = twoFactorServerForFile(Date.UTC(2025, 5, 2, 9, 0, 7));
const { later, code, turnOn } = server;

const login = (username: string, password: string, otp?: string) =>
  server.api.call('POST', '/auth/login', { body: otp === undefined ? { username, password } : { username, password, otp } });

const status = async (token: string) => (await server.api.call('GET', '/auth/totp/status', { token })).body;

/** The password of the investors' portal users here (addInvestorUser's). */
const current_password = 'investor-pass-1';
const enroll = (token: string, password = current_password) =>
  server.api.call('POST', '/auth/totp/enroll', { token, body: { current_password: password } });
const confirm = (token: string, code: string, password = current_password) =>
  server.api.call('POST', '/auth/totp/confirm', { token, body: { code, current_password: password } });

/** Event types appended since `count`, in log order. */
const typesSince = async (count: number) => [
  ...(await server.api.runtime.pool.anyFirst(
    sql.type(z.object({ type: z.string() }))`SELECT type FROM event_store.events ORDER BY transaction_id, position OFFSET ${count}`,
  )),
];

describe('turning two-factor sign-in on', () => {
  it('gives a secret and its otpauth link, then turns on with a current code and answers ten recovery codes once', async () => {
    const token = await server.api.addInvestorUser(server.admin, 'Olive Otter', 'olive');
    expect(await status(token)).toEqual({ enabled: false, recovery_codes_left: 0 });
    const before = await server.api.eventCount();

    const started = await enroll(token);
    expect(started.status).toBe(200);
    const secret = started.body.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.otpauth_url).toBe(`otpauth://totp/Test%20Portal:olive?secret=${secret}&issuer=Test%20Portal`);
    expect(await status(token)).toEqual({ enabled: false, recovery_codes_left: 0 });
    // Waiting for its code outside the log: a start records nothing.
    expect(await typesSince(before)).toEqual([]);

    // A wrong code, or no code at all, turns nothing on and records nothing.
    const wrong = await confirm(token, code(secret, 3));
    expect(wrong).toMatchObject({ status: 403, body: { message: wrongCodeMessage } });
    expect(await typesSince(before)).toEqual([]);

    const confirmed = await confirm(token, code(secret));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe('Two-factor sign-in is on.');
    const recoveryCodes = confirmed.body.recovery_codes as string[];
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await typesSince(before)).toEqual(['TotpEnrollmentStarted', 'TotpEnabled']);
    expect(await status(token)).toEqual({ enabled: true, recovery_codes_left: 10 });

    // On already: 409 until it is turned off; the session that turned it on goes on working.
    expect(await enroll(token)).toMatchObject({ status: 409 });
    expect(await confirm(token, code(secret, 1))).toMatchObject({ status: 409 });
    expect((await server.api.call('GET', '/api/investor_summary', { token })).status).toBe(200);
  });

  it('starts again with a new secret: the earlier one no longer confirms', async () => {
    const token = await server.api.addInvestorUser(server.admin, 'Pia Again', 'pia');
    const first = (await enroll(token)).body.secret as string;
    const second = (await enroll(token)).body.secret as string;
    expect(second).not.toBe(first);
    expect(await confirm(token, code(first))).toMatchObject({ status: 403 });
    expect(await confirm(token, code(second))).toMatchObject({ status: 200 });
    // The log has the secret that was turned on, and only it.
    const sealed = await server.api.runtime.pool.anyFirst(
      sql.type(z.object({ secret: z.string() }))`
        SELECT data->>'secret' AS secret FROM event_store.events WHERE stream_name = ${`totp-${(await server.api.services.people.current()).userNamed('pia')!.userId}`} AND type = 'TotpEnrollmentStarted'`,
    );
    expect(await Promise.all(sealed.map((one) => server.api.services.personalData.reveal(one)))).toEqual([second]);
  });

  it('asks for the current password at both steps: a wrong one is 403 and sets up nothing', async () => {
    const token = await server.api.addInvestorUser(server.admin, 'Nell Needs Password', 'nell');
    const before = await server.api.eventCount();
    expect(await enroll(token, 'not-her-password')).toMatchObject({
      status: 403,
      body: { message: 'The current password is not correct.' },
    });
    expect((await enroll(token, '')).status).toBe(400);
    expect((await server.api.call('POST', '/auth/totp/enroll', { token })).status).toBe(400);
    const secret = (await enroll(token)).body.secret as string;
    expect(await confirm(token, code(secret), 'not-her-password')).toMatchObject({
      status: 403,
      body: { message: 'The current password is not correct.' },
    });
    expect(await status(token)).toEqual({ enabled: false, recovery_codes_left: 0 });
    expect(await server.api.eventCount()).toBe(before);
    expect((await confirm(token, code(secret))).status).toBe(200);
  });

  it('counts wrong current passwords like failed sign-ins: five, then 429 even for the right one', async () => {
    const token = await server.api.addInvestorUser(server.admin, 'Gina Guessed', 'gina');
    const statuses: number[] = [];
    for (let guess = 0; guess < 6; guess++) {
      statuses.push(
        (await server.api.call('POST', '/auth/totp/enroll', { token, body: { current_password: `guess-${guess}` }, from: '127.0.0.7' }))
          .status,
      );
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
    const refused = await server.api.call('POST', '/auth/totp/enroll', { token, body: { current_password }, from: '127.0.0.7' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many wrong passwords\./);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('asks to start first when no secret is waiting (409)', async () => {
    const token = await server.api.addInvestorUser(server.admin, 'Quinn Early', 'quinn');
    expect(await confirm(token, '123456')).toMatchObject({
      status: 409,
      body: { message: 'Start setting up two-factor sign-in first: no secret is waiting for a code.' },
    });
  });
});

describe('signing in once it is on', () => {
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    const token = await server.api.addInvestorUser(server.admin, 'Rosa Code', 'rosa');
    ({ secret, recoveryCodes } = await turnOn(token));
    later();
  });

  it('asks for the code (401 otp_required) without one, and refuses a wrong one, recording no sign-in', async () => {
    const before = await server.api.eventCount();
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
    expect(await server.api.eventCount()).toBe(before);
  });

  it('accepts a current code once: the same code again is refused, and so is an earlier step', async () => {
    const current = code(secret);
    const first = await login('rosa', 'investor-pass-1', current);
    expect(first.status, first.body.message).toBe(200);
    expect((await server.api.call('GET', '/auth/protected', { token: first.body.access_token as string })).body).toEqual({
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
    const before = await server.api.eventCount();
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
    const token = await server.api.addInvestorUser(server.admin, 'Sam Off', 'sam');
    const { secret, recoveryCodes } = await turnOn(token);
    later();
    const before = await server.api.eventCount();
    expect(await server.api.call('POST', '/auth/totp/disable', { token, body: { code: code(secret, 5) } })).toMatchObject({
      status: 403,
      body: { message: wrongCodeMessage },
    });
    expect(await server.api.call('POST', '/auth/totp/disable', { token, body: { code: 'zzzzz-zzzzz' } })).toMatchObject({ status: 403 });
    expect(await server.api.eventCount()).toBe(before);

    expect(await server.api.call('POST', '/auth/totp/disable', { token, body: { code: code(secret) } })).toMatchObject({
      status: 200,
      body: { message: 'Two-factor sign-in is off.' },
    });
    expect(await typesSince(before)).toEqual(['TotpCodeUsed', 'TotpDisabled']);
    expect(await status(token)).toEqual({ enabled: false, recovery_codes_left: 0 });
    expect((await login('sam', 'investor-pass-1')).status).toBe(200);
    expect(await server.api.call('POST', '/auth/totp/disable', { token, body: { code: code(secret, 1) } })).toMatchObject({
      status: 409,
      body: { message: 'Two-factor sign-in is not on.' },
    });

    // On again with a new secret (a step later: the step just used stays used); off with a recovery
    // code of the new set (the old set is void).
    later();
    const again = await turnOn(token);
    expect(await server.api.call('POST', '/auth/totp/disable', { token, body: { code: recoveryCodes[0] } })).toMatchObject({ status: 403 });
    expect(await server.api.call('POST', '/auth/totp/disable', { token, body: { code: again.recoveryCodes[9] } })).toMatchObject({
      status: 200,
    });
  });
});

describe("an administrator's reset", () => {
  it("turns off an investor's two-factor sign-in, recorded and told in the audit trail", async () => {
    const token = await server.api.addInvestorUser(server.admin, 'Tess Lost Phone', 'tess');
    await turnOn(token);
    const before = await server.api.eventCount();
    const reset = await server.api.call('POST', '/admin/reset_totp', {
      token: server.admin,
      body: { investor_name: ' tess  lost PHONE ' },
    });
    expect(reset).toMatchObject({
      status: 200,
      body: { message: 'Two-factor sign-in of Tess Lost Phone is off. They sign in with their password and can turn it on again.' },
    });
    expect(await typesSince(before)).toEqual(['TotpReset']);
    expect((await login('tess', 'investor-pass-1')).status).toBe(200);
    expect(await status(token)).toEqual({ enabled: false, recovery_codes_left: 0 });

    const audit = await server.api.call('GET', '/admin/audit_log?entity_type=portal_user&entity_name=tess', { token: server.admin });
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
    await server.api.addInvestorUser(server.admin, 'Uma Plain', 'uma');
    const reset = (investor_name: string) => server.api.call('POST', '/admin/reset_totp', { token: server.admin, body: { investor_name } });
    expect(await reset('Uma Plain')).toMatchObject({ status: 409, body: { message: 'Uma Plain has not turned on two-factor sign-in.' } });
    expect(await reset('Nobody Here')).toMatchObject({ status: 404, body: { message: 'No investor named Nobody Here.' } });
    const added = await server.api.call('POST', '/admin/add_investor', {
      token: server.admin,
      body: { name: 'Vic Unregistered', email: 'v@example.com', phone: '555-0100', address: '1 Main St', fee_percentage: 0.1 },
    });
    expect(added.status).toBe(201);
    expect(await reset('Vic Unregistered')).toMatchObject({ status: 404, body: { message: 'Vic Unregistered has no portal user.' } });
  });

  it('is for administrators only, and refuses bad bodies recording nothing', async () => {
    const investor = await server.api.addInvestorUser(server.admin, 'Wes Nosy', 'wes');
    await expectAdminOnly(server.api, investor, '/admin/reset_totp', { investor_name: 'Wes Nosy' });
    await expectRefusals(server.api, server.admin, '/admin/reset_totp', nameRefusals({ investor_name: 'Wes Nosy' }, 'investor_name'));
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
      const answer = await server.api.call(method, path, { body: method === 'POST' ? { code: '123456' } : undefined });
      expect(answer, path).toMatchObject({ status: 401, body: { message: 'Sign in to continue.' } });
    }
    const token = await server.api.addInvestorUser(server.admin, 'Xena Typo', 'xena');
    const withPassword = codeRefusals.map(([what, body, ...rest]): Refusal => [what, { ...(body as object), current_password }, ...rest]);
    await expectRefusals(server.api, token, '/auth/totp/confirm', [
      ...withPassword,
      ['code not six digits', { code: 'abcdef', current_password }, 400, /^code: Enter the 6-digit code/],
      ['current password missing', { code: '123456' }, 400, /^current_password: Required$/],
    ]);
    await expectRefusals(server.api, token, '/auth/totp/disable', codeRefusals);
    const before = await server.api.eventCount();
    for (const otp of ['', 7, 'x'.repeat(65)]) {
      expect((await server.api.call('POST', '/auth/login', { body: { username: 'xena', password: 'investor-pass-1', otp } })).status).toBe(
        400,
      );
    }
    expect(await server.api.eventCount()).toBe(before);
  });
});
