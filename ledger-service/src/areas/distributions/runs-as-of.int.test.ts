import { describe, expect, it } from 'vitest';
import { bodies, serverForFile } from '../../testing/ledger-fixture';
import { asDistributionAdmin } from '../../testing/distribution-admin';

/** Two owners of Elm paid by cheque, each with $450.00 of cash from March's rent; today is 2024-12-31. */
const owners = ['Ann Paid', 'Bob Paid'];
const server = serverForFile(
  async (ledger) => {
    await ledger.llc('As Of LLC');
    await ledger.property('Elm', 'As Of LLC');
    await ledger.owners('Elm', owners, 500);
    for (const name of owners) await ledger.post('/admin/set_payment_details', { investor_name: name, method: 'check' });
    await ledger.income('Elm', 1000);
  },
  { today: '2024-12-31' },
);

const admin = asDistributionAdmin(server);
const plan = (date: string, investor_names = owners) =>
  admin('/admin/plan_distribution', { date, description: 'Q4 distribution', mode: 'balance', investor_names });
const balances = (draft: { body: Record<string, unknown> }) =>
  (draft.body.lines as { cash_balance: number }[]).map((line) => line.cash_balance);
/** Elm's rent of `amount` dollars on `date`: half is each owner's, less their 10 % fee. */
const rent = (date: string, amount: number) =>
  admin('/admin/record_property_income', {
    ...bodies.income('Elm', amount, 'Rent'),
    income_date: date,
    income_for_month: date.slice(0, 7),
  });
const withdraw = (investor_name: string, amount: number, date: string) =>
  admin('/admin/record_cash_withdrawal', { investor_name, amount, date, description: 'Advance' });

describe('a distribution run pays the cash balances as of its date (docs/distributions.md, The run)', () => {
  it('leaves out what is dated after the run’s date, before the plan or after it, and confirms as planned', async () => {
    expect((await withdraw('Bob Paid', 10, '2024-12-20')).status).toBe(201);
    const draft = await plan('2024-12-15');
    expect(draft.status).toBe(201);
    expect(balances(draft)).toEqual([450, 450]);
    // Recorded after the plan, dated after its day: the balances as of that day have not moved.
    expect((await rent('2024-12-20', 200)).status).toBe(201);
    expect((await withdraw('Ann Paid', 5, '2024-12-16')).status).toBe(201);
    expect(balances(await plan('2024-12-15'))).toEqual([450, 450]);
    // Bob's $10.00 advance, dated later, leaves him $530.00 today: the limit the confirm checks holds.
    expect(await admin('/admin/confirm_distribution', { run_id: draft.body.run_id })).toMatchObject({
      status: 200,
      body: { message: 'Distribution run confirmed' },
    });
  });

  it('makes a record dated on or before the run’s date, recorded after the plan, a plan to make again', async () => {
    const draft = await plan('2024-12-31');
    expect((await rent('2024-12-31', 100)).status).toBe(201);
    const before = await server.api.eventCount();
    expect(await admin('/admin/confirm_distribution', { run_id: draft.body.run_id })).toMatchObject({
      status: 409,
      body: { message: 'The cash balance of Ann Paid moved since the run was planned: plan it again.' },
    });
    expect(await server.api.eventCount()).toBe(before);
  });

  it('refuses the run whole when a withdrawal dated after its date leaves less than its line today', async () => {
    const [ann] = balances(await plan('2024-12-31', ['Ann Paid']));
    // Dated after the run's day, so the run's balance stands; but today's balance cannot pay it whole.
    expect((await withdraw('Ann Paid', 1, '2025-01-05')).status).toBe(201);
    const draft = await plan('2024-12-31', ['Ann Paid']);
    expect(balances(draft)).toEqual([ann]);
    const before = await server.api.eventCount();
    const refused = await admin('/admin/confirm_distribution', { run_id: draft.body.run_id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^The run was refused whole at the line of Ann Paid: /);
    expect(await server.api.eventCount()).toBe(before);
  });

  it('plans a day after today over what is dated up to it: today’s balance and the records dated ahead', async () => {
    const [today] = balances(await plan('2024-12-31', ['Bob Paid']));
    expect(balances(await plan('2025-02-01', ['Bob Paid']))).toEqual([today]);
    expect((await rent('2025-01-20', 200)).status).toBe(201);
    expect(balances(await plan('2025-01-19', ['Bob Paid']))).toEqual([today]);
    expect(balances(await plan('2025-01-20', ['Bob Paid']))).toEqual([today! + 90]);
  });
});
