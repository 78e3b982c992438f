import { sql } from 'slonik';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { testAdmin } from '../../testing/test-server';
import { twoFactorServerForFile } from '../../testing/two-factor';
import { enrolmentRequiredMessage } from '../../infrastructure/http/enrollment-gate';

/**
 * REQUIRE_ADMIN_TOTP through HTTP (docs/two-factor.md): an administrator turns two-factor sign-in on
 * before any admin call answers, and may not turn it off; investors are asked nothing. The server
 * checks codes at a clock of this file's own.
 */

const server = twoFactorServerForFile(Date.UTC(2025, 5, 2, 9, 0, 7), { requireAdminTotp: true });
const { later, code } = server;

describe('REQUIRE_ADMIN_TOTP', () => {
  it('makes the administrator turn it on before any admin call answers; then every call answers', async () => {
    const token = await server.api.loginAs(testAdmin.username, testAdmin.password);
    const required = { status: 403, body: { message: enrolmentRequiredMessage, totp_enrollment_required: true } };
    const before = await server.api.eventCount();
    expect(await server.api.call('GET', '/admin/get_admin_summary', { token })).toMatchObject(required);
    expect(await server.api.call('GET', '/api/investor_summary?investor_name=Ann', { token })).toMatchObject(required);
    expect(await server.api.call('POST', '/admin/add_partner', { token, body: { loren_name: 'Early Partner' } })).toMatchObject(required);
    expect(await server.api.eventCount()).toBe(before);

    // What sets it up still answers.
    expect((await server.api.call('GET', '/admin/get_admin_level', { token })).status).toBe(200);
    expect((await server.api.call('GET', '/auth/protected', { token })).status).toBe(200);
    expect(await server.api.call('GET', '/auth/totp/status', { token })).toMatchObject({ status: 200, body: { enabled: false } });
    const current_password = testAdmin.password;
    const secret = (await server.api.call('POST', '/auth/totp/enroll', { token, body: { current_password } })).body.secret as string;
    expect(await server.api.call('POST', '/auth/totp/confirm', { token, body: { code: code(secret), current_password } })).toMatchObject({
      status: 200,
    });

    // The same session now gets its answers; the next sign-in needs a code.
    expect((await server.api.call('GET', '/admin/get_admin_summary', { token })).status).toBe(200);
    expect(await server.api.call('POST', '/auth/login', { body: testAdmin })).toMatchObject({ status: 401, body: { otp_required: true } });
    later();
    expect((await server.api.call('POST', '/auth/login', { body: { ...testAdmin, otp: code(secret) } })).status).toBe(200);
    // An administrator may not turn it off here.
    later();
    expect(await server.api.call('POST', '/auth/totp/disable', { token, body: { code: code(secret) } })).toMatchObject({
      status: 409,
      body: { message: 'Administrators must keep two-factor sign-in on for this portal.' },
    });
  });

  it('asks nothing of investors', async () => {
    const token = await server.api.loginAs(testAdmin.username, testAdmin.password).catch(() => null);
    expect(token).toBeNull(); // the administrator of the test above needs a code now
    const secret = await adminSecretOf();
    later();
    const admin = (await server.api.call('POST', '/auth/login', { body: { ...testAdmin, otp: code(secret) } })).body.access_token as string;
    const investor = await server.api.addInvestorUser(admin, 'Yara Free', 'yara');
    expect((await server.api.call('GET', '/api/investor_summary', { token: investor })).status).toBe(200);
  });
});

/** The administrator's clear secret, as the server would open it (the test reads its own log). */
const adminSecretOf = async (): Promise<string> => {
  const sealed = await server.api.runtime.pool.oneFirst(
    sql.type(z.object({ secret: z.string() }))`
      SELECT data->>'secret' AS secret FROM event_store.events WHERE type = 'TotpEnrollmentStarted' AND data->>'userId' = 'admin'
      ORDER BY transaction_id DESC, position DESC LIMIT 1`,
  );
  return server.api.services.personalData.reveal(sealed);
};
