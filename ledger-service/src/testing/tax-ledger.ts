import { afterAll, beforeAll } from 'vitest';
import { startTestServer, testAdmin, type TestServer } from './test-server';

/**
 * Test support only: a portfolio built through the API whose tax figures tax-reports.int.test.ts
 * computes by hand. Today is 2025-03-10, so the tax years are 2025, 2024 and 2023 (the first record
 * is Ann's investment of 2023-05-10). Fees: Ann 0 %, Bob 10 %, Cy 30 %.
 *
 * Lakeside LLC
 * - Elm (Rental; 250,000.00 with 50,000.00 of land; bought 2023-03-01). Ann invests 1,000.00 on
 *   2023-05-10; Bob joins with 3,000.00 on 2024-04-15 (from April: Ann 1/4, Bob 3/4).
 *   2023-06 rent 200.00. 2024: January rent 400.00 (Ann's alone), April rent 800.00, a shared repair
 *   of 100.00 for July, Bob's own 12.34 for September, late fees 33.33 for October (Ann 8.33, Bob
 *   25.00 by largest remainder), 40.00 rent for December recorded on 2025-01-04, and 999.99 for May
 *   recorded then deleted. A deposit of 1,000.00 (never income).
 * - Farm (Land Contract; 90,000.00 with 10,000.00 of land; bought 2024-02-01). Bob and Cy invest
 *   2,000.00 each on 2024-02-10; Cy takes 1,000.00 back on 2024-11-30. Payments of 500.00 (March) and
 *   250.00 (August); May loses money: partner income 100.00 against a 300.00 repair; Cy's own
 *   cleaning 20.00 for June.
 * - Lot (Other; 40,000.00, all land; bought 2025-01-20): no records.
 * - LLC expenses: 75.00 legal (2023-11-03), 123.45 taxes (2024-04-15), 80.00 insurance (2024-12-31),
 *   500.00 legal (2024-06-01) recorded then deleted.
 * Hilltop LLC
 * - Pine (Rental; 120,000.00 with 20,000.00 of land; bought 2023-06-01). Cy invests 500.00 on
 *   2024-12-20; December rent 60.00. An LLC expense of 10.00 utilities (2024-03-01).
 * Empty LLC: no properties, no records.
 * Ann draws 100.00 cash on 2024-12-01.
 */
export const taxToday = '2025-03-10';

