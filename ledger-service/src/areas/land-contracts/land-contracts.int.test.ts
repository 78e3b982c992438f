import { describe, expect, it } from 'vitest';
import { bodies, serverForFile, streamEvents } from '../../testing/ledger-fixture';
import { amountRefusals, dateRefusals, expectAdminOnly, expectRefusals, nameRefusals, textRefusals } from '../../testing/refusals';
import type { Refusal } from '../../testing/refusals';

/**
 * The land-contract writes through HTTP on a real PostgreSQL (docs/land-contracts.md, The calls):
 * each answers its success, or a clear refusal with nothing recorded. Lot A is the worked example's
 * sale: 100,000.00 at 8 % actual/365, 1,000.00 a month from 2025-02-01, 10 grace days, 5 % late fee.
 */

const server = serverForFile(
  async (ledger) => {
    await ledger.llc('Alpha LLC');
    await ledger.partner('Lor');
    for (const lot of ['Lot A', 'Lot B', 'Lot C', 'Lot D', 'Lot E', 'Lot F']) await ledger.property(lot, 'Alpha LLC', 'Land Contract');
    await ledger.property('Elm', 'Alpha LLC');
    await ledger.investor('Ann');
    await ledger.invest('Ann', 'Lot C', 50_000, '2024-12-01');
    await ledger.invest('Ann', 'Lot F', 1_000, '2024-12-01');
    await ledger.post('/admin/record_investment_withdrawal', {
      ...bodies.investmentWithdrawal('Ann', 'Lot C', 50_000),
      date: '2025-06-01',
    });
    // A payment recorded before Lot E had a contract: legacy income, dated 2025-02-01.
    await ledger.post('/admin/record_lc_payment', { ...bodies.lcPayment('Lot E', 'Lor'), payment_date: '2025-02-01', amount: 2_000 });
  },
  { today: '2026-06-30' },
);

const post = (path: string, body: unknown) => server.api.call('POST', path, { token: server.admin, body });

const openBody = (property_name = 'Lot A', changes: Record<string, unknown> = {}) => bodies.landContract(property_name, changes);
const payment = (property_name: string, payment_date: string, amount = 1_000) => ({
  ...bodies.lcPayment(property_name, 'Lor'),
  payment_date,
  amount,
});

/** Posts and expects the status and message; then that nothing was recorded when it is a refusal. */
const expectAnswer = async (path: string, body: unknown, status: number, message: string | RegExp) => {
  const before = await server.api.eventCount();
  const answer = await post(path, body);
  expect(answer.status, answer.text).toBe(status);
  expect(answer.body.message).toMatch(message);
  if (status >= 400) expect(await server.api.eventCount(), `${path} recorded something it refused`).toBe(before);
  return answer;
};

const propertyStream = async (name: string) => {
  const resolved = await server.api.services.names.resolve('property', name);
  return streamEvents(server.api, resolved!.streamName);
};

