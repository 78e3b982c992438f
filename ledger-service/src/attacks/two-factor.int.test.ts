import { sql } from 'slonik';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { twoFactorServerForFile } from '../testing/two-factor';

/**
 * Attacks on two-factor sign-in (docs/two-factor.md): replaying a code, also from two sign-ins at
 * the same moment; guessing codes; and looking for the secret or the recovery codes where they are
 * kept. The server checks codes at this file's own clock.
 */

const server = twoFactorServerForFile(Date.UTC(2025, 8, 1, 12, 0, 3));
const { later, code } = server;

const login = (username: string, otp: string | undefined, from?: string) =>
  server.api.call('POST', '/auth/login', { body: { username, password: 'investor-pass-1', ...(otp === undefined ? {} : { otp }) }, from });

/** An investor's portal user with two-factor sign-in on, a step ago: their token, secret and recovery codes. */
const withTwoFactor = async (investorName: string, username: string, headers: Record<string, string> = {}) => {
  const token = await server.api.addInvestorUser(server.admin, investorName, username);
  const turnedOn = await server.turnOn(token, { headers });
  later();
  return { token, ...turnedOn };
};

/** A user's two-factor stream: named by their user id (docs/personal-data.md). */
const totpStreamOf = async (username: string) => `totp-${(await server.api.services.people.current()).userNamed(username)!.userId}`;

describe('a code is used once, even by sign-ins at the same moment', () => {
  it('lets exactly one of five concurrent sign-ins with one code in, round after round', async () => {
    const { secret } = await withTwoFactor('Cora Concurrent', 'cora');
    for (let round = 0; round < 4; round++) {
      const current = code(secret);
      const answers = await Promise.all(Array.from({ length: 5 }, () => login('cora', current)));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses, JSON.stringify(answers.map((a) => a.body.message))).toEqual([200, 401, 401, 401, 401]);
      for (const refused of answers.filter((answer) => answer.status === 401)) expect(refused.body.otp_required).toBe(true);
      later();
    }
    // One TotpCodeUsed per round, never two for a step.
    const steps = await server.api.runtime.pool.anyFirst(
      sql.type(z.object({ step: z.string() }))`
        SELECT data->>'step' AS step FROM event_store.events WHERE stream_name = ${await totpStreamOf('cora')} AND type = 'TotpCodeUsed'`,
    );
    expect(steps).toHaveLength(4);
    expect(new Set(steps).size).toBe(4);
  });

  it('lets one recovery code in once when it is sent twice at the same moment', async () => {
    const { recoveryCodes } = await withTwoFactor('Rex Race', 'rex');
    const answers = await Promise.all([login('rex', recoveryCodes[4]), login('rex', recoveryCodes[4]), login('rex', recoveryCodes[4])]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
  });

  it('does not let a sign-in and turning it off both use one code', async () => {
    const { token, secret } = await withTwoFactor('Dora Double', 'dora');
    const current = code(secret);
    const [signIn, off] = await Promise.all([
      login('dora', current),
      server.api.call('POST', '/auth/totp/disable', { token, body: { code: current } }),
    ]);
    // Whichever comes second is refused (403 or 401), or, after turning it off, needs no code at
    // all (both 200): the code was used once either way.
    expect([signIn.status, off.status], `${signIn.body.message} / ${off.body.message}`).toContain(200);
    const used = await server.api.runtime.pool.anyFirst(
      sql.type(z.object({ step: z.string() }))`
        SELECT data->>'step' AS step FROM event_store.events WHERE stream_name = ${await totpStreamOf('dora')} AND type = 'TotpCodeUsed'`,
    );
    expect(used).toHaveLength(1);
  });
});

