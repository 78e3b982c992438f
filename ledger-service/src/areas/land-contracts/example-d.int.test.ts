import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleDLlc as llc, lot7Contract, lot7Installment as installment, recordLot7Bought } from '../../testing/land-contract-example-d';
import { bodies, ledgerFixture } from '../../testing/ledger-fixture';
import { startTestServer, testAdmin, type TestServer } from '../../testing/test-server';

/**
 * Worked example (d) of docs/land-contracts.md recorded entirely through the HTTP write calls, then
 * every figure the example gives read back through the report calls, to the cent: Lot 7 of Lakeshore
 * Land LLC, bought for 20,000.00 by Avery (fee 10 %, 15,000.00) and Blake (fee 0 %, 5,000.00), sold on
 * contract on 2024-12-01 for 40,000.00 with 12,000.00 down; Avery withdraws 9,000.00 cash on
 * 2024-12-15; the buyer pays 1,000.00 on every due date of 2025. The contract's own reads and its
 * statement CSV are in reads.int.test.ts.
 */

type Body = Record<string, unknown>;
interface Server {
  api: TestServer;
  token: string;
  /** Avery's 9,000.00 withdrawal tried before the contract was opened, and 9,000.01 tried after: both must be refused. */
  refused: { status: number; message: unknown }[];
}

/** Example (d) through the write calls, with the payments of January to `lastMonth` of 2025. */
const recordExampleD = async (today: string, lastMonth: number): Promise<Server> => {
  const api = await startTestServer({ today });
  const token = await api.loginAs(testAdmin.username, testAdmin.password);
  const ledger = ledgerFixture(api, token);
  const post = ledger.post;
  await recordLot7Bought(ledger);
  const withdraw = (amount: number) => {
    const body = { ...bodies.cashWithdrawal('Avery', amount), date: '2024-12-15' };
    return api.call('POST', '/admin/record_cash_withdrawal', { token, body });
  };
  const refused = [await withdraw(9_000)];
  await post('/admin/open_land_contract', lot7Contract);
  refused.push(await withdraw(9_000.01));
  await post('/admin/record_cash_withdrawal', { ...bodies.cashWithdrawal('Avery', 9_000), date: '2024-12-15' });
  for (let month = 1; month <= lastMonth; month++) await post('/admin/record_lc_payment', installment(month));
  return { api, token, refused: refused.map(({ status, body }) => ({ status, message: body.message })) };
};

let full: Server;
beforeAll(async () => {
  full = await recordExampleD('2025-12-31', 12);
});
afterAll(async () => full?.api.stop());

const getFrom = async ({ api, token }: Server, path: string): Promise<Body> => {
  const answer = await api.call('GET', path, { token });
  expect(answer.status, `${path}: ${answer.text.slice(0, 300)}`).toBe(200);
  return answer.body;
};
const get = (path: string) => getFrom(full, path);
const summary = (investor: string, asOf?: string) => get(`/api/investor_summary?investor_name=${investor}${asOf ? `&as_of=${asOf}` : ''}`);
const llcTaxes = (year: string) => get(`/admin/llc_taxes?selectedLLC=${encodeURIComponent(llc)}&selectedTaxYear=${year}`);

const months = (amounts: number[]) => amounts.map((amount, k) => ({ date: `2025-${String(k + 1).padStart(2, '0')}`, amount }));
// Example (d)'s allocation table: each investor's income of each month of 2025, and the capital each payment returned.
const averyIncome = [144.47, 140.42, 123.14, 132.11, 123.83, 123.75, 115.68, 115.25, 110.98, 220.39, 675, 675];
const blakeIncome = [53.51, 52, 45.6, 48.93, 45.86, 45.83, 42.84, 42.69, 41.1, 81.62, 250, 250];
const averyReturned = [589.48, 593.98, 613.19, 603.21, 612.41, 612.5, 621.47, 621.94, 626.69, 505.13];
const blakeReturned = [196.49, 198, 204.39, 201.07, 204.14, 204.17, 207.16, 207.31, 208.9, 168.37];

