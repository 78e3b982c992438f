import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { investorOf, serverForFile, streamEvents } from '../../testing/ledger-fixture';
import { asDistributionAdmin } from '../../testing/distribution-admin';
import { distributionsStream } from './runs';
import { createHash } from 'node:crypto';

/** An independent NACHA parser (a dev dependency without types): what this test reads of it. */
const parser = createRequire(import.meta.url)('@midlandsbank/node-nacha') as {
  from(input: { format: 'ach'; source: string }): {
    data: { batches: { entries: { amount: number; dfiAccount: string; traceNumber: number }[] }[] };
  };
};

const ach = { method: 'ach', routing_number: '021000021', account_type: 'savings', account_name: 'Owner' };
const owners = ['Ann Ach', 'Bob Check', 'Cy Held', 'Dee None'];

/** Four owners of Elm, each with $450.00 of cash (March's $2,000.00 rent in quarters, less the 10 % fee), paid four ways. */
const server = serverForFile(
  async (ledger) => {
    await ledger.llc('Run LLC');
    await ledger.property('Elm', 'Run LLC');
    await ledger.owners('Elm', owners, 500);
    await ledger.income('Elm', 2000);
    await ledger.post('/admin/set_payment_details', { investor_name: 'Ann Ach', ...ach, account_number: '11112222' });
    await ledger.post('/admin/set_payment_details', { investor_name: 'Bob Check', method: 'check' });
    await ledger.post('/admin/set_payment_details', { investor_name: 'Cy Held', method: 'hold' });
  },
  { today: '2024-12-31' },
);

const admin = asDistributionAdmin(server);
const plan = async (body: Record<string, unknown>) => {
  const answer = await admin('/admin/plan_distribution', {
    date: '2024-12-15',
    description: 'Q4 distribution',
    investor_names: owners,
    ...body,
  });
  return answer;
};
/** The investor's cash withdrawals that count, in cents: those recorded less those voided. */
const withdrawn = async (name: string) => {
  const counted = new Map<unknown, number>();
  for (const event of await streamEvents(server.api, (await investorOf(server.api, name)).streamName)) {
    if (event.type === 'CashWithdrawn') counted.set(event.data.recordId, event.data.amountCents as number);
    if (event.type === 'CashWithdrawalVoided') counted.delete(event.data.recordId);
  }
  return [...counted.values()].reduce((sum, cents) => sum + cents, 0);
};

