import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpDatabase, tablesHolding } from '../../testing/database-dump';
import { ledgerFixture } from '../../testing/ledger-fixture';
import { startTestServerWithMail, type TestMailServer } from '../../testing/mail-server';
import { downloadStatement, listedStatements, sha256 } from '../../testing/issued-statements';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { templateVersion } from './statement-pdf';

let mailServer: TestMailServer;
let api: TestServer;
const tokens = { admin: '', ann: '', bob: '', auditor: '' };
let incomeId = '';
const q1 = { from: '2024-01-01', through: '2024-03-31' };

beforeAll(async () => {
  ({ mailServer, api, admin: tokens.admin } = await startTestServerWithMail());
  const ledger = ledgerFixture(api, tokens.admin);
  await ledger.llc('Main LLC');
  await ledger.property('Elm', 'Main LLC');
  await ledger.property('Oak', 'Main LLC');
  tokens.ann = await api.addInvestorUser(tokens.admin, 'Ann Statement', 'ann');
  tokens.bob = await api.addInvestorUser(tokens.admin, 'Bob Statement', 'bob');
  // Cy has nothing invested: a statement of zeros, all the same.
  await ledger.investor('Cy Statement');
  await ledger.invest('Ann Statement', 'Elm', 10_000, '2024-01-10');
  await ledger.invest('Bob Statement', 'Oak', 5_000, '2024-02-10');
  incomeId = await ledger.income('Elm', 1500);
  const added = await api.call('POST', '/admin/add_auditor', { token: tokens.admin, body: { username: 'audra' } });
  await api.call('POST', '/auth/register', { body: { username: 'audra', password: 'auditor-pass-1', secret: added.body.secret } });
  tokens.auditor = await api.loginAs('audra', 'auditor-pass-1');
}, 60_000);
afterAll(async () => {
  await api?.stop();
  await mailServer?.stop();
});

const issue = (body: Record<string, unknown>, token = tokens.admin) => api.call('POST', '/admin/issue_statements', { token, body });
const post = async (path: string, body: Record<string, unknown>) => {
  const answer = await api.call('POST', path, { token: tokens.admin, body });
  expect(answer.status, `${path}: ${answer.body.message}`).toBeLessThan(300);
};

/** The run once its work is done, as the administrator reads it. */
const finished = async (runId: string, server = api) => {
  await server.services.statements.issuer.idle();
  await server.caughtUp();
  const run = await server.read(`/admin/statement_run?run_id=${runId}`, tokens.admin);
  expect(run.state).toBe('done');
  return run as { statements: { investor_name: string; statement_id: string; sha256: string; notice: string }[] };
};

const listOf = (investorName: string) => listedStatements(api, tokens.admin, investorName);

const verify = async (statementId: string, server = api) =>
  (await server.read(`/admin/verify_statement?statement_id=${statementId}`, tokens.admin)) as {
    identical: boolean;
    sha256_rendered: string;
    template_version_issued: string;
    template_version_rendered: string;
  };