describe('example (d) through HTTP: the investors', () => {
  it("takes Avery's 9,000.00 withdrawal only once the down payment has returned her capital to cash", async () => {
    // Before the contract she had no cash; after the down payment exactly 9,000.00, and nothing is recorded by a refusal.
    expect(full.refused).toEqual([
      { status: 409, message: expect.any(String) },
      { status: 409, message: expect.any(String) },
    ]);
    expect((await summary('Avery')).distributions_per_month).toEqual([{ date: '2024-12-15', amount: 9_000, description: 'Distribution' }]);
  });

  it('at 2025-12-31: capital back in full, income 2,700.02 / 999.98, cash 8,700.02 / 5,999.98, roi 90.73 / 100.80', async () => {
    expect(await summary('Avery')).toMatchObject({
      total_investments: 0,
      total_lc_investments: 0,
      total_income: 2_700.02,
      total_capital_returned: 15_000,
      cash_balance: 8_700.02,
      total_roi: 0,
      roi_per_year: { '2024': 0, '2025': 90.73 },
    });
    expect(await summary('Blake')).toMatchObject({
      total_investments: 0,
      total_income: 999.98,
      total_capital_returned: 5_000,
      cash_balance: 5_999.98,
      total_roi: 0,
      roi_per_year: { '2024': 0, '2025': 100.8 },
    });
  });

  it('gives each month of income, and the capital coming back as negative months of investment', async () => {
    for (const [investor, income, invested, downPart, returned] of [
      ['Avery', averyIncome, 15_000, 9_000, averyReturned],
      ['Blake', blakeIncome, 5_000, 3_000, blakeReturned],
    ] as const) {
      const answer = await summary(investor);
      expect(answer.cashflow_per_month, investor).toEqual(months(income));
      const capital = [
        { date: '2024-06', amount: invested },
        { date: '2024-12', amount: -downPart },
        ...months(returned.map((amount) => -amount)),
      ];
      expect(answer.investments_per_month, investor).toEqual(capital);
      const property = await get(`/api/investor_property?investor_name=${investor}&property_name=Lot%207`);
      expect(property, investor).toMatchObject({
        total_investments: 0,
        total_capital_returned: invested,
        cashflow_per_month: months(income),
      });
    }
  });

  it("gives Avery's returns: on Lot 7 tvpi = dpi 1.18, xirr 24.40; over her whole account tvpi 1.18, dpi 0.60, xirr 17.52", async () => {
    const onLot7 = await get('/api/investor_returns?investor_name=Avery&property_name=Lot%207&as_of=2025-12-31');
    expect(onLot7).toMatchObject({ total_contributed: 15_000, total_capital_returned: 15_000, total_distributed: 2_700.02, nav: 0 });
    expect(onLot7).toMatchObject({ tvpi: 1.18, dpi: 1.18, xirr: 24.4, total_fees: 300 });
    const flows = onLot7.flows as Body[];
    expect(flows[0]).toEqual({ date: '2024-06-03', amount: -15_000, kind: 'contribution', property_name: 'Lot 7' });
    const returnedFlows = flows.filter((flow) => flow.kind === 'capital_returned');
    expect(returnedFlows.map((flow) => [flow.date, flow.amount])).toEqual([
      ['2024-12-01', 9_000],
      ...averyReturned.map((amount, k) => [`2025-${String(k + 1).padStart(2, '0')}-01`, amount]),
    ]);
    expect(flows.filter((flow) => flow.kind === 'income').map((flow) => flow.amount)).toEqual(averyIncome);
    const account = await get('/api/investor_returns?investor_name=Avery&as_of=2025-12-31');
    expect(account).toMatchObject({
      total_contributed: 15_000,
      total_distributed: 9_000,
      nav: 8_700.02,
      tvpi: 1.18,
      dpi: 0.6,
      xirr: 17.52,
    });
    expect(account.flows).toEqual([
      { date: '2024-06-03', amount: -15_000, kind: 'contribution', property_name: 'Lot 7' },
      { date: '2024-12-15', amount: 9_000, kind: 'distribution', property_name: null },
      { date: '2025-12-31', amount: 8_700.02, kind: 'value', property_name: null },
    ]);
  });
});

describe('example (d) through HTTP: the firm', () => {
  it('admin summary: income 4,000.00, capital returned 20,000.00, cash 15,000.00', async () => {
    expect(await get('/admin/get_admin_summary')).toMatchObject({
      total_income: 4_000,
      total_capital_returned: 20_000,
      total_cash: 15_000,
      total_investments: 0,
      total_expenses: 0,
      total_deposits: 0,
    });
  });

  it('property details: income 4,000.00, every receipt whole with the down payment, each investor at 0 invested', async () => {
    const details = await get('/admin/get_property_details?selectedProperty=Lot%207');
    expect(details).toMatchObject({ total_investments: 0, total_income: 4_000, total_capital_returned: 20_000 });
    expect(details.income).toEqual([
      { date: '2024-12-01', amount: 12_000, detail: 'Down payment: Jordan Buyer' },
      ...Array.from({ length: 12 }, (_, k) => ({ date: installment(k + 1).payment_date, amount: 1_000, detail: 'Installment' })),
    ]);
    expect(details.investors_list).toEqual([
      { investor_name: 'Avery', total_amount: 0 },
      { investor_name: 'Blake', total_amount: 0 },
    ]);
    expect(details.land_contract).toMatchObject({ state: 'current', principal_balance: 18_118.37, next_due_date: '2026-01-01' });
  });

  it('property taxes 2025: interest 2,118.37 and gain 1,881.63, never the capital returned', async () => {
    const taxes = await get('/admin/property_taxes?selectedProperty=Lot%207&selectedTaxYear=2025');
    expect(taxes.income_list).toEqual({ 'Land Contract Interest': 2_118.37, 'Land Contract Gain': 1_881.63 });
  });
});

