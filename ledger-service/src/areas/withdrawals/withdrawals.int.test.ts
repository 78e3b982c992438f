import { describe, expect, it } from 'vitest';
import { bodies, expectRecorded, investorOf, serverForFile } from '../../testing/ledger-fixture';
import { entryRefusals, expectAdminOnly, expectRefusals, investorPropertyRefusals } from '../../testing/refusals';

// Ivan (fee 10 %) owns all of Elm from January; March's rent of $1,500.00 leaves him $1,350.00.
const server = serverForFile(
  async (ledger) => {
    await ledger.llc('Alpha LLC');
    await ledger.property('Elm', 'Alpha LLC');
    await ledger.invest('Ivan Investor', 'Elm', 1000);
    await ledger.income('Elm', 1500);
    await ledger.deposit('Elm', 500);
  },
  { today: '2024-12-31' },
);

/** Posts a withdrawal as the admin. */
const withdraw = (path: string, body: unknown) => server.api.call('POST', path, { token: server.admin, body });
/** The limit as the withdrawal form reads it: the write side refuses exactly above it. */
const maxShown = async (query: string) => Object.values(await server.api.read(`/admin/get_max_${query}`, server.admin))[0];

describe('POST /admin/record_cash_withdrawal', () => {
  const path = '/admin/record_cash_withdrawal';
  it('is for admins only', () => expectAdminOnly(server.api, server.investor, path, bodies.cashWithdrawal('Ivan Investor', 1)));

  it('refuses more than the cash balance (409, naming it), then allows exactly the balance', async () => {
    const before = await server.api.eventCount();
    const over = await withdraw(path, bodies.cashWithdrawal('Ivan Investor', 1350.01));
    expect(over).toMatchObject({
      status: 409,
      body: { message: 'The amount exceeds the maximum cash withdrawal of $1,350.00 for Ivan Investor (the cash balance).' },
    });
    expect(await server.api.eventCount()).toBe(before);
    const ivan = await investorOf(server.api, 'Ivan Investor');
    await expectRecorded(server, path, bodies.cashWithdrawal('Ivan Investor', 1000), {
      message: 'Cash withdrawal recorded successfully',
      stream: ivan.streamName,
      type: 'CashWithdrawn',
      data: { investorId: ivan.id, amountCents: 100_000, date: '2024-06-01', description: 'Distribution' },
    });
    const rest = await withdraw(path, bodies.cashWithdrawal('Ivan Investor', 350.01));
    expect(rest.body.message).toMatch(/maximum cash withdrawal of \$350\.00/);
    expect(await maxShown('cash_withdrawal?investor_name=Ivan%20Investor')).toBe(350);
  });

  it('refuses bad input (400) and an unknown investor (404), recording nothing', async () => {
    const body = bodies.cashWithdrawal('Ivan Investor', 1);
    await expectRefusals(server.api, server.admin, path, [
      ...entryRefusals(body, 'date', 'investor_name'),
      ['unknown investor', bodies.cashWithdrawal('Nobody', 1), 404, /^No investor named Nobody\.$/],
    ]);
  });
});

describe('POST /admin/record_investment_withdrawal', () => {
  const path = '/admin/record_investment_withdrawal';
  it('is for admins only', () =>
    expectAdminOnly(server.api, server.investor, path, bodies.investmentWithdrawal('Ivan Investor', 'Elm', 1)));

  it('refuses more than is invested today (409, naming it), and records a withdrawal within it', async () => {
    const over = await withdraw(path, bodies.investmentWithdrawal('Ivan Investor', 'Elm', 1000.01));
    expect(over).toMatchObject({
      status: 409,
      body: { message: 'The amount exceeds the maximum investment withdrawal of $1,000.00 for Ivan Investor in Elm.' },
    });
    const ivan = await investorOf(server.api, 'Ivan Investor');
    await expectRecorded(server, path, bodies.investmentWithdrawal('Ivan Investor', 'Elm', 400), {
      message: 'Investment withdrawal recorded successfully',
      stream: ivan.streamName,
      type: 'InvestmentWithdrawn',
      data: { investorId: ivan.id, propertyName: 'Elm', amountCents: 40_000, date: '2024-06-01' },
    });
    expect(await maxShown('investment_withdrawal?investor_name=Ivan%20Investor&property_name=Elm')).toBe(600);
  });

  it('refuses a withdrawal dated before the investment (the investment would go negative then)', async () => {
    const early = await withdraw(path, { ...bodies.investmentWithdrawal('Ivan Investor', 'Elm', 10), date: '2024-01-01' });
    expect(early).toMatchObject({ status: 409, body: { message: /maximum investment withdrawal of \$0\.00/ } });
  });

  it('refuses bad input (400) and unknown names (404), recording nothing', async () => {
    const body = bodies.investmentWithdrawal('Ivan Investor', 'Elm', 1);
    await expectRefusals(server.api, server.admin, path, investorPropertyRefusals(body));
  });
});

describe('POST /admin/record_deposit_withdrawal', () => {
  const path = '/admin/record_deposit_withdrawal';
  it('is for admins only', () => expectAdminOnly(server.api, server.investor, path, bodies.depositWithdrawal('Elm', 1)));

  it('refuses more than the deposits held (409, naming it), and records a withdrawal within them', async () => {
    const over = await withdraw(path, bodies.depositWithdrawal('Elm', 500.01));
    expect(over).toMatchObject({
      status: 409,
      body: { message: 'The amount exceeds the maximum deposit withdrawal of $500.00 for Elm (the deposits held).' },
    });
    await expectRecorded(server, path, bodies.depositWithdrawal('Elm', 200), {
      message: 'Deposit withdrawal recorded successfully',
      stream: 'property-elm',
      type: 'DepositWithdrawn',
      data: { propertyName: 'Elm', amountCents: 20_000, date: '2024-08-01', notes: 'Returned to tenant' },
    });
    expect(await maxShown('deposit_withdrawal?property_name=Elm')).toBe(300);
  });

  it('refuses bad input (400) and an unknown property (404), recording nothing', async () => {
    const body = bodies.depositWithdrawal('Elm', 1);
    await expectRefusals(server.api, server.admin, path, [
      ...entryRefusals(body, 'date', 'property_name', 'notes'),
      ['unknown property', bodies.depositWithdrawal('Nowhere', 1), 404, /^No property named Nowhere\.$/],
    ]);
  });
});