describe('issuing statements', () => {
  it('refuses a malformed period (400), an unknown investor (404), an open period (409) and anyone but an administrator, recording nothing', async () => {
    const before = await api.eventCount();
    const refused = [
      [{ from: '2024-01-02', through: '2024-03-31' }, 400, 'from: Expected the first day of a month'],
      [{ from: '2024-01-01', through: '2024-03-30' }, 400, 'through: Expected the last day of a month'],
      [{ from: '2024-04-01', through: '2024-03-31' }, 400, 'through: Expected a date on or after from'],
      [{ ...q1, investor_names: ['Nobody'] }, 404, 'No investor named Nobody.'],
      [q1, 409, 'Close the period through 2024-03-31 first.'],
    ] as const;
    for (const [body, status, message] of refused) {
      const answer = await issue(body);
      expect([answer.status, answer.body.message], JSON.stringify(body)).toEqual([status, expect.stringContaining(message)]);
    }
    for (const token of [tokens.auditor, tokens.ann]) expect((await issue(q1, token)).status).toBe(403);
    expect(await api.eventCount()).toBe(before);
    expect(await api.runtime.pool.oneFirst(sql.unsafe`SELECT count(*)::int FROM statements.runs`)).toBe(0);
  });

  it('issues each investor a statement of a closed period, mails each one once, and lets each read only their own', async () => {
    await post('/admin/close_period', { through: '2024-03-31' });
    const sentBefore = mailServer.received.length;
    const answer = await issue(q1);
    expect(answer.status).toBe(202);
    expect(answer.body.investors).toEqual(['Ann Statement', 'Bob Statement', 'Cy Statement']);
    const run = await finished(String(answer.body.run_id));
    expect(run.statements.map((one) => [one.investor_name, one.notice])).toEqual([
      ['Ann Statement', 'queued'],
      ['Bob Statement', 'queued'],
      ['Cy Statement', 'queued'],
    ]);
    await api.services.noticeSender.sendDue();
    const mails = (await mailServer.waitFor(sentBefore + 3)).slice(sentBefore);
    expect(mails.map((mail) => mail.to).sort()).toEqual([['ann@example.com'], ['bob@example.com'], ['investor@example.com']]);
    await api.caughtUp();
    expect((await finished(String(answer.body.run_id))).statements.map((one) => one.notice)).toEqual(['sent', 'sent', 'sent']);

    const [ann] = await listOf('Ann Statement');
    const [bob] = await listOf('Bob Statement');
    expect(ann).toMatchObject({ kind: 'statement', ...q1, supersedes: null, superseded_by: null, erased: false });
    const issued = (await api.runtime.store.readStream(`statement-${ann!.statement_id}`)).map((event) => [event.type, event.data.sha256]);
    expect(issued).toEqual([['StatementIssued', ann!.sha256]]);

    const own = await downloadStatement(api, ann!.statement_id, tokens.ann);
    expect(own.response.status).toBe(200);
    expect(own.response.headers.get('content-type')).toBe('application/pdf');
    expect(own.response.headers.get('content-disposition')).toBe('attachment; filename="statement-2024-01-01-2024-03-31.pdf"');
    expect(sha256(own.bytes)).toBe(ann!.sha256);
    // Another investor's statement is as unknown to Ann as one that does not exist.
    const others = await downloadStatement(api, bob!.statement_id, tokens.ann);
    const unknown = await downloadStatement(api, '00000000-0000-4000-8000-000000000000', tokens.ann);
    expect([others.response.status, others.bytes.toString()]).toEqual([404, unknown.bytes.toString()]);
    expect((await api.call('GET', '/api/statements?investor_name=Bob%20Statement', { token: tokens.ann })).status).toBe(403);
    expect((await api.read('/api/statements', tokens.ann)).length).toBe(1);
    expect((await downloadStatement(api, bob!.statement_id, tokens.auditor)).response.status).toBe(200);

    const before = await api.eventCount();
    const again = await issue({ ...q1, investor_names: ['Bob Statement'] });
    expect([again.status, again.body.message]).toEqual([
      409,
      'Bob Statement already has a statement for 2024-01-01 to 2024-03-31: reissue it instead.',
    ]);
    const all = await issue(q1);
    expect([all.status, all.body.message]).toEqual([
      409,
      'Ann Statement and 2 others already have a statement for 2024-01-01 to 2024-03-31: reissue them instead.',
    ]);
    expect(await api.eventCount()).toBe(before);

    // Kept sealed: no stretch of the PDF, and not the investor's name, anywhere in the database.
    const dump = await dumpDatabase(api.runtime.pool);
    for (const at of [0, 1_000, Math.floor(own.bytes.length / 2), own.bytes.length - 64]) {
      expect(dump).not.toContain(own.bytes.subarray(at, at + 48).toString('hex'));
    }
    expect(tablesHolding(dump, 'Ann Statement')).toEqual([]);
  }, 60_000);

  it('keeps an issued PDF as it was when a void is recorded after, shows the change in restatements, and reissues only what changed', async () => {
    const [annBefore] = await listOf('Ann Statement');
    const [bobBefore] = await listOf('Bob Statement');
    await post('/admin/reopen_period', { through: '2023-12-31', reason: 'March rent was recorded twice' });
    await post('/admin/delete_income', { id: incomeId, amount: 1500, detail: 'March rent', date: '2024-03-05' });
    await post('/admin/close_period', { through: '2024-03-31' });

    expect(sha256((await downloadStatement(api, annBefore!.statement_id, tokens.admin)).bytes)).toBe(annBefore!.sha256);
    expect((await verify(annBefore!.statement_id)).identical).toBe(true);
    const restated = await api.read(`/admin/restatements?known_on=${annBefore!.known_on}&as_of=2024-03-31`, tokens.admin);
    expect(restated.restatements).toContainEqual(expect.objectContaining({ investor_name: 'Ann Statement', figure: 'total_income' }));

    const sentBefore = mailServer.received.length;
    const answer = await issue({ ...q1, reissue: true });
    expect(answer.status).toBe(202);
    const run = await finished(String(answer.body.run_id));
    const [annAfter, annFirst] = await listOf('Ann Statement');
    expect(run.statements).toEqual([
      expect.objectContaining({ investor_name: 'Ann Statement', statement_id: annAfter!.statement_id, notice: 'queued' }),
      expect.objectContaining({ investor_name: 'Bob Statement', statement_id: bobBefore!.statement_id, notice: 'unchanged' }),
      expect.objectContaining({ investor_name: 'Cy Statement', notice: 'unchanged' }),
    ]);
    expect(annAfter).toMatchObject({ supersedes: annBefore!.statement_id, superseded_by: null });
    expect(annFirst).toMatchObject({ statement_id: annBefore!.statement_id, superseded_by: annAfter!.statement_id });
    expect(await listOf('Bob Statement')).toHaveLength(1);
    await api.services.noticeSender.sendDue();
    await mailServer.waitFor(sentBefore + 1);
    await api.services.noticeSender.sendDue();
    expect(mailServer.received.slice(sentBefore).map((mail) => mail.to)).toEqual([['ann@example.com']]);
  }, 60_000);

  it('renders every statement to the same bytes after a rebuild and in a fresh process, which also finishes a run left halfway', async () => {
    expect((await api.call('POST', '/admin/rebuild_reports', { token: tokens.admin, body: {} })).status).toBe(202);
    await expect
      .poll(async () => ((await api.read('/admin/rebuild_reports', tokens.admin)) as { rebuild: { state: string } }).rebuild.state, {
        timeout: 60_000,
        interval: 200,
      })
      .toBe('succeeded');
    const fresh = await startTestServer({ beside: api });
    try {
      const statements = [...(await listOf('Ann Statement')), ...(await listOf('Bob Statement')), ...(await listOf('Cy Statement'))];
      expect(statements).toHaveLength(4);
      for (const statement of statements) expect(await verify(statement.statement_id, fresh)).toMatchObject({ identical: true });

      // A run stopped halfway (its last investor not done): the next pass finishes it, recording nothing twice.
      const [{ run_id: runId }] = (await api.runtime.pool.any(
        sql.unsafe`SELECT run_id FROM statements.runs ORDER BY known_on LIMIT 1`,
      )) as [{ run_id: string }];
      await api.runtime.pool.query(sql.unsafe`UPDATE statements.runs SET state = 'running' WHERE run_id = ${runId}`);
      await api.runtime.pool.query(sql.unsafe`UPDATE statements.run_investors SET done = false WHERE run_id = ${runId} AND position = 1`);
      const before = await api.eventCount();
      await fresh.services.statements.issuer.workOnRuns();
      const run = await finished(runId, fresh);
      expect(run.statements).toHaveLength(3);
      expect(await api.eventCount()).toBe(before);
    } finally {
      await fresh.stop();
    }
  }, 120_000);

  it('says which layout a statement was issued with and which it was rendered with, so an older one shows why it differs', async () => {
    const [cy] = await listOf('Cy Statement');
    expect(await verify(cy!.statement_id)).toMatchObject({
      identical: true,
      template_version_issued: templateVersion,
      template_version_rendered: templateVersion,
    });
    // As a statement issued before the layout changed is kept: its own bytes, under the version it was drawn with.
    const older = sql.unsafe`UPDATE statements.documents SET template_version = 'statement-v1', sha256 = ${'0'.repeat(64)}
      WHERE statement_id = ${cy!.statement_id}`;
    await api.runtime.pool.query(older);
    try {
      expect(await verify(cy!.statement_id)).toMatchObject({
        identical: false,
        template_version_issued: 'statement-v1',
        template_version_rendered: templateVersion,
      });
    } finally {
      await api.runtime.pool.query(sql.unsafe`UPDATE statements.documents SET template_version = ${templateVersion}, sha256 = ${cy!.sha256}
        WHERE statement_id = ${cy!.statement_id}`);
    }
  });

  it('marks a run failed when a statement cannot be made, so its investors can be issued again', async () => {
    const runId = '00000000-0000-4000-8000-0000000000f1';
    await api.runtime.pool.query(sql.unsafe`
      INSERT INTO statements.runs (run_id, period_from, period_through, known_on, reissue, actor, state)
      VALUES (${runId}, '2024-01-01', '2024-03-31', ${new Date().toISOString()}, false, 'admin', 'running')`);
    await api.runtime.pool.query(sql.unsafe`
      INSERT INTO statements.run_investors (run_id, position, investor_id, statement_id)
      VALUES (${runId}, 0, 'no-such-investor', '00000000-0000-4000-8000-0000000000f2')`);
    await api.services.statements.issuer.workOnRuns();
    const run = await api.read(`/admin/statement_run?run_id=${runId}`, tokens.admin);
    expect(run).toMatchObject({ state: 'failed', total: 1, done: 0, statements: [] });
  });

  it('previews any period without storing anything, for administrators only', async () => {
    const before = await api.eventCount();
    const path = '/admin/statement_preview.pdf?investor_name=Ann%20Statement&from=2024-04-01&through=2024-06-30';
    const response = await fetch(api.base + path, { headers: { Authorization: `Bearer ${tokens.admin}` } });
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await api.call('GET', path, { token: tokens.auditor })).status).toBe(403);
    expect(await api.eventCount()).toBe(before);
    expect(await api.runtime.pool.oneFirst(sql.unsafe`SELECT count(*)::int FROM statements.documents`)).toBe(4);
  });

  it('leaves an erased investor’s statements listed as erased, their PDF gone (410)', async () => {
    const [bob] = await listOf('Bob Statement');
    const bobId = (await api.services.people.current()).investorNamed('Bob Statement')!.id;
    await post('/admin/forget_personal_data', { investor_name: 'Bob Statement' });
    await api.caughtUp();
    const erasedName = (await api.services.people.current()).investorById(bobId)!.name;
    const [listed] = await listOf(erasedName!);
    expect(listed).toMatchObject({ statement_id: bob!.statement_id, erased: true });
    const answer = await downloadStatement(api, bob!.statement_id, tokens.admin);
    expect(answer.response.status).toBe(410);
    expect((await api.call('GET', `/admin/verify_statement?statement_id=${bob!.statement_id}`, { token: tokens.admin })).status).toBe(410);
  });
});