describe('POST /admin/open_land_contract', () => {
  const path = '/admin/open_land_contract';
  it('is for admins only', () => expectAdminOnly(server.api, server.investor, path, openBody()));

  it('records the terms (201), the buyer sealed under their own key', async () => {
    const answer = await expectAnswer(path, openBody(), 201, /^Land contract opened successfully$/);
    const opened = (await propertyStream('Lot A')).at(-1)!;
    expect(opened).toMatchObject({
      type: 'LandContractOpened',
      data: { contractId: answer.body.id, propertyName: 'Lot A', salePriceCents: 10_000_000, rateMilli: 8_000, lateFee: 500 },
    });
    const { buyerName, buyerAddress } = opened.data as { buyerName: string; buyerAddress: string };
    expect(buyerName).toMatch(/^pd1\./);
    expect(await server.api.services.personalData.revealAll([buyerName, buyerAddress])).toEqual([
      'Jordan Buyer',
      '12 Shore Rd, Springfield',
    ]);
  });

  it('refuses bad fields (400), recording nothing', async () => {
    const body = openBody('Lot B');
    const field = (name: string, value: unknown, message: RegExp): Refusal => [
      `${name} ${String(value)}`,
      { ...body, [name]: value },
      400,
      message,
    ];
    await expectRefusals(server.api, server.admin, path, [
      ...nameRefusals(body, 'property_name'),
      ...nameRefusals(body, 'buyer_name'),
      ...textRefusals(body, 'buyer_address'),
      ...dateRefusals(body, 'contract_date'),
      ...amountRefusals(body, 'sale_price'),
      ...amountRefusals(body, 'payment_amount').filter(([label]) => !label.includes('too large')),
      field('origination_date', '2025-01-02', /^origination_date: Expected a date on or before contract_date$/),
      field('down_payment', 100_000, /^down_payment: Expected less than the sale price$/),
      field('down_payment', -1, /^down_payment: /),
      field('opening_balance', 100_000.01, /^opening_balance: /),
      field('annual_rate', 40.001, /^annual_rate: /),
      field('annual_rate', '8.1234', /^annual_rate: Expected a percent with at most 3 decimals$/),
      field('annual_rate', -1, /^annual_rate: /),
      field('day_count', 'actual/360', /^day_count: Expected one of actual\/365, 30\/360$/),
      field('first_payment_date', '2025-01-01', /^first_payment_date: Expected a date after contract_date$/),
      field('number_of_payments', 0, /^number_of_payments: Expected 1 or more$/),
      field('number_of_payments', 481, /^number_of_payments: Expected at most 480$/),
      field('number_of_payments', 1.5, /^number_of_payments: Expected a whole number$/),
      field('grace_days', 61, /^grace_days: Expected at most 60$/),
      field('late_fee_type', 'daily', /^late_fee_type: Expected one of flat, percent$/),
      field('late_fee', 25.01, /^late_fee: Expected at most 25$/),
      field('late_fee', 'ten', /^late_fee: /),
      [
        'flat late fee over the installment',
        { ...body, late_fee_type: 'flat', late_fee: 1_000.01 },
        400,
        /^late_fee: Expected at most the payment amount$/,
      ],
      field('description', 'x'.repeat(2001), /^description: Expected at most 2,000 characters$/),
    ]);
  });

  it('refuses an unknown property (404), another type (409), a date before the purchase (409), a second open contract (409)', async () => {
    await expectAnswer(path, openBody('Nowhere'), 404, /^No property named Nowhere\.$/);
    await expectAnswer(path, openBody('Elm'), 409, /^Elm is not a Land Contract property/);
    await expectAnswer(path, openBody('Lot B', { contract_date: '2023-01-14' }), 409, /before Lot B was purchased, on 2023-01-15\.$/);
    await expectAnswer(
      path,
      openBody('Lot A', { contract_date: '2026-01-01', first_payment_date: '2026-02-01' }),
      409,
      /^Lot A already has an open land contract, of 2025-01-01/,
    );
  });

  it('refuses a back-dated contract a recorded payment would overpay, and one returning withdrawn capital (409)', async () => {
    await expectAnswer(
      path,
      openBody('Lot E', { sale_price: 1_500, payment_amount: 100 }),
      409,
      /^The amount exceeds the payoff of \$1,510\.19 for Lot E on 2025-02-01\.$/,
    );
    await expectAnswer(
      path,
      openBody('Lot C', { down_payment: 20_000 }),
      409,
      /^This would leave Ann with -\$20,000\.00 of capital in Lot C on 2025-06-01/,
    );
  });

  it('lets exactly one of two simultaneous opens on one property in (one 201, one 409)', async () => {
    const answers = await Promise.all([post(path, openBody('Lot B')), post(path, openBody('Lot B', { buyer_name: 'Other Buyer' }))]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toMatch(/^Lot B already has an open land contract/);
    expect((await propertyStream('Lot B')).filter((e) => e.type === 'LandContractOpened')).toHaveLength(1);
  });
});

describe('land-contract payments on a property with a contract', () => {
  it('records a payment within the contract, and refuses one before it or over the payoff (409)', async () => {
    await expectAnswer('/admin/record_lc_payment', payment('Lot A', '2025-02-01'), 201, /^Land contract payment recorded successfully$/);
    await expectAnswer('/admin/record_lc_payment', payment('Lot A', '2025-03-01'), 201, /recorded successfully/);
    await expectAnswer(
      '/admin/record_lc_payment',
      payment('Lot A', '2024-12-31'),
      409,
      /^The first land contract on Lot A starts on 2025-01-01/,
    );
    await expectAnswer(
      '/admin/record_lc_payment',
      payment('Lot A', '2025-03-11', 99_508.81),
      409,
      /^The amount exceeds the payoff of \$99,508\.80 for Lot A on 2025-03-11\.$/,
    );
  });

  it('checks a batch of payments item after item: the second over the payoff refuses the batch', async () => {
    const items = [
      { call: 'record_lc_payment', body: payment('Lot A', '2025-03-11', 50_000) },
      { call: 'record_lc_payment', body: payment('Lot A', '2025-03-11', 49_508.81) },
    ];
    const refused = await expectAnswer(
      '/admin/batch',
      { items },
      409,
      /^Item 1 \(record_lc_payment\): The amount exceeds the payoff of \$49,508\.80/,
    );
    expect(refused.body.index).toBe(1);
  });

  it('refuses voiding the payment that paid off a contract a later one follows (409)', async () => {
    await expectAnswer(
      '/admin/open_land_contract',
      openBody('Lot D', { annual_rate: 0, sale_price: 1_000, payment_amount: 100 }),
      201,
      /opened/,
    );
    const paidOff = await expectAnswer('/admin/record_lc_payment', payment('Lot D', '2025-01-20', 1_000), 201, /recorded/);
    const second = openBody('Lot D', { contract_date: '2025-03-01', first_payment_date: '2025-04-01', buyer_name: 'Second Buyer' });
    await expectAnswer('/admin/open_land_contract', second, 201, /opened/);
    const row = { id: paidOff.body.id, amount: 1_000, detail: 'May payment', date: '2025-01-20' };
    await expectAnswer(
      '/admin/delete_lc_payment',
      row,
      409,
      /^This would leave the land contract on Lot D of 2025-01-01 open on 2025-03-01/,
    );
  });

  it('records a batch of payments that fit the contract, each after the one before it', async () => {
    const items = ['2025-04-01', '2025-05-01'].map((date) => ({ call: 'record_lc_payment', body: payment('Lot D', date) }));
    const answer = await expectAnswer('/admin/batch', { items }, 201, /^2 records recorded$/);
    expect(answer.body.results).toHaveLength(2);
  });
});

describe('an investment withdrawal from a property with a contract', () => {
  it('may not take the capital the contract returned (409), and takes what is left', async () => {
    // The down payment of 500.00 returns half of Ann's 1,000.00 on 2025-01-01.
    const sale = openBody('Lot F', { sale_price: 1_000, down_payment: 500, annual_rate: 0, payment_amount: 100 });
    await expectAnswer('/admin/open_land_contract', sale, 201, /opened/);
    const withdrawal = (amount: number) => ({ ...bodies.investmentWithdrawal('Ann', 'Lot F', amount), date: '2025-02-01' });
    const path = '/admin/record_investment_withdrawal';
    await expectAnswer(
      path,
      withdrawal(600),
      409,
      /^This would leave Ann with -\$100\.00 of capital in Lot F on 2025-02-01: a land contract/,
    );
    await expectAnswer(path, withdrawal(500), 201, /^Investment withdrawal recorded successfully$/);
  });
});

describe('close, reopen, void and waive', () => {
  it('waives an unpaid late fee (200), and refuses one not assessed (404) or already paid (409)', async () => {
    // April's installment is missing at the end of 2025-04-11: a fee of 50.00 is assessed on 2025-04-12.
    const path = '/admin/waive_lc_late_fee';
    const body = { property_name: 'Lot A', due_date: '2025-04-01', waive_date: '2025-04-13', reason: 'First late payment' };
    await expectAnswer(
      path,
      { ...body, waive_date: '2025-04-11' },
      404,
      /^No late fee was assessed on Lot A for the installment due 2025-04-01 by 2025-04-11\.$/,
    );
    await expectAnswer(path, body, 200, /^Late fee waived successfully$/);
    await expectAnswer(
      path,
      { ...body, waive_date: '2025-04-14' },
      409,
      /^Nothing of the late fee on Lot A for the installment due 2025-04-01 is unpaid/,
    );
    await expectAnswer(path, { ...body, property_name: 'Nowhere' }, 404, /^No property named Nowhere\.$/);
    await expectRefusals(server.api, server.admin, path, [
      ...nameRefusals(body, 'property_name'),
      ...dateRefusals(body, 'due_date'),
      ...dateRefusals(body, 'waive_date'),
      ...textRefusals(body, 'reason'),
    ]);
  });

  it('closes the open contract (200), refusing a date before its last receipt (409) and a second close (404)', async () => {
    const path = '/admin/close_land_contract';
    const body = { property_name: 'Lot A', close_date: '2025-05-01', reason: 'Buyer defaulted' };
    await expectAnswer(
      path,
      { ...body, close_date: '2025-02-28' },
      409,
      /^The close date 2025-02-28 is before the last receipt on the land contract on Lot A, of 2025-03-01\.$/,
    );
    await expectAnswer(path, body, 200, /^Land contract closed successfully$/);
    await expectAnswer(path, body, 404, /^Lot A has no open land contract\.$/);
    await expectAnswer(
      '/admin/record_lc_payment',
      payment('Lot A', '2025-05-02'),
      409,
      /^The land contract on Lot A was closed on 2025-05-01/,
    );
    await expectRefusals(server.api, server.admin, path, [
      ...nameRefusals(body, 'property_name'),
      ...dateRefusals(body, 'close_date'),
      ...textRefusals(body, 'reason'),
    ]);
  });

  it('reopens the closed contract (200), and refuses when the latest is not closed (404)', async () => {
    const path = '/admin/reopen_land_contract';
    const body = { property_name: 'Lot A', reason: 'Closed by mistake' };
    await expectAnswer(path, body, 200, /^Land contract reopened successfully$/);
    await expectAnswer(path, body, 404, /^Lot A has no closed land contract to reopen/);
    await expectAnswer(path, { ...body, property_name: 'Nowhere' }, 404, /^No property named Nowhere\.$/);
    await expectRefusals(server.api, server.admin, path, [...nameRefusals(body, 'property_name'), ...textRefusals(body, 'reason')]);
  });

  it('voids a contract without payments (200), and refuses one with payments (409) or none (404)', async () => {
    const path = '/admin/void_land_contract';
    const body = { property_name: 'Lot A', reason: 'Wrong terms' };
    await expectAnswer(path, body, 409, /^The land contract on Lot A of 2025-01-01 has payments \(the first dated 2025-02-01\)/);
    await expectAnswer(path, { ...body, property_name: 'Lot B' }, 200, /^Land contract voided successfully$/);
    await expectAnswer(path, { ...body, property_name: 'Lot B' }, 404, /^Lot B has no land contract to void\.$/);
    await expectRefusals(server.api, server.admin, path, [...nameRefusals(body, 'property_name'), ...textRefusals(body, 'reason')]);
  });
});
