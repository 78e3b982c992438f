import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodies, investorOf, startWithProperty, streamEvents, type LedgerFixture } from '../../testing/ledger-fixture';
import type { ApiAnswer, TestServer } from '../../testing/test-server';

let api: TestServer;
let admin: string;

/**
 * Two concurrent commands can never together break a limit (docs/figures.md, withdrawals). 40 withdrawals sent at
 * once, together well over the limit: exactly as many as fit are recorded, the others are refused
 * with 409 naming the limit, and nothing is recorded for them.
 */
beforeAll(async () => {
  let ledger: LedgerFixture;
  ({ api, admin, ledger } = await startWithProperty({ today: '2024-12-31' }, 'Alpha LLC', 'Elm'));
  await ledger.owners('Elm', ['Cash Carla', 'Capital Cole'], 500);
  // March's rent: $1,000.00 split 50/50, less the 10 % fee: Carla's cash balance is $450.00.
  await ledger.income('Elm', 1000);
  await ledger.deposit('Elm', 500);
});
afterAll(async () => api?.stop());

const burst = async (path: string, body: unknown) => {
  const before = await api.eventCount();
  const answers = await Promise.all(Array.from({ length: 40 }, () => api.call('POST', path, { token: admin, body })));
  return { answers, recorded: (await api.eventCount()) - before };
};

const expectSerialized = (answers: ApiAnswer[], recorded: number, fits: number, limit: RegExp) => {
  const statuses = answers.map((a) => a.status);
  expect(statuses.filter((s) => s === 201)).toHaveLength(fits);
  expect(statuses.filter((s) => s === 409)).toHaveLength(40 - fits);
  for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.message).toMatch(limit);
  expect(recorded).toBe(fits);
};

describe('40 simultaneous withdrawals over the limit', () => {
  it('cash: never more than the cash balance', async () => {
    const { answers, recorded } = await burst('/admin/record_cash_withdrawal', bodies.cashWithdrawal('Cash Carla', 40));
    expectSerialized(answers, recorded, 11, /^The amount exceeds the maximum cash withdrawal of \$10\.00 for Cash Carla/);
    const withdrawn = (await streamEvents(api, (await investorOf(api, 'Cash Carla')).streamName)).filter((e) => e.type === 'CashWithdrawn');
    expect(withdrawn.reduce((sum, e) => sum + Number(e.data.amountCents), 0)).toBe(44_000);
  });

  it('investment: never more than is invested', async () => {
    const { answers, recorded } = await burst(
      '/admin/record_investment_withdrawal',
      bodies.investmentWithdrawal('Capital Cole', 'Elm', 30),
    );
    expectSerialized(answers, recorded, 16, /^The amount exceeds the maximum investment withdrawal of \$20\.00 for Capital Cole in Elm\.$/);
    const withdrawn = (await streamEvents(api, (await investorOf(api, 'Capital Cole')).streamName)).filter(
      (e) => e.type === 'InvestmentWithdrawn',
    );
    expect(withdrawn.reduce((sum, e) => sum + Number(e.data.amountCents), 0)).toBe(48_000);
  });

  it('deposit: never more than the deposits held', async () => {
    const { answers, recorded } = await burst('/admin/record_deposit_withdrawal', bodies.depositWithdrawal('Elm', 35));
    expectSerialized(
      answers,
      recorded,
      14,
      /^The amount exceeds the maximum deposit withdrawal of \$10\.00 for Elm \(the deposits held\)\.$/,
    );
    const withdrawn = (await streamEvents(api, 'property-elm')).filter((e) => e.type === 'DepositWithdrawn');
    expect(withdrawn.reduce((sum, e) => sum + Number(e.data.amountCents), 0)).toBe(49_000);
  });
});
