import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerWithMail, type TestMailServer } from '../../testing/mail-server';
import type { TestServer } from '../../testing/test-server';

let mailServer: TestMailServer;
let api: TestServer;
let admin: string;
let investor: string;

beforeAll(async () => {
  ({ mailServer, api, admin } = await startTestServerWithMail());
  investor = await api.addInvestorUser(admin, 'Ivy Mailed', 'ivy');
});
afterAll(async () => {
  await api?.stop();
  await mailServer?.stop();
});

const account = '4455667788';

/** The mails the sender delivers now, after those already received. */
const mailsSent = async (count: number) => {
  const before = mailServer.received.length;
  await api.services.noticeSender.sendDue();
  return (await mailServer.waitFor(before + count)).slice(before);
};

describe('mail about payment details (the guard against redirection)', () => {
  it('mails the investor at the e-mail on file when a change is proposed and when it is approved, with no digit of the account', async () => {
    const body = { method: 'ach', routing_number: '021000021', account_number: account, account_type: 'checking', account_name: 'Ivy' };
    const proposed = await api.call('POST', '/api/payment_details', {
      token: investor,
      body: { ...body, current_password: 'investor-pass-1' },
    });
    expect(proposed.status).toBe(200);
    const [proposal] = await mailsSent(1);
    expect(proposal!.to).toEqual(['ivy@example.com']);
    expect(proposal!.mail.subject).toBe('A change of your bank details was proposed');
    expect(proposal!.mail.text).toContain('https://portal.test/payment-details');
    expect(proposal!.mail.text).not.toContain(account.slice(-4));

    const approved = await api.call('POST', '/admin/review_payment_details', {
      token: admin,
      body: { investor_name: 'Ivy Mailed', decision: 'approve' },
    });
    expect(approved.status).toBe(200);
    const [change] = await mailsSent(1);
    expect(change!.mail.subject).toBe('Your bank details were changed');
    expect(`${change!.mail.text}${String(change!.mail.html)}`).not.toContain(account.slice(-4));
  });
});
