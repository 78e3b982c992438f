import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../infrastructure/mail/transport';
import { ifHoldingAdvisoryLock } from '../../shared/advisory-lock';
import { startTestServerWithMail, type TestMailServer } from '../../testing/mail-server';
import type { TestServer } from '../../testing/test-server';
import { recipientEmail, sendTestMail } from './mail';
import { deliveries, queueNotice } from './outbox';
import { createNoticeSender, retryDelaysMs, retryForMs } from './sender';

let mailServer: TestMailServer;
let api: TestServer;
let adminToken: string;
const from = 'Test Portal <portal@portal.test>';
const context = () => ({ actor: 'admin', correlationId: randomUUID() });

beforeAll(async () => {
  ({ mailServer, api, admin: adminToken } = await startTestServerWithMail());
});
afterAll(async () => {
  await api?.stop();
  await mailServer?.stop();
});

/** Adds an investor with this e-mail; their id. */
const investor = async (name: string, email: string): Promise<string> => {
  const body = { name, email, phone: '555-0100', address: '1 Main St', fee_percentage: 0.1 };
  expect((await api.call('POST', '/admin/add_investor', { token: adminToken, body })).status).toBe(201);
  return (await api.services.people.current()).investorNamed(name)!.id;
};

const statementNotice = (investorId: string) => ({
  kind: 'statement_ready' as const,
  recipient: { investorId },
  statementId: randomUUID(),
  from: '2026-07-01',
  through: '2026-09-30',
});

const stateOf = async (noticeId: string) => (await deliveries(api.services.notices, [noticeId])).get(noticeId);
const rowOf = async (noticeId: string) => (await api.services.notices.byIds([noticeId]))[0]!;

/** A sender of its own on the test server's services, with a clock the test moves and a mail server of its choosing. */
const senderWith = (options: { now?: () => number; smtpUrl?: string | null } = {}) => {
  const { services } = api;
  const smtpUrl = options.smtpUrl === undefined ? mailServer.url : options.smtpUrl;
  return createNoticeSender({
    runner: services.runner,
    notices: services.notices,
    addressOf: recipientEmail(services),
    mailer: smtpUrl === null ? null : createMailer({ smtpUrl, from, timeoutMs: 2_000 }),
    brand: services.mail.brand,
    ifElected: async (work) => void (await ifHoldingAdvisoryLock(api.runtime.lockPool, 7_401_113_364, work)),
    now: options.now,
  });
};

