import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerWithMail, type TestMailServer } from '../testing/mail-server';
import type { ApiAnswer, TestServer } from '../testing/test-server';

/**
 * Forgotten passwords tried as an attacker would, through HTTP: the answer must not tell whether a
 * username exists (words, status, headers), and a flood of requests must neither fill a person's
 * mailbox nor grow the log. Each attacker calls from its own loopback address (127.0.0.x).
 */
let mailServer: TestMailServer;
let api: TestServer;

beforeAll(async () => {
  let adminToken: string;
  ({
    mailServer,
    api,
    admin: adminToken,
  } = await startTestServerWithMail({
    throttle: { limits: { resetAccount: { max: 3, windowMs: 60_000 }, resetAddress: { max: 6, windowMs: 60_000 } } },
  }));
  await api.addInvestorUser(adminToken, 'Vera Victim', 'vera', 'vera-right-password');
});
afterAll(async () => {
  await api?.stop();
  await mailServer?.stop();
});

const ask = (username: string, from: string) => api.call('POST', '/auth/forgot_password', { body: { username }, from });

/** What a client can compare between two answers: everything but the headers that differ per request. */
const visible = (answer: ApiAnswer) => {
  const headers = [...answer.headers.entries()].filter(
    ([name]) => !['date', 'x-request-id', 'x-correlation-id', 'content-security-policy'].includes(name),
  );
  return { status: answer.status, text: answer.text, headers };
};

describe('forgot_password under attack', () => {
  it('answers a username that exists exactly as one that does not', async () => {
    const events = await api.eventCount();
    const known = await ask('vera', '127.0.0.11');
    const unknown = await ask('no-such-user', '127.0.0.11');
    expect(known.status).toBe(202);
    expect(visible(unknown)).toEqual(visible(known));
    await api.services.passwordResets.idle();
    // An anonymous request records nothing in the log, whoever it names.
    expect(await api.eventCount()).toBe(events);
  });

  it('refuses a flood of requests for one username, in any spelling, from any address: 429, and no more mails', async () => {
    await api.services.passwordResets.idle();
    const before = mailServer.received.length;
    // The test before took one of vera's three slots: two more, in any spelling and from any address.
    const answers = [await ask('VERA', '127.0.0.21'), await ask('ｖｅｒａ', '127.0.0.22')];
    expect(answers.map((a) => a.status)).toEqual([202, 202]);
    const refused = await ask('Vera', '127.0.0.23');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body.message).toMatch(/Too many requests for a new password/);
    await api.services.passwordResets.idle();
    expect(mailServer.received.length - before).toBe(2);
    // An unknown username is refused alike once it is flooded: a 429 tells nothing either.
    const unknown = [];
    for (let i = 0; i < 4; i += 1) unknown.push((await ask('ghost', `127.0.0.${30 + i}`)).status);
    expect(unknown).toEqual([202, 202, 202, 429]);
  });

  it('refuses one address asking for many usernames', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await ask(`sprayed-${i}`, '127.0.0.41')).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202, 429]);
  });
});