describe('distribution runs (docs/distributions.md)', () => {
  it('plans a draft of every balance, skipping with the reason, and records nothing in the books', async () => {
    const before = await server.api.eventCount();
    const draft = await plan({ mode: 'balance', minimum: 10 });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({
      state: 'draft',
      date: '2024-12-15',
      total: 900,
      lines: [
        { investor_name: 'Ann Ach', cash_balance: 450, amount: 450, method: 'ach', account_last4: '2222', skipped_reason: null },
        { investor_name: 'Bob Check', cash_balance: 450, amount: 450, method: 'check', account_last4: null, skipped_reason: null },
        { investor_name: 'Cy Held', amount: 0, method: 'hold', skipped_reason: 'payments held' },
        { investor_name: 'Dee None', amount: 0, method: null, skipped_reason: 'no payment details' },
      ],
    });
    expect(await server.api.eventCount()).toBe(before);
    expect((await admin(`/admin/distribution_run?run_id=${String(draft.body.run_id)}`)).body).toEqual(draft.body);
  });

  it('plans a percentage rounded down and an amount split by the paid balances; more than they hold is 409', async () => {
    expect((await plan({ mode: 'percent', percent: 33.33 })).body).toMatchObject({
      total: 299.96,
      lines: [{ amount: 149.98 }, { amount: 149.98 }, {}, {}],
    });
    expect((await plan({ mode: 'amount', amount: 300.01 })).body).toMatchObject({
      total: 300.01,
      lines: [{ amount: 150.01 }, { amount: 150 }, {}, {}],
    });
    const before = await server.api.eventCount();
    const refused = await plan({ mode: 'amount', amount: 900.01 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("The amount exceeds the paid investors' cash balances ($900.00 in all).");
    expect((await plan({ mode: 'amount' })).body.message).toMatch(/^amount: Required for amount/);
    expect((await plan({ mode: 'percent', percent: 100.01 })).status).toBe(400);
    expect((await plan({ mode: 'balance', investor_names: ['Nobody'] })).status).toBe(404);
    expect(await server.api.eventCount()).toBe(before);
  });

  it('refuses a run whole, naming the line’s investor, when one line is refused at the confirm (a closed period)', async () => {
    const draft = await plan({ mode: 'percent', percent: 1, date: '2024-06-30' });
    expect((await admin('/admin/close_period', { through: '2024-06-30' })).status).toBe(201);
    const before = await server.api.eventCount();
    const refused = await admin('/admin/confirm_distribution', { run_id: draft.body.run_id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^The run was refused whole at the line of Ann Ach: /);
    expect(await server.api.eventCount()).toBe(before);
    expect((await admin('/admin/reopen_period', { through: null, reason: 'test over' })).status).toBe(201);
  });

  it('refuses a draft whose balances moved since it was planned', async () => {
    const draft = await plan({ mode: 'percent', percent: 1 });
    await admin('/admin/record_cash_withdrawal', { investor_name: 'Bob Check', amount: 1, date: '2024-12-01', description: 'Advance' });
    const refused = await admin('/admin/confirm_distribution', { run_id: draft.body.run_id });
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'The cash balance of Bob Check moved since the run was planned: plan it again.' },
    });
  });

  it('confirms once: the run and a cash withdrawal per paid line in one append; again, nothing more', async () => {
    const draft = await plan({ mode: 'balance' });
    const annBefore = await withdrawn('Ann Ach');
    const confirmed = await admin('/admin/confirm_distribution', { run_id: draft.body.run_id });
    expect(confirmed).toMatchObject({ status: 200, body: { message: 'Distribution run confirmed' } });
    expect((await withdrawn('Ann Ach')) - annBefore).toBe(450_00);
    const runs = await streamEvents(server.api, distributionsStream);
    const run = runs.at(-1)!;
    expect(run).toMatchObject({ type: 'DistributionRunConfirmed', data: { runId: draft.body.run_id, date: '2024-12-15' } });
    const count = await server.api.eventCount();
    expect((await admin('/admin/confirm_distribution', { run_id: draft.body.run_id })).status).toBe(200);
    expect(await server.api.eventCount()).toBe(count);
    const shown = await admin(`/admin/distribution_run?run_id=${String(draft.body.run_id)}`);
    expect(shown.body).toMatchObject({
      state: 'confirmed',
      total: 899,
      lines: [
        { investor_name: 'Ann Ach', amount: 450 },
        { investor_name: 'Bob Check', amount: 449 },
      ],
    });
    const list = await admin('/admin/distribution_runs');
    expect(list.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ run_id: draft.body.run_id, state: 'confirmed', paid: 2 })]),
    );
  });

  it('never lets a confirm racing a cash withdrawal of the same investor break the limit', async () => {
    await admin('/admin/record_property_income', {
      income_date: '2024-11-05',
      property_name: 'Elm',
      description: 'Nov rent',
      amount: 2000,
      income_for_month: '2024-11',
      income_category: 'Rent',
    });
    await server.api.caughtUp();
    for (let round = 0; round < 3; round++) {
      const draft = await plan({ mode: 'percent', percent: 30, investor_names: ['Ann Ach'] });
      const balance = Math.round((draft.body.lines as { cash_balance: number }[])[0]!.cash_balance * 100);
      const before = await withdrawn('Ann Ach');
      const [confirm, single] = await Promise.all([
        admin('/admin/confirm_distribution', { run_id: draft.body.run_id }),
        admin('/admin/record_cash_withdrawal', {
          investor_name: 'Ann Ach',
          amount: Math.floor(balance * 0.8) / 100,
          date: '2024-12-01',
          description: 'Race',
        }),
      ]);
      // Together they are 110 % of the balance: exactly one is refused, for the limit or the moved balance.
      expect([confirm.status, single.status].sort()).toEqual(confirm.status === 409 ? [201, 409] : [200, 409]);
      expect((await withdrawn('Ann Ach')) - before).toBeLessThanOrEqual(balance);
      await server.api.caughtUp();
    }
  });

  it('downloads the bank file (the same bytes each time, its digest in the log) and a CSV that says the same', async () => {
    const draft = await plan({ mode: 'percent', percent: 10, investor_names: ['Ann Ach', 'Bob Check'] });
    expect((await admin('/admin/confirm_distribution', { run_id: draft.body.run_id })).status).toBe(200);
    const runId = String(draft.body.run_id);
    const file = await admin(`/admin/distribution_run.ach?run_id=${runId}`);
    expect(file.status).toBe(200);
    expect(await admin(`/admin/distribution_run.ach?run_id=${runId}`)).toMatchObject({ status: 200, text: file.text });
    const issued = (await streamEvents(server.api, distributionsStream)).filter((event) => event.type === 'DistributionFileIssued');
    expect(issued.map((event) => event.data)).toEqual([{ runId, sha256: createHash('sha256').update(file.text).digest('hex') }]);
    const lines = file.text.split('\r\n').slice(0, -1);
    expect(lines.every((line) => line.length === 94) && lines.length % 10 === 0).toBe(true);
    const csv = await admin(`/admin/distribution_run.csv?run_id=${runId}`);
    expect(csv.status).toBe(200);
    const rows = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((row) => row.split(','));
    expect(rows[0]).toEqual(['Investor', 'Amount', 'Method', 'Account last 4', 'Trace number']);
    const parsed = parser.from({ format: 'ach', source: file.text }).data.batches.flatMap((batch) => batch.entries);
    const achRows = rows.slice(1).filter((row) => row[2] === 'ach');
    expect(
      parsed.map((entry) => [(entry.amount / 100).toFixed(2), entry.dfiAccount.slice(-4), String(entry.traceNumber).padStart(15, '0')]),
    ).toEqual(achRows.map((row) => [row[1], row[3], row[4]]));
    const planned = (draft.body.lines as { investor_name: string; amount: number; method: string }[]).slice(0, 2);
    expect(rows.slice(1).map((row) => row.slice(0, 3))).toEqual(
      planned.map((line) => [line.investor_name, line.amount.toFixed(2), line.method]),
    );
  });

  it('marks payments settled or returned: a return voids its cash withdrawal, so the balance is back to pay again', async () => {
    const draft = await plan({ mode: 'percent', percent: 50, investor_names: ['Ann Ach', 'Bob Check'] });
    const runId = String(draft.body.run_id);
    expect((await admin('/admin/confirm_distribution', { run_id: runId })).status).toBe(200);
    const annBefore = await withdrawn('Ann Ach');
    const mark = (body: Record<string, unknown>) => admin('/admin/mark_distribution_payment', { run_id: runId, ...body });
    const refused = async (body: Record<string, unknown>, words: RegExp) => {
      const count = await server.api.eventCount();
      const answer = await mark(body);
      expect([answer.status, answer.body.message]).toEqual([400, expect.stringMatching(words)]);
      expect(await server.api.eventCount()).toBe(count);
    };
    await refused({ investor_name: 'Ann Ach', status: 'returned' }, /^return_code: Required for a returned ACH payment/);
    await refused({ investor_name: 'Bob Check', status: 'returned', return_code: 'R01' }, /^return_code: A cheque has no ACH return code/);
    await refused({ investor_name: 'Ann Ach', status: 'settled', return_code: 'R01' }, /^return_code: Only for a returned payment/);
    expect((await mark({ investor_name: 'Dee None', status: 'settled' })).status).toBe(404);
    await server.api.caughtUp();
    const beforeReturn = new Date().toISOString();
    const balanceThen = async () =>
      (await server.api.call('GET', `/api/investor_summary?investor_name=Ann%20Ach&known_on=${beforeReturn}`, { token: server.admin })).body
        .cash_balance;
    const paidOut = await balanceThen();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const returned = await mark({ investor_name: 'Ann Ach', status: 'returned', return_code: 'R01' });
    expect(returned).toMatchObject({
      status: 200,
      body: { message: 'Payment to Ann Ach returned (R01): its amount is back in the cash balance' },
    });
    const paid = (draft.body.lines as { amount: number }[])[0]!.amount;
    expect(annBefore - (await withdrawn('Ann Ach'))).toBe(Math.round(paid * 100));
    const count = await server.api.eventCount();
    expect((await mark({ investor_name: 'Ann Ach', status: 'returned', return_code: 'R01' })).status).toBe(200);
    expect(await server.api.eventCount()).toBe(count);
    expect((await mark({ investor_name: 'Ann Ach', status: 'settled' })).status).toBe(409);
    expect((await mark({ investor_name: 'Bob Check', status: 'settled' })).status).toBe(200);
    // A cheque that bounces after all is returned without a code, and its amount is back too.
    const bobBefore = await withdrawn('Bob Check');
    expect((await mark({ investor_name: 'Bob Check', status: 'returned' })).body.message).toBe(
      'Payment to Bob Check returned (cheque): its amount is back in the cash balance',
    );
    expect(bobBefore - (await withdrawn('Bob Check'))).toBe(Math.round((draft.body.lines as { amount: number }[])[1]!.amount * 100));
    const shown = await admin(`/admin/distribution_run?run_id=${runId}`);
    expect(shown.body.lines).toMatchObject([
      { investor_name: 'Ann Ach', payment_status: 'returned', return_code: 'R01' },
      { investor_name: 'Bob Check', payment_status: 'returned', return_code: null },
    ]);
    // The returned amount is Ann's again: the next plan pays it.
    await server.api.caughtUp();
    const again = await plan({ mode: 'balance', investor_names: ['Ann Ach'] });
    expect((again.body.lines as { cash_balance: number }[])[0]!.cash_balance).toBe(
      (draft.body.lines as { cash_balance: number }[])[0]!.cash_balance,
    );
    const summary = await server.api.call('GET', '/api/investor_summary?investor_name=Ann%20Ach', { token: server.admin });
    expect(summary.body.cash_balance).toBe((draft.body.lines as { cash_balance: number }[])[0]!.cash_balance);
    // As known before the return, the payment still counted.
    expect(await balanceThen()).toBe(paidOut);
    expect(paidOut).toBeLessThan(summary.body.cash_balance as number);
  });
});