describe('the notice outbox', () => {
  it('mails exactly one message per notice, under the Message-ID of its NoticeQueued event, with no figure and no attachment', async () => {
    const ann = await investor('Ann Outbox', 'ann@example.com');
    const bob = await investor('Bob Outbox', 'bob@example.com');
    const before = mailServer.received.length;
    const notices = [await queueNotice(api.services.runner, statementNotice(ann), context())];
    notices.push(await queueNotice(api.services.runner, statementNotice(bob), context()));
    await api.services.noticeSender.sendDue();
    await api.services.noticeSender.sendDue();
    const mails = (await mailServer.waitFor(before + 2)).slice(before);
    expect(mailServer.received.length).toBe(before + 2);
    expect(mails.map((m) => m.to).sort()).toEqual([['ann@example.com'], ['bob@example.com']]);
    for (const [index, noticeId] of notices.entries()) {
      const row = await rowOf(noticeId);
      expect(row.state).toBe('sent');
      const mail = mails.find((m) => m.to[0] === ['ann@example.com', 'bob@example.com'][index])!.mail;
      expect(mail.messageId).toBe(`<${row.queued_event_id}@portal.test>`);
      expect(row.message_id).toBe(mail.messageId);
      expect(mail.subject).toBe('Your statement for Q3 2026 is ready');
      expect(mail.from?.value[0]).toMatchObject({ name: 'Test Portal', address: 'portal@portal.test' });
      expect(mail.text).toContain('https://portal.test/statements');
      expect(mail.text).toContain('Your capital account statement for Q3 2026 is ready. Sign in to Test Portal to read and download it:');
      expect(mail.html).toContain('href="https://portal.test/statements"');
      expect(mail.attachments).toEqual([]);
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\$|\d[\d,]*\.\d\d\b/);
    }
    // No address in any event of the log.
    const log = await api.runtime.store.readStream(`notice-${notices[0]}`);
    expect(JSON.stringify(log.map((event) => event.data))).not.toContain('@example.com');
  });

  it('sends a notice refused with 451 again after its wait, and delivers it once', async () => {
    const carol = await investor('Carol Outbox', 'carol@example.com');
    let now = Date.now();
    const sender = senderWith({ now: () => now });
    const before = mailServer.received.length;
    mailServer.refuseNext(451, '4.3.0 Try again later');
    const noticeId = await queueNotice(api.services.runner, statementNotice(carol), context());
    await sender.sendDue();
    expect(await stateOf(noticeId)).toBe('queued');
    expect(mailServer.received.length).toBe(before);
    // Not before its wait, which is under a minute.
    expect(retryDelaysMs[0]).toBeLessThan(60_000);
    await sender.sendDue();
    expect(mailServer.received.length).toBe(before);
    now += retryDelaysMs[0];
    await sender.sendDue();
    await sender.sendDue();
    await mailServer.waitFor(before + 1);
    expect(mailServer.received.length).toBe(before + 1);
    expect(await stateOf(noticeId)).toBe('sent');
    await sender.stop();
  });

  it('records NoticeFailed with the code and words of a 550 (any address in them left out), and sends it no more', async () => {
    const dan = await investor('Dan Outbox', 'dan@example.com');
    mailServer.refuseNext(550, '5.1.1 <dan@example.com>: No such mailbox');
    const noticeId = await queueNotice(api.services.runner, statementNotice(dan), context());
    const before = mailServer.received.length;
    await api.services.noticeSender.sendDue();
    // The server's words, without the address it quoted: no event holds one.
    expect(await rowOf(noticeId)).toMatchObject({
      state: 'failed',
      smtp_code: 550,
      reason: expect.stringContaining('<[address]>: No such mailbox'),
    });
    await api.services.noticeSender.sendDue();
    expect(mailServer.received.length).toBe(before);
    const audit = await api.call('GET', '/admin/audit_log?entity_type=investor&entity_name=Dan%20Outbox', { token: adminToken });
    expect(JSON.stringify(audit.body)).toContain('not delivered (code 550)');
  });

  it('retries a mail server it cannot reach, and gives up a day after the notice was queued', async () => {
    const erin = await investor('Erin Outbox', 'erin@example.com');
    let now = Date.now();
    // A port nothing listens on: the connection is refused, which is worth trying again.
    const sender = senderWith({ now: () => now, smtpUrl: 'smtp://portal:mail-secret@127.0.0.1:9' });
    const noticeId = await queueNotice(api.services.runner, statementNotice(erin), context());
    await sender.sendDue();
    expect(await stateOf(noticeId)).toBe('queued');
    now = Date.parse((await rowOf(noticeId)).queued_at) + retryForMs;
    await sender.sendDue();
    expect(await rowOf(noticeId)).toMatchObject({
      state: 'failed',
      smtp_code: null,
      reason: expect.stringMatching(/^Still not delivered a day after/),
    });
    await sender.stop();
  });

  it('records not_configured without a mail server, and no_email for a person whose e-mail was erased', async () => {
    const fay = await investor('Fay Outbox', 'fay@example.com');
    const unconfigured = await queueNotice(api.services.runner, statementNotice(fay), context());
    const sender = senderWith({ smtpUrl: null });
    await sender.sendDue();
    expect(await stateOf(unconfigured)).toBe('not_configured');

    const gil = await investor('Gil Outbox', 'gil@example.com');
    const erased = await queueNotice(api.services.runner, statementNotice(gil), context());
    expect(
      (await api.call('POST', '/admin/forget_personal_data', { token: adminToken, body: { investor_name: 'Gil Outbox' } })).status,
    ).toBe(200);
    const before = mailServer.received.length;
    await api.services.noticeSender.sendDue();
    expect(await stateOf(erased)).toBe('no_email');
    expect(mailServer.received.length).toBe(before);
  });

  it('sends once when two API processes pass at the same moment: one holds the sender’s turn', async () => {
    const hal = await investor('Hal Outbox', 'hal@example.com');
    const before = mailServer.received.length;
    const noticeId = await queueNotice(api.services.runner, statementNotice(hal), context());
    const [one, two] = [senderWith(), senderWith()];
    await Promise.all([one.sendDue(), two.sendDue(), api.services.noticeSender.sendDue()]);
    await Promise.all([one.sendDue(), two.sendDue()]);
    await mailServer.waitFor(before + 1);
    expect(mailServer.received.length).toBe(before + 1);
    expect(await stateOf(noticeId)).toBe('sent');
    await Promise.all([one.stop(), two.stop()]);
  });
});

describe('POST /admin/send_test_email', () => {
  it('answers 200 once the mail server took the test mail, and 502 with its words when it refused', async () => {
    const before = mailServer.received.length;
    const sent = await api.call('POST', '/admin/send_test_email', { token: adminToken, body: { to: 'check@example.com' } });
    expect(sent).toMatchObject({
      status: 200,
      body: { message: expect.stringContaining('accepted the test e-mail to check@example.com') },
    });
    const [mail] = (await mailServer.waitFor(before + 1)).slice(before);
    expect(mail!.to).toEqual(['check@example.com']);
    expect(mail!.mail.subject).toBe('Test e-mail from Test Portal');
    expect(mail!.mail.text).toContain('This is a test e-mail from Test Portal: its mail settings work.');

    mailServer.refuseNext(550, '5.7.1 Relaying denied');
    const refused = await api.call('POST', '/admin/send_test_email', { token: adminToken, body: { to: 'check@example.com' } });
    expect(refused).toMatchObject({ status: 502, body: { message: expect.stringContaining('5.7.1 Relaying denied') } });
  });

  it('refuses a malformed address with 400, and says so when no mail server is configured (409)', async () => {
    const events = await api.eventCount();
    for (const to of ['not-an-address', '', 'a@b'])
      expect((await api.call('POST', '/admin/send_test_email', { token: adminToken, body: { to } })).status, to).toBe(400);
    expect(await api.eventCount()).toBe(events);
    await expect(sendTestMail({ ...api.services.mail, mailer: null }, 'check@example.com')).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('SMTP_URL'),
    });
  });
});