const members = (avery: number, blake: number) => ({ Avery: avery, Blake: blake });
const lot7Row = { property_name: 'Lot 7', buyer_name: 'Jordan Buyer', contract_date: '2024-12-01', origination_date: '2024-12-01' };
const lot7Terms = {
  ...lot7Row,
  sale_price: 40_000,
  down_payment: 12_000,
  receivable: 40_000,
  late_fees_received: 0,
  capital_written_off: 0,
};

describe('example (d) through HTTP: the LLC taxes', () => {
  it('2025: every member map and the land_contracts row', async () => {
    const taxes = await llcTaxes('2025');
    expect(taxes).toMatchObject({
      total_dividend_income: 4_000,
      total_rental_income: 0,
      total_income: 4_000,
      ordinary_business_income: 3_700,
      rental_income_by_member: members(0, 0),
      dividend_income_by_member: members(3_000.02, 999.98),
      dividend_expenses_by_member: members(300, 0),
      lc_interest_by_member: members(1_588.79, 529.58),
      lc_late_fees_by_member: members(0, 0),
      lc_gain_by_member: members(1_411.23, 470.4),
      lc_capital_returned_by_member: members(6_000, 2_000),
      lc_principal_received_by_member: members(7_411.23, 2_470.4),
      lc_capital_written_off_by_member: members(0, 0),
    });
    expect(taxes.land_contracts).toEqual([
      {
        ...lot7Terms,
        contract_id: expect.any(String),
        principal_received: 9_881.63,
        interest_received: 2_118.37,
        balance_january_1: 28_000,
        balance_december_31: 18_118.37,
        capital_returned: 8_000,
        gain: 1_881.63,
        state: 'current',
      },
    ]);
  });

  it('2024: Avery and Blake are members by the capital the down payment returned, with no income', async () => {
    const taxes = await llcTaxes('2024');
    expect(taxes).toMatchObject({
      total_income: 0,
      ordinary_business_income: 0,
      dividend_income_by_member: members(0, 0),
      lc_capital_returned_by_member: members(9_000, 3_000),
      lc_principal_received_by_member: members(9_000, 3_000),
      lc_gain_by_member: members(0, 0),
    });
    expect(taxes.land_contracts).toEqual([
      {
        ...lot7Terms,
        contract_id: expect.any(String),
        principal_received: 12_000,
        interest_received: 0,
        balance_january_1: 28_000,
        balance_december_31: 28_000,
        capital_returned: 12_000,
        gain: 0,
        state: 'current',
      },
    ]);
  });

  it('the 2025 CSV carries the same figures in its Members and Land contracts rows', async () => {
    const answer = await full.api.call('GET', `/admin/llc_taxes.csv?selectedLLC=${encodeURIComponent(llc)}&selectedTaxYear=2025`, {
      token: full.token,
    });
    expect(answer.status).toBe(200);
    const rows = answer.text.split('\r\n').map((line) => line.split(','));
    const row = (section: string, item: string, member: string) =>
      rows.find(([s, i, m]) => s === section && i === item && m === member)?.slice(3);
    expect(row('Totals', 'Ordinary business income', '')).toEqual(['', '3700.00', '']);
    for (const [item, avery, blake] of [
      ['Dividend income', '3000.02', '999.98'],
      ['Dividend expenses', '300.00', '0.00'],
      ['Land contract interest', '1588.79', '529.58'],
      ['Land contract late fees', '0.00', '0.00'],
      ['Land contract gain', '1411.23', '470.40'],
      ['Land contract capital returned', '6000.00', '2000.00'],
      ['Land contract principal received', '7411.23', '2470.40'],
      ['Land contract capital written off', '0.00', '0.00'],
    ]) {
      expect(row('Members', item!, 'Avery'), item).toEqual(['', avery, '']);
      expect(row('Members', item!, 'Blake'), item).toEqual(['', blake, '']);
    }
    const contractRows = rows
      .filter(([section]) => section === 'Land contracts')
      .map(([, item, , property, amount, detail]) => [item, property, amount, detail]);
    expect(contractRows).toEqual([
      ['Contract id', 'Lot 7', '', expect.any(String)],
      ['Buyer name', 'Lot 7', '', 'Jordan Buyer'],
      ['Contract date', 'Lot 7', '', '2024-12-01'],
      ['Origination date', 'Lot 7', '', '2024-12-01'],
      ['Sale price', 'Lot 7', '40000.00', ''],
      ['Down payment', 'Lot 7', '12000.00', ''],
      ['Receivable', 'Lot 7', '40000.00', ''],
      ['Principal received', 'Lot 7', '9881.63', ''],
      ['Interest received', 'Lot 7', '2118.37', ''],
      ['Late fees received', 'Lot 7', '0.00', ''],
      ['Balance January 1', 'Lot 7', '28000.00', ''],
      ['Balance December 31', 'Lot 7', '18118.37', ''],
      ['Capital returned', 'Lot 7', '8000.00', ''],
      ['Gain', 'Lot 7', '1881.63', ''],
      ['Capital written off', 'Lot 7', '0.00', ''],
      ['State', 'Lot 7', '', 'current'],
    ]);
  });
});