export const buildTaxLedger = async (api: TestServer, token: string): Promise<void> => {
  const post = async (path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const answer = await api.call('POST', path, { token, body });
    if (answer.status !== 201 && answer.status !== 200) throw new Error(`${path} failed: ${answer.status} ${answer.body.message}`);
    return answer.body;
  };
  const llc = (llc_name: string) =>
    post('/admin/add_llc', {
      llc_name,
      address: `1 ${llc_name} Way, Springfield`,
      date_started: '2020-02-01',
      principal_business_activity: 'Real estate',
      principal_product: 'Residential rentals',
      business_code_number: '531110',
    });
  const property = (
    property_name: string,
    property_type: string,
    llc: string,
    purchase_date: string,
    purchase_price: number,
    land_value: number,
  ) =>
    post('/admin/add_investment_property', {
      property_name,
      address: `${property_name} Road 7`,
      purchase_date,
      purchase_price,
      property_type,
      picture_url: `/pictures/${property_name.toLowerCase()}.jpg`,
      llc,
      land_value,
      property_value: purchase_price,
    });
  const investor = (name: string, fee_percentage: number) =>
    post('/admin/add_investor', {
      name,
      email: `${name.toLowerCase()}@example.com`,
      phone: '555-0100',
      address: '2 Oak St',
      fee_percentage,
    });
  const invest = (investor_name: string, property_name: string, amount: number, date: string) =>
    post('/admin/add_investment', { investor_name, property_name, amount, date });
  const income = (
    property_name: string,
    amount: number,
    income_for_month: string,
    income_category = 'Rent',
    income_date = `${income_for_month}-05`,
  ) =>
    post('/admin/record_property_income', {
      income_date,
      property_name,
      description: `${income_category} ${income_for_month}`,
      amount,
      income_for_month,
      income_category,
    });
  const expense = (property_name: string, amount: number, expense_for_month: string, expense_category: string, investor?: string) =>
    investor
      ? post('/admin/record_investor_property_expense', {
          expense_date: `${expense_for_month}-20`,
          property_name,
          description: 'Own',
          amount,
          expense_category,
          expense_for_month,
          investor,
        })
      : post('/admin/record_property_expense', {
          expense_date: `${expense_for_month}-20`,
          property_name,
          description: 'Shared',
          amount,
          expense_category,
          expense_for_month,
        });
  const llcExpense = (llc_name: string, amount: number, expense_date: string, expense_category: string) =>
    post('/admin/record_llc_expense', { expense_date, llc_name, description: expense_category, amount, expense_category });
  const lcPayment = (amount: number, payment_date: string) =>
    post('/admin/record_lc_payment', { payment_date, property_name: 'Farm', loren_name: 'Larry', description: 'Payment', amount });

  await llc('Lakeside LLC');
  await llc('Hilltop LLC');
  await llc('Empty LLC');
  await post('/admin/add_partner', { loren_name: 'Larry' });
  await property('Elm', 'Rental', 'Lakeside LLC', '2023-03-01', 250_000, 50_000);
  await property('Farm', 'Land Contract', 'Lakeside LLC', '2024-02-01', 90_000, 10_000);
  await property('Lot', 'Other', 'Lakeside LLC', '2025-01-20', 40_000, 40_000);
  await property('Pine', 'Rental', 'Hilltop LLC', '2023-06-01', 120_000, 20_000);
  await investor('Ann', 0);
  await investor('Bob', 0.1);
  await investor('Cy', 0.3);

  // Elm
  await invest('Ann', 'Elm', 1000, '2023-05-10');
  await income('Elm', 200, '2023-06');
  await income('Elm', 400, '2024-01');
  await invest('Bob', 'Elm', 3000, '2024-04-15');
  await income('Elm', 800, '2024-04');
  const mistyped = await income('Elm', 999.99, '2024-05');
  await post('/admin/delete_income', { id: mistyped.id, amount: 999.99, detail: 'Rent 2024-05', date: '2024-05-05' });
  await expense('Elm', 100, '2024-07', 'Repairs');
  await expense('Elm', 12.34, '2024-09', 'Legal and other professional fees', 'Bob');
  await income('Elm', 33.33, '2024-10', 'Late Fees');
  await income('Elm', 40, '2024-12', 'Rent', '2025-01-04');
  await post('/admin/add_rental_deposit', { property_name: 'Elm', amount: 1000, date: '2024-02-01', notes: 'Unit A' });

  // Farm
  await invest('Bob', 'Farm', 2000, '2024-02-10');
  await invest('Cy', 'Farm', 2000, '2024-02-10');
  await lcPayment(500, '2024-03-05');
  await post('/admin/record_loren_income', {
    income_date: '2024-05-20',
    property_name: 'Farm',
    description: 'Larry share',
    amount: 100,
    start_date: '2024-05-01',
    end_date: '2024-05-31',
  });
  await expense('Farm', 300, '2024-05', 'Repairs');
  await expense('Farm', 20, '2024-06', 'Cleaning and maintenance', 'Cy');
  await lcPayment(250, '2024-08-05');
  await post('/admin/record_investment_withdrawal', { investor_name: 'Cy', property_name: 'Farm', amount: 1000, date: '2024-11-30' });

  // LLC expenses
  await llcExpense('Lakeside LLC', 75, '2023-11-03', 'Legal and other professional fees');
  await llcExpense('Lakeside LLC', 123.45, '2024-04-15', 'Taxes');
  await llcExpense('Lakeside LLC', 80, '2024-12-31', 'Insurance');
  const wrong = await llcExpense('Lakeside LLC', 500, '2024-06-01', 'Legal and other professional fees');
  await post('/admin/delete_llc_expense', { id: wrong.id, amount: 500, detail: 'Legal and other professional fees', date: '2024-06-01' });

  // Hilltop
  await invest('Cy', 'Pine', 500, '2024-12-20');
  await income('Pine', 60, '2024-12');
  await llcExpense('Hilltop LLC', 10, '2024-03-01', 'Utilities');

  await post('/admin/record_cash_withdrawal', { investor_name: 'Ann', amount: 100, date: '2024-12-01', description: 'Distribution' });
};

/** Starts one server for the tests of a file at taxToday (before all, stopped after all), the tax ledger built by its admin. */
export function taxServerForFile(): { api: TestServer; admin: string } {
  const server = {} as { api: TestServer; admin: string };
  beforeAll(async () => {
    server.api = await startTestServer({ today: taxToday });
    server.admin = await server.api.loginAs(testAdmin.username, testAdmin.password);
    await buildTaxLedger(server.api, server.admin);
  });
  afterAll(async () => server.api?.stop());
  return server;
}
