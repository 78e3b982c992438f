import { sql } from 'slonik';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerWithMail, type TestMailServer } from '../../testing/mail-server';
import { testAdmin, type TestServer } from '../../testing/test-server';
import { forgotPasswordAnswer } from './password-reset';

let mailServer: TestMailServer;
let api: TestServer;
let adminToken: string;

beforeAll(async () => {
  ({ mailServer, api, admin: adminToken } = await startTestServerWithMail({ mail: { adminEmail: 'boss@portal.test' } }));
});
afterAll(async () => {
  await api?.stop();
  await mailServer?.stop();
});

/** Asks for a link for `username` and gives the token of the mail that came, if one came. */
const askForLink = async (username: string): Promise<string | null> => {
  const before = mailServer.received.length;
  const answer = await api.call('POST', '/auth/forgot_password', { body: { username } });
  expect(answer.status).toBe(202);
  expect(answer.body).toEqual(forgotPasswordAnswer);
  await api.services.passwordResets.idle();
  const mail = mailServer.received[before];
  if (mail === undefined) return null;
  const link = /https:\/\/portal\.test\/reset_password\?token=([A-Za-z0-9_-]+)/.exec(mail.mail.text ?? '');
  expect(link, mail.mail.text).not.toBeNull();
  return decodeURIComponent(link![1]!);
};

const reset = (token: string, newPassword: string) =>
  api.call('POST', '/auth/reset_password', { body: { token, new_password: newPassword } });

describe('forgotten passwords through HTTP', () => {
  it('mails an investor’s user a single-use link that sets a new password and ends every session', async () => {
    const session = await api.addInvestorUser(adminToken, 'Ann Reset', 'annreset', 'old-password-1');
    const token = await askForLink('annreset');
    const mail = mailServer.received.at(-1)!;
    expect(mail.to).toEqual(['annreset@example.com']);
    expect(mail.mail.subject).toBe('Reset your Test Portal password');
    expect(mail.mail.text).toContain('Someone asked to reset your Test Portal password.');
    expect(mail.mail.html).toContain(`href="https://portal.test/reset_password?token=${token}"`);
    expect(mail.mail.attachments).toEqual([]);

    expect(await reset(token!, 'new-password-1')).toMatchObject({ status: 200, body: { message: expect.stringContaining('changed') } });
    expect((await api.call('GET', '/auth/protected', { token: session })).status).toBe(401);
    expect((await api.call('POST', '/auth/login', { body: { username: 'annreset', password: 'old-password-1' } })).status).toBe(401);
    await api.loginAs('annreset', 'new-password-1');

    const events = await api.eventCount();
    expect(await reset(token!, 'another-password-1')).toMatchObject({
      status: 410,
      body: { message: expect.stringContaining('used already') },
    });
    expect(await api.eventCount()).toBe(events);
  });

  it('keeps only a digest of each token, and refuses an expired or unknown one with a message, recording nothing', async () => {
    await api.addInvestorUser(adminToken, 'Bob Reset', 'bobreset');
    const token = (await askForLink('bobreset'))!;
    const kept = await api.runtime.pool.any(
      sql.type(z.object({ token_digest: z.string() }))`SELECT token_digest FROM password_resets.tokens`,
    );
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.map((row) => row.token_digest)).not.toContain(token);

    // A new password too short is refused before the link is spent.
    expect((await reset(token, 'short')).status).toBe(400);
    await api.services.resetTokens.expire(token);
    const events = await api.eventCount();
    expect(await reset(token, 'new-password-1')).toMatchObject({ status: 410, body: { message: expect.stringContaining('expired') } });
    expect(await reset('no-such-token', 'new-password-1')).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('not valid') },
    });
    expect(await api.eventCount()).toBe(events);
  });

  it('ends a link when the password was changed another way after it was sent', async () => {
    const session = await api.addInvestorUser(adminToken, 'Cid Reset', 'cidreset', 'old-password-1');
    const token = (await askForLink('cidreset'))!;
    const changed = await api.call('POST', '/auth/change_password', {
      token: session,
      body: { current_password: 'old-password-1', new_password: 'changed-password-1' },
    });
    expect(changed.status).toBe(200);
    expect((await reset(token, 'new-password-1')).status).toBe(410);
  });

  it('mails the administrator’s link to ADMIN_EMAIL, and answers an unknown username the same way without a mail', async () => {
    const token = await askForLink(testAdmin.username);
    expect(mailServer.received.at(-1)!.to).toEqual(['boss@portal.test']);
    expect(token).not.toBeNull();
    const before = mailServer.received.length;
    expect(await askForLink('nobody-at-all')).toBeNull();
    expect(mailServer.received.length).toBe(before);
  });

  it('answers 400 for a request without a username or a reset without a token', async () => {
    expect((await api.call('POST', '/auth/forgot_password', { body: { username: '  ' } })).status).toBe(400);
    expect((await api.call('POST', '/auth/reset_password', { body: { new_password: 'new-password-1' } })).status).toBe(400);
  });
});