const cents = (dollars: unknown) => Math.round(Number(dollars) * 100);
const sumOf2025 = (rows: unknown, key = 'date') =>
  (rows as Body[]).filter((row) => String(row[key]).startsWith('2025')).reduce((total, row) => total + cents(row.amount), 0);

describe('example (d) through HTTP: reconciliation R1-R3 for 2025, from the answers', () => {
  it.each(['Avery', 'Blake'])('holds for %s', async (investor) => {
    const taxes = await llcTaxes('2025');
    const byMember = (map: string) => cents((taxes[map] as Record<string, number>)[investor]);
    const [endOf2024, endOf2025] = [await summary(investor, '2024-12-31'), await summary(investor, '2025-12-31')];
    const cashflow = sumOf2025(endOf2025.cashflow_per_month);
    // R1: the member's taxable figures are the cashflow the investor was shown.
    const rental = byMember('rental_income_by_member');
    expect(rental + byMember('dividend_income_by_member') - byMember('dividend_expenses_by_member')).toBe(cashflow);
    // R2: capital moves only by contributions, withdrawals of investment, returns and write-offs (none of the first two in 2025).
    const lcCapital = byMember('lc_capital_returned_by_member') + byMember('lc_capital_written_off_by_member');
    expect(cents(endOf2025.total_investments)).toBe(cents(endOf2024.total_investments) - lcCapital);
    // R3: cash grows by the cashflow and the capital returned, less the cash withdrawn in the year.
    const withdrawn = sumOf2025(endOf2025.distributions_per_month);
    const cashEnd = cents(endOf2024.cash_balance) + cashflow + byMember('lc_capital_returned_by_member') - withdrawn;
    expect(cents(endOf2025.cash_balance)).toBe(cashEnd);
    expect(endOf2025.total_investments).toBe(0);
  });
});

describe('example (d) through HTTP: as_of=2025-06-30', () => {
  let replay: Server;
  beforeAll(async () => {
    replay = await recordExampleD('2025-06-30', 6);
  });
  afterAll(async () => replay?.api.stop());

  const reports = [
    '/api/investor_summary?investor_name=Avery',
    '/api/investor_summary?investor_name=Blake',
    '/api/investor_property?investor_name=Avery&property_name=Lot%207',
    '/api/investor_returns?investor_name=Avery&property_name=Lot%207',
    '/api/investor_returns?investor_name=Blake',
    '/admin/get_admin_summary',
    '/admin/get_property_details?selectedProperty=Lot%207',
    `/admin/llc_taxes?selectedLLC=${encodeURIComponent(llc)}&selectedTaxYear=2025`,
    '/admin/property_taxes?selectedProperty=Lot%207&selectedTaxYear=2025',
  ];
  // Both ledgers are the same but for their generated ids: the contract's, and the record ids that order same-day investments.
  const sameIds = (key: string, value: unknown) => {
    if (key === 'contract_id') return 'the contract';
    return key === 'investments' && Array.isArray(value) ? value.map((row) => JSON.stringify(row)).sort() : value;
  };
  const withoutDates = ({ as_of: _asOf, known_on: _knownOn, ...figures }: Body) => JSON.parse(JSON.stringify(figures, sameIds)) as Body;

  it('gives the figures of a replay of the records dated up to it', async () => {
    for (const path of reports) {
      const asOf = await get(`${path}${path.includes('?') ? '&' : '?'}as_of=2025-06-30`);
      const replayed = await getFrom(replay, path);
      expect(withoutDates(asOf), path).toEqual(withoutDates(replayed));
    }
    // Six payments in: Avery has 12,624.77 of her 15,000.00 back.
    expect(await summary('Avery', '2025-06-30')).toMatchObject({ total_capital_returned: 12_624.77, total_investments: 2_375.23 });
  });
});
