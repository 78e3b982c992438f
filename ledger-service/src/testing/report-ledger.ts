import { afterAll, beforeAll } from 'vitest';
import { startTestServer, testAdmin, type ApiAnswer, type CallOptions, type TestServer } from './test-server';

/**
 * Test support only: a small portfolio built through the API as an admin would, whose every figure
 * the report tests compute by hand (today is 2024-07-15).
 *
 * Elm (Rental, Main LLC): Ann (fee 0 %), Bob (10 %) and Cy (30 %) invest 100.00 each in January,
 * Dee (20 %) 300.00 on March 15; Cy takes his 100.00 back on April 10. Income 100.00 for January,
 * a shared expense of 50.00 for February, income 600.00 for March and 500.00 for April, Ann's own
 * expense 25.50 for April, 999.99 for May recorded then deleted, and 0.01 for May. Deposits 1,000.00
 * received and 400.00 returned; notes set.
 * Oak (Land Contract, Second LLC): Bob invests 1,000.00; a payment of 250.00 and partner income of
 * 30.00 in May. Pine (Other, Main LLC): Dee invests 200.00 on June 20.
 * Main LLC pays a 123.45 filing fee; Ann draws 50.00 cash. Ann and Bob have portal users.
 */
export const reportToday = '2024-07-15';

export interface ReportLedger {
  adminToken: string;
  annToken: string;
  bobToken: string;
  /** Record ids returned by the record calls, by what the test calls them. */
  ids: Record<string, string>;
}

