import { randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerFixture } from '../../testing/ledger-fixture';
import { readBackPdf } from '../../testing/pdf-read-back';
import { startTestServerWithMail, type TestMailServer } from '../../testing/mail-server';
import { downloadStatement, listedStatements, sha256, type ListedStatement } from '../../testing/issued-statements';
import type { TestServer } from '../../testing/test-server';
import { distributionsStream, runsDecider } from '../distributions/runs';

let mailServer: TestMailServer;
let api: TestServer;
const tokens = { admin: '', ann: '', bob: '' };

/** Ann and Bob own Elm 60/40: March's $2,000.00 rent less the 10 % fee leaves Ann $1,080.00 and Bob $720.00 of cash. */
beforeAll(async () => {
  ({ mailServer, api, admin: tokens.admin } = await startTestServerWithMail());
  const ledger = ledgerFixture(api, tokens.admin);
  await ledger.llc('Notice LLC');
  await ledger.property('Elm', 'Notice LLC');
  tokens.ann = await api.addInvestorUser(tokens.admin, 'Ann Notice', 'ann');
  tokens.bob = await api.addInvestorUser(tokens.admin, 'Bob Notice', 'bob');
  await ledger.invest('Ann Notice', 'Elm', 600);
  await ledger.invest('Bob Notice', 'Elm', 400);
  await ledger.income('Elm', 2000);
  const ach = { method: 'ach', routing_number: '021000021', account_number: '11112222', account_type: 'checking', account_name: 'Ann' };
  for (const body of [
    { investor_name: 'Ann Notice', ...ach },
    { investor_name: 'Bob Notice', method: 'check' },
  ]) {
    expect((await api.call('POST', '/admin/set_payment_details', { token: tokens.admin, body })).status).toBeLessThan(300);
  }
}, 60_000);
afterAll(async () => {
  await api?.stop();
  await mailServer?.stop();
});

/** The PDF's text as a reader extracts it. */
const textOf = async (pdf: Buffer) => (await readBackPdf(pdf)).pages.join('\n');

