import type { RecordedEvent } from '@portal/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestServer, testAdmin, type ApiAnswer, type TestServer } from './test-server';

/** Valid bodies of the ledger's calls, to send as they are or with one field changed. */
export const bodies = {
  llc: (llc_name: string) => ({
    llc_name,
    address: '9 Main St, Springfield',
    date_started: '2020-02-01',
    principal_business_activity: 'Real estate',
    principal_product: 'Residential rentals',
    business_code_number: '531110',
  }),
  property: (property_name: string, llc: string, property_type = 'Rental') => ({
    property_name,
    address: '1 Elm St',
    purchase_date: '2023-01-15',
    purchase_price: 250_000,
    property_type,
    picture_url: '/pictures/elm.jpg',
    llc,
    land_value: 50_000,
    property_value: 300_000,
  }),
  investor: (name: string) => ({ name, email: 'investor@example.com', phone: '555-0100', address: '2 Oak St', fee_percentage: 0.1 }),
  investment: (investor_name: string, property_name: string, amount: number, date = '2024-01-10') => ({
    property_name,
    amount,
    date,
    investor_name,
  }),
  income: (property_name: string, amount = 1500, description = 'March rent') => ({
    income_date: '2024-03-05',
    property_name,
    description,
    amount,
    income_for_month: '2024-03',
    income_category: 'Rent' as const,
  }),
  partnerIncome: (property_name: string) => ({
    income_date: '2024-04-01',
    property_name,
    description: 'Q1 share',
    amount: 300,
    start_date: '2024-01-01',
    end_date: '2024-03-31',
  }),
  lcPayment: (property_name: string, loren_name: string) => ({
    payment_date: '2024-05-02',
    property_name,
    loren_name,
    description: 'May payment',
    amount: 900,
  }),
  expense: (property_name: string, amount = 800) => ({
    expense_date: '2024-03-10',
    property_name,
    description: 'Roof repair',
    amount,
    expense_category: 'Repairs',
    expense_for_month: '2024-03',
  }),
  deposit: (property_name: string, amount = 1000) => ({ property_name, amount, date: '2024-02-01', notes: 'Unit A deposit' }),
  llcExpense: (llc_name: string, amount = 123.45) => ({
    expense_date: '2024-04-15',
    llc_name,
    description: 'Filing fee',
    amount,
    expense_category: 'Taxes',
  }),
  cashWithdrawal: (investor_name: string, amount: number) => ({ amount, date: '2024-06-01', investor_name, description: 'Distribution' }),
  investmentWithdrawal: (investor_name: string, property_name: string, amount: number) => ({
    property_name,
    amount,
    date: '2024-06-01',
    investor_name,
  }),
  /** The sale of docs/land-contracts.md's example: 100,000.00 at 8 % actual/365, 1,000.00 a month from 2025-02-01. */
  landContract: (property_name: string, changes: Record<string, unknown> = {}) => ({
    property_name,
    buyer_name: 'Jordan Buyer',
    buyer_address: '12 Shore Rd, Springfield',
    contract_date: '2025-01-01',
    sale_price: 100_000,
    down_payment: 0,
    annual_rate: 8,
    day_count: 'actual/365',
    payment_amount: 1_000,
    first_payment_date: '2025-02-01',
    number_of_payments: 120,
    grace_days: 10,
    late_fee_type: 'percent',
    late_fee: 5,
    description: 'Lot sold on contract',
    ...changes,
  }),
  depositWithdrawal: (property_name: string, amount: number) => ({
    property_name,
    amount,
    date: '2024-08-01',
    notes: 'Returned to tenant',
  }),
};