export const buildReportLedger = async (api: TestServer, adminToken: string): Promise<ReportLedger> => {
  const ids: Record<string, string> = {};
  const post = async (path: string, body: Record<string, unknown>, idName?: string) => {
    const answer = await api.call('POST', path, { token: adminToken, body });
    if (answer.status !== 201 && answer.status !== 200) throw new Error(`${path} failed: ${answer.status} ${answer.body.message}`);
    if (idName) ids[idName] = String(answer.body.id);
    return answer.body;
  };
  const llc = (llc_name: string) =>
    post('/admin/add_llc', {
      llc_name,
      address: '9 Main St',
      date_started: '2020-02-01',
      principal_business_activity: 'Real estate',
      principal_product: 'Rentals',
      business_code_number: '531110',
    });
  const property = (property_name: string, property_type: string, llc: string) =>
    post('/admin/add_investment_property', {
      property_name,
      address: `1 ${property_name} St`,
      purchase_date: '2023-01-15',
      purchase_price: 250_000,
      property_type,
      picture_url: `/pictures/${property_name.toLowerCase()}.jpg`,
      llc,
      land_value: 50_000,
      property_value: 300_000,
    });
  const investor = async (name: string, fee_percentage: number, username?: string) => {
    const { secret } = await post('/admin/add_investor', {
      name,
      email: `${name.toLowerCase()}@example.com`,
      phone: '555-0100',
      address: '2 Oak St',
      fee_percentage,
    });
    if (!username) return '';
    const registered = await api.call('POST', '/auth/register', { body: { username, password: 'investor-pass-1', secret } });
    if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${registered.body.message}`);
    return api.loginAs(username, 'investor-pass-1');
  };
  const invest = (investor_name: string, property_name: string, amount: number, date: string) =>
    post('/admin/add_investment', { investor_name, property_name, amount, date });
  const income = (property_name: string, amount: number, month: string, description: string, idName?: string) =>
    post(
      '/admin/record_property_income',
      { income_date: `${month}-05`, property_name, description, amount, income_for_month: month, income_category: 'Rent' },
      idName,
    );

  await llc('Main LLC');
  await llc('Second LLC');
  await post('/admin/add_partner', { loren_name: 'Larry' });
  await post('/admin/add_expense_category', { expense_category: 'Snow removal' });
  await property('Elm', 'Rental', 'Main LLC');
  await property('Oak', 'Land Contract', 'Second LLC');
  await property('Pine', 'Other', 'Main LLC');
  const annToken = await investor('Ann', 0, 'ann');
  const bobToken = await investor('Bob', 0.1, 'bob');
  await investor('Cy', 0.3);
  await investor('Dee', 0.2);

  await invest('Ann', 'Elm', 100, '2024-01-10');
  await invest('Bob', 'Elm', 100, '2024-01-11');
  await invest('Cy', 'Elm', 100, '2024-01-12');
  await income('Elm', 100, '2024-01', 'January rent', 'janRent');
  await post(
    '/admin/record_property_expense',
    {
      expense_date: '2024-02-20',
      property_name: 'Elm',
      description: 'Gutter',
      amount: 50,
      expense_category: 'Repairs',
      expense_for_month: '2024-02',
    },
    'gutter',
  );
  await invest('Dee', 'Elm', 300, '2024-03-15');
  await income('Elm', 600, '2024-03', 'March rent');
  await post('/admin/record_investment_withdrawal', { investor_name: 'Cy', property_name: 'Elm', amount: 100, date: '2024-04-10' });
  await income('Elm', 500, '2024-04', 'April rent');
  await post(
    '/admin/record_investor_property_expense',
    {
      expense_date: '2024-04-22',
      property_name: 'Elm',
      description: 'Ann’s accountant',
      amount: 25.5,
      expense_category: 'Legal and other professional fees',
      expense_for_month: '2024-04',
      investor: 'Ann',
    },
    'annExpense',
  );
  await income('Elm', 999.99, '2024-05', 'Mistyped rent', 'mistyped');
  await post('/admin/delete_income', { id: ids.mistyped, amount: 999.99, detail: 'Mistyped rent', date: '2024-05-05' });
  await income('Elm', 0.01, '2024-05', 'May rounding', 'mayRounding');
  await post('/admin/add_rental_deposit', { property_name: 'Elm', amount: 1000, date: '2024-02-01', notes: 'Unit A deposit' }, 'deposit');
  await post(
    '/admin/record_deposit_withdrawal',
    { property_name: 'Elm', amount: 400, date: '2024-06-01', notes: 'Returned to tenant' },
    'depositBack',
  );
  await post('/admin/set_property_notes', { property_name: 'Elm', notes: 'New roof in 2024' });

  await invest('Bob', 'Oak', 1000, '2024-02-01');
  await post(
    '/admin/record_lc_payment',
    { payment_date: '2024-05-02', property_name: 'Oak', loren_name: 'Larry', description: 'May payment', amount: 250 },
    'payment',
  );
  await post(
    '/admin/record_loren_income',
    {
      income_date: '2024-05-20',
      property_name: 'Oak',
      description: 'Larry share',
      amount: 30,
      start_date: '2024-05-01',
      end_date: '2024-05-31',
    },
    'partnerIncome',
  );
  await invest('Dee', 'Pine', 200, '2024-06-20');

  await post(
    '/admin/record_llc_expense',
    { expense_date: '2024-04-15', llc_name: 'Main LLC', description: 'Filing fee', amount: 123.45, expense_category: 'Taxes' },
    'filingFee',
  );
  await post('/admin/record_cash_withdrawal', { investor_name: 'Ann', amount: 50, date: '2024-06-01', description: 'Distribution' });
  return { adminToken, annToken, bobToken, ids };
};

/** A file's server over the report ledger: the API, the ledger's tokens and ids, and a read that must answer 200. */
export interface ReportServer {
  api: TestServer;
  ledger: ReportLedger;
  /** The body of a GET that must answer 200, as the admin unless another token is given. */
  get: (path: string, token?: string) => Promise<Record<string, unknown>>;
  /** A call, as the admin unless the options give another token. */
  call: (method: string, path: string, options?: CallOptions) => Promise<ApiAnswer>;
}

/**
 * Starts one server for the tests of a file (before all, stopped after all) on `options` (today is
 * reportToday unless they say otherwise), and builds the report ledger on it.
 */
export function reportServerForFile(options: Parameters<typeof startTestServer>[0] = { today: reportToday }): ReportServer {
  const server = {
    get: (path: string, token = server.ledger.adminToken) => server.api.read(path, token),
    call: (method: string, path: string, callOptions?: CallOptions) =>
      server.api.call(method, path, { token: server.ledger.adminToken, ...callOptions }),
  } as ReportServer;
  beforeAll(async () => {
    server.api = await startTestServer(options);
    server.ledger = await buildReportLedger(server.api, await server.api.loginAs(testAdmin.username, testAdmin.password));
  });
  afterAll(async () => server.api?.stop());
  return server;
}