describe('distribution notices (docs/distributions.md, The notice)', () => {
  it('gives each paid investor one notice of the confirmed run: listed, downloaded, mailed once with no figure', async () => {
    const sentBefore = mailServer.received.length;
    const body = { date: '2024-12-15', description: 'Q4 distribution', mode: 'balance' };
    const draft = await api.call('POST', '/admin/plan_distribution', { token: tokens.admin, body });
    expect(draft.status).toBe(201);
    const confirmed = await api.call('POST', '/admin/confirm_distribution', { token: tokens.admin, body: { run_id: draft.body.run_id } });
    expect(confirmed.status).toBe(200);
    await api.services.statements.distributionNotices.idle();
    // A confirm sent again, and a pass that finds the run not marked done (a process stopped before it was), issue nothing more.
    const count = await api.eventCount();
    await api.call('POST', '/admin/confirm_distribution', { token: tokens.admin, body: { run_id: draft.body.run_id } });
    await api.runtime.pool.query(sql.unsafe`DELETE FROM statements.distribution_notice_runs`);
    await api.services.statements.distributionNotices.workOnRuns();
    expect(await api.eventCount()).toBe(count);
    expect(await api.runtime.pool.oneFirst(sql.unsafe`SELECT count(*)::int FROM statements.distribution_notice_runs`)).toBe(1);
    await api.caughtUp();

    // The run is dated a Sunday: Ann's bank credits her transfer on the Monday, the bank file's effective entry date.
    const expected = [
      [
        'Ann Notice',
        tokens.ann,
        '$1,080.00',
        ['ACH transfer to the account ending 2222', 'Sent on', 'Your bank credits it on', 'December 16, 2024'],
      ],
      ['Bob Notice', tokens.bob, '$720.00', ['Check', 'Check issued on']],
    ] as const;
    const notices: ListedStatement[] = [];
    for (const [name, token, amount, method] of expected) {
      const listed = await listedStatements(api, token);
      expect(listed).toEqual([
        expect.objectContaining({ kind: 'distribution_notice', from: '2024-12-15', through: '2024-12-15', erased: false }),
      ]);
      const notice = listed[0]!;
      notices.push(notice);
      const own = await downloadStatement(api, notice.statement_id, token);
      expect(own.response.status).toBe(200);
      expect(own.response.headers.get('content-disposition')).toBe('attachment; filename="distribution-2024-12-15.pdf"');
      expect(sha256(own.bytes)).toBe(notice.sha256);
      const text = await textOf(own.bytes);
      for (const words of [
        'Distribution Notice',
        name,
        'Date: December 15, 2024',
        amount,
        ...method,
        'Cash balance after',
        '$0.00',
        'As known on',
      ])
        expect(text).toContain(words);
      const issued = (await api.runtime.store.readStream(`statement-${notice.statement_id}`)).map((event) => [
        event.type,
        event.data.sha256,
      ]);
      expect(issued).toEqual([['DistributionNoticeIssued', notice.sha256]]);
    }
    // Another investor's notice is as unknown to Ann as one that does not exist.
    const others = await downloadStatement(api, notices[1]!.statement_id, tokens.ann);
    const unknown = await downloadStatement(api, '00000000-0000-4000-8000-000000000000', tokens.ann);
    expect([others.response.status, others.bytes.toString()]).toEqual([404, unknown.bytes.toString()]);

    // The bank-details notices of the set-up go out too: the run's are those of the notice's subject.
    await api.services.noticeSender.sendDue();
    await mailServer.waitFor(sentBefore + 4);
    await api.services.noticeSender.sendDue();
    const mails = mailServer.received.slice(sentBefore).filter(({ mail }) => mail.subject?.startsWith('Your distribution notice'));
    expect(mails.map((one) => one.to).sort()).toEqual([['ann@example.com'], ['bob@example.com']]);
    for (const { mail } of mails) {
      expect(mail.subject).toBe('Your distribution notice of 12/15/2024 is ready');
      expect(mail.text).toContain('https://portal.test/statements');
      expect(mail.text).toContain(
        'A distribution dated 12/15/2024 was made to you. Its notice, saying how and when it was sent, is ready.',
      );
      expect(mail.text).toContain('Sign in to Test Portal to read and download it:');
      expect(mail.attachments).toEqual([]);
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\$|\d[\d,]*\.\d\d\b/);
    }
  }, 60_000);

  it('makes a notice unreadable (410) once the investor’s personal data is erased, and has no verification', async () => {
    const [notice] = await listedStatements(api, tokens.admin, 'Bob Notice');
    const verified = await api.call('GET', `/admin/verify_statement?statement_id=${notice!.statement_id}`, { token: tokens.admin });
    expect(verified.status).toBe(409);
    const bobId = (await api.services.people.current()).investorNamed('Bob Notice')!.id;
    const erased = await api.call('POST', '/admin/forget_personal_data', { token: tokens.admin, body: { investor_name: 'Bob Notice' } });
    expect(erased.status, String(erased.body.message)).toBeLessThan(300);
    await api.caughtUp();
    expect((await downloadStatement(api, notice!.statement_id, tokens.admin)).response.status).toBe(410);
    const erasedName = (await api.services.people.current()).investorById(bobId)!.name;
    const [after] = await listedStatements(api, tokens.admin, erasedName);
    expect(after).toMatchObject({ statement_id: notice!.statement_id, kind: 'distribution_notice', erased: true });
  });

  it('issues and mails the notices of a run recorded with none (as before notices existed) at the next pass', async () => {
    const sentBefore = mailServer.received.length;
    const ann = (await api.services.people.current()).investorNamed('Ann Notice')!;
    const line = { investorId: ann.id, recordId: randomUUID(), cashBalanceCents: 100_00, amountCents: 10_00, method: 'check' as const };
    const run = { runId: randomUUID(), date: '2024-11-29', description: 'Earlier distribution', mode: 'amount' as const };
    // The run alone, as a process that issued no notice recorded it.
    const confirm = { type: 'ConfirmRun' as const, run: { ...run, lines: [{ ...line, account: null }] } };
    await api.services.runner.execute(runsDecider, distributionsStream, confirm, { actor: 'upgrade test', correlationId: run.runId });
    await api.services.statements.distributionNotices.workOnRuns();
    await api.caughtUp();

    const listed = await listedStatements(api, tokens.ann);
    expect(listed.filter((document) => document.from === '2024-11-29')).toEqual([
      expect.objectContaining({ kind: 'distribution_notice', through: '2024-11-29', erased: false }),
    ]);
    await api.services.noticeSender.sendDue();
    await mailServer.waitFor(sentBefore + 1);
    expect(mailServer.received.slice(sentBefore).map(({ mail }) => mail.subject)).toEqual([
      'Your distribution notice of 11/29/2024 is ready',
    ]);
  });
});