/** Calls that must succeed, to build a ledger through the API as an admin would. */
export const ledgerFixture = (api: TestServer, token: string) => {
  const post = async (path: string, body: unknown): Promise<Record<string, unknown>> => {
    const answer = await api.call('POST', path, { token, body });
    if (answer.status !== 201 && answer.status !== 200) throw new Error(`${path} failed: ${answer.status} ${answer.body.message}`);
    return answer.body;
  };
  const recordId = async (path: string, body: unknown) => String((await post(path, body)).id);
  return {
    post,
    llc: (name: string) => post('/admin/add_llc', bodies.llc(name)),
    partner: (name: string) => post('/admin/add_partner', { loren_name: name }),
    property: (name: string, llc: string, type = 'Rental') => post('/admin/add_investment_property', bodies.property(name, llc, type)),
    investor: (name: string) => post('/admin/add_investor', bodies.investor(name)),
    /** Adds each of `investors`, each investing `amount` in `property`. */
    owners: async (property: string, investors: readonly string[], amount: number) => {
      for (const name of investors) {
        await post('/admin/add_investor', bodies.investor(name));
        await post('/admin/add_investment', bodies.investment(name, property, amount));
      }
    },
    /** Adds an investor; answers the secret their portal user registers with. */
    registrationSecret: async (investor: string) => String((await post('/admin/add_investor', bodies.investor(investor))).secret),
    invest: (investor: string, property: string, amount: number, date?: string) =>
      recordId('/admin/add_investment', bodies.investment(investor, property, amount, date)),
    income: (property: string, amount?: number) => recordId('/admin/record_property_income', bodies.income(property, amount)),
    expense: (property: string, amount?: number) => recordId('/admin/record_property_expense', bodies.expense(property, amount)),
    deposit: (property: string, amount?: number) => recordId('/admin/add_rental_deposit', bodies.deposit(property, amount)),
  };
};

export type LedgerFixture = ReturnType<typeof ledgerFixture>;

/** A test server with `llc` and its `property` added by the admin of testAdmin: the server, the admin's token and the ledger to build on. */
export const startWithProperty = async (options: Parameters<typeof startTestServer>[0], llc: string, property: string, type?: string) => {
  const api = await startTestServer(options);
  const admin = await api.loginAs(testAdmin.username, testAdmin.password);
  const ledger = ledgerFixture(api, admin);
  await ledger.llc(llc);
  await ledger.property(property, llc, type);
  return { api, admin, ledger };
};

/** An investor as the directory of names knows them: the events name them by `id`, in the stream `streamName`. */
export const investorOf = async (api: TestServer, name: string) => {
  const investor = (await api.services.people.current()).investorNamed(name);
  if (investor === undefined) throw new Error(`No investor named ${name}`);
  return investor;
};

/** The events of one stream, as recorded. */
export const streamEvents = (api: TestServer, streamName: string): Promise<RecordedEvent[]> => api.runtime.store.readStream(streamName);

/** What a call that records something new must have recorded: the last event of `stream`, of `type`, with `data`. */
export interface Recorded {
  message: string;
  stream: string;
  type: string;
  data: Record<string, unknown>;
}

/**
 * Posts `body` to `path` as the file's admin: it must be answered 201 with `message`, and the last event of the stream
 * must be the one expected, carrying the record id the call answered. Answers the call.
 */
export const expectRecorded = async ({ api, admin }: FileServer, path: string, body: unknown, expected: Recorded): Promise<ApiAnswer> => {
  const answer = await api.call('POST', path, { token: admin, body });
  expect(answer).toMatchObject({ status: 201, body: { message: expected.message } });
  expect((await streamEvents(api, expected.stream)).at(-1)).toMatchObject({
    type: expected.type,
    data: { recordId: answer.body.id, ...expected.data },
  });
  return answer;
};

/** Posts `body` to `path` as the file's admin: it must be answered 201 with `message`, and `stream` must then hold just `events`. */
export const expectAdded = async (server: FileServer, path: string, body: unknown, message: string, stream: string, events: object[]) => {
  expect(await server.api.call('POST', path, { token: server.admin, body })).toMatchObject({ status: 201, body: { message } });
  expect(await streamEvents(server.api, stream)).toMatchObject(events);
};

/** A file's server: the API, an admin's token and the investor Ivan's token, set before its tests. */
export interface FileServer {
  api: TestServer;
  admin: string;
  investor: string;
}

/**
 * Starts one server for the tests of a file (before all, stopped after all): an admin and the
 * investor Ivan signed in, then `seed` builds what the tests start from, as an admin would.
 */
export function serverForFile(
  seed?: (ledger: LedgerFixture) => Promise<unknown>,
  options?: Parameters<typeof startTestServer>[0],
): FileServer {
  const server = {} as FileServer;
  beforeAll(async () => {
    server.api = await startTestServer(options);
    server.admin = await server.api.loginAs(testAdmin.username, testAdmin.password);
    server.investor = await server.api.addInvestorUser(server.admin, 'Ivan Investor', 'ivan');
    await seed?.(ledgerFixture(server.api, server.admin));
  });
  afterAll(async () => server.api?.stop());
  return server;
}