describe('guessing codes', () => {
  it('counts wrong codes like wrong passwords: five from one address, then 429 even for the right code; the owner still gets in elsewhere', async () => {
    const { secret } = await withTwoFactor('Gus Guessed', 'gus');
    const before = await server.api.eventCount();
    for (let guess = 0; guess < 5; guess++) {
      expect((await login('gus', String(100000 + guess), '127.0.0.2')).status).toBe(401);
    }
    const locked = await login('gus', code(secret), '127.0.0.2');
    expect(locked.status).toBe(429);
    expect(await server.api.eventCount()).toBe(before);
    const failures = await server.api.runtime.pool.anyFirst(
      sql.type(z.object({ reason: z.string() }))`SELECT reason FROM sign_in_attempts.failures WHERE username = 'gus' ORDER BY at`,
    );
    expect(failures).toEqual(['wrong_code', 'wrong_code', 'wrong_code', 'wrong_code', 'wrong_code', 'throttled']);
    expect((await login('gus', code(secret), '127.0.0.3')).status).toBe(200);

    const audit = await server.api.call('GET', '/admin/audit_log?event_type=LoginFailed&entity_type=portal_user&entity_name=gus', {
      token: server.admin,
    });
    expect((audit.body.events as { summary: string }[])[1]?.summary).toBe(
      'Failed sign-in as gus (wrong or used two-factor code) from 127.0.0.2',
    );
  });

  it('gives a stolen session five guesses at turning it off, then 429', async () => {
    const { token, secret } = await withTwoFactor('Stan Stolen', 'stan');
    for (let guess = 0; guess < 5; guess++) {
      expect(
        (await server.api.call('POST', '/auth/totp/disable', { token, body: { code: String(200000 + guess) }, from: '127.0.0.5' })).status,
      ).toBe(403);
    }
    const locked = await server.api.call('POST', '/auth/totp/disable', { token, body: { code: code(secret) }, from: '127.0.0.5' });
    expect(locked.status).toBe(429);
    expect(await server.api.call('GET', '/auth/totp/status', { token })).toMatchObject({ body: { enabled: true } });
  });
});

describe('the secret and the recovery codes at rest', () => {
  it('are nowhere in clear text: not in the log, the read models or the kept answers of retried requests', async () => {
    const { secret, recoveryCodes } = await withTwoFactor('Sue Sealed', 'sue', { 'Idempotency-Key': 'enrol-sue-1' });
    const sealed = await server.api.runtime.pool.oneFirst(
      sql.type(z.object({ secret: z.string() }))`
        SELECT data->>'secret' AS secret FROM event_store.events WHERE stream_name = ${await totpStreamOf('sue')} AND type = 'TotpEnrollmentStarted'`,
    );
    expect(sealed).toMatch(/^pd1\./);
    expect(await server.api.services.personalData.reveal(sealed)).toBe(secret);

    const texts: string[] = [
      ...(await server.api.runtime.pool.anyFirst(sql.type(z.object({ row: z.string() }))`SELECT e::text AS row FROM event_store.events e`)),
      ...(await server.api.runtime.pool.anyFirst(
        sql.type(z.object({ row: z.string() }))`SELECT r::text AS row FROM http_idempotency.requests r`,
      )),
    ];
    const tables = await server.api.runtime.pool.any(
      sql.type(z.object({ table_schema: z.string(), table_name: z.string() }))`
        SELECT table_schema, table_name FROM information_schema.tables WHERE table_schema LIKE 'rm\\_%' AND table_type = 'BASE TABLE'`,
    );
    expect(tables.length).toBeGreaterThan(5);
    for (const { table_schema, table_name } of tables) {
      texts.push(
        ...(await server.api.runtime.pool.anyFirst(
          sql.type(z.object({ row: z.string() }))`SELECT t::text AS row FROM ${sql.identifier([table_schema, table_name])} t`,
        )),
      );
    }
    const everything = texts.join('\n');
    expect(everything).toContain('sue'); // the scan sees her rows
    expect(everything).not.toContain(secret);
    for (const recoveryCode of recoveryCodes) {
      expect(everything).not.toContain(recoveryCode);
      expect(everything).not.toContain(recoveryCode.replace('-', ''));
    }
  });
});
