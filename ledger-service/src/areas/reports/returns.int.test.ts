import { nothingPutIn, workedReturns } from '@portal/contracts/testing';
import { describe, expect, it } from 'vitest';
import { bodies, serverForFile } from '../../testing/ledger-fixture';

/**
 * The worked example of docs/figures.md (Returns), through the API: Ivy (no fee) alone in Elm puts
 * in 100,000.00 on 2022-01-01, Elm earns 1,000.00 for each month of 2022, and Ivy takes 3,000.00 in
 * cash at each quarter end.
 */
const server = serverForFile(async (ledger) => {
  await ledger.llc('Alpha LLC');
  await ledger.property('Elm', 'Alpha LLC');
  await ledger.post('/admin/add_investor', { ...bodies.investor('Ivy'), fee_percentage: 0 });
  await ledger.invest('Ivy', 'Elm', 100_000, '2022-01-01');
  for (let month = 1; month <= 12; month++) {
    const m = `2022-${String(month).padStart(2, '0')}`;
    await ledger.post('/admin/record_property_income', {
      ...bodies.income('Elm', 1_000, `${m} rent`),
      income_date: `${m}-05`,
      income_for_month: m,
    });
  }
  for (const date of ['2022-03-31', '2022-06-30', '2022-09-30', '2022-12-31']) {
    await ledger.post('/admin/record_cash_withdrawal', { ...bodies.cashWithdrawal('Ivy', 3_000), date });
  }
});

const get = async (path: string) => {
  const answer = await server.api.call('GET', path, { token: server.admin });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer;
};

/** A CSV download's lines, after checking it is one: CSV, saved under `fileName`, every line ending CRLF. */
const csvLines = async (path: string, fileName: string) => {
  const answer = await get(path);
  expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
  expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
  expect(answer.text.endsWith('\r\n'), JSON.stringify(answer.text)).toBe(true);
  return answer.text.slice(0, -'\r\n'.length).split('\r\n');
};

/** The worked example's figures that the firm's table lists too. */
const ivyHeadline = { ...workedReturns.headline, total_fees: 0 };

describe('GET /api/investor_returns', () => {
  it('answers the worked example: IRR 12.59 %, TVPI 1.12, DPI 0.12, cash-on-cash 12 %, with every flow', async () => {
    const { body } = await get('/api/investor_returns?investor_name=Ivy&as_of=2022-12-31');
    expect(body).toEqual({
      investor_name: 'Ivy',
      property_name: null,
      known_on: null,
      as_of: '2022-12-31',
      ...ivyHeadline,
      cash_on_cash_by_year: { '2022': 12 },
      fees_per_month: Array.from({ length: 12 }, (_, i) => ({
        date: `2022-${String(i + 1).padStart(2, '0')}`,
        allocated: 1_000,
        fee: 0,
        own_expenses: 0,
        income: 1_000,
      })),
      flows: workedReturns.flows('Elm'),
    });
  });

  it('answers one property: its income flows at month ends and its capital as the value', async () => {
    const { body } = await get('/api/investor_returns?investor_name=Ivy&property_name=Elm&as_of=2022-06-15');
    expect(body).toMatchObject({ property_name: 'Elm', total_distributed: 6_000, nav: 100_000, cash_on_cash_by_year: {} });
    expect((body.flows as unknown[]).at(-2)).toEqual({ date: '2022-06-15', amount: 1_000, kind: 'income', property_name: 'Elm' });
  });

  it('gives the flows as CSV a spreadsheet reads: date, amount in dollars, kind, property', async () => {
    expect(await csvLines('/api/investor_returns.csv?investor_name=Ivy&as_of=2022-12-31', 'Ivy-flows-2022-12-31.csv')).toEqual([
      'date,amount,kind,property_name',
      '2022-01-01,-100000.00,contribution,Elm',
      '2022-03-31,3000.00,distribution,',
      '2022-06-30,3000.00,distribution,',
      '2022-09-30,3000.00,distribution,',
      '2022-12-31,3000.00,distribution,',
      '2022-12-31,100000.00,value,',
    ]);
  });

  it("annualises a short span, and says 'not meaningful' with null, never 0 %, before any money went in", async () => {
    const { body } = await get('/api/investor_returns?investor_name=Ivy&as_of=2022-01-15');
    // 100,000 in on January 1st; 101,000 held on the 15th (January's income counts in its month):
    // 1.01 ^ (365 / 14) - 1 = 29.62 % a year.
    expect(body).toMatchObject({ xirr: 29.62, nav: 101_000 });
    const before = await get('/api/investor_returns?investor_name=Ivy&as_of=2021-12-31');
    expect(before.body).toMatchObject({ xirr: null, tvpi: null, dpi: null, flows: [] });
  });
});

describe('GET /admin/investor_returns', () => {
  it("lists every investor's portfolio returns in name order, the same figures as each investor's own", async () => {
    const { body } = await get('/admin/investor_returns?as_of=2022-12-31');
    expect(body).toEqual({
      as_of: '2022-12-31',
      investors: [
        // The test server's own investor, who has put nothing in: nothing in the line is meaningful.
        { investor_name: 'Ivan Investor', ...nothingPutIn },
        { investor_name: 'Ivy', ...ivyHeadline },
      ],
    });
    const ivy = await get('/api/investor_returns?investor_name=Ivy&as_of=2022-06-15');
    const firm = await get('/admin/investor_returns?as_of=2022-06-15');
    const headline = Object.keys(ivyHeadline).map((figure) => [figure, ivy.body[figure]]);
    expect((firm.body.investors as unknown[])[1]).toEqual({ investor_name: 'Ivy', ...Object.fromEntries(headline) });
  });

  it('gives the table as CSV: amounts in dollars, percent and multiples with 2 decimals, empty where not meaningful', async () => {
    expect(await csvLines('/admin/investor_returns.csv?as_of=2022-12-31', 'investor-returns-2022-12-31.csv')).toEqual([
      'investor_name,xirr,tvpi,dpi,total_contributed,total_distributed,total_capital_returned,nav,total_fees',
      'Ivan Investor,,,,0.00,0.00,0.00,0.00,0.00',
      'Ivy,12.59,1.12,0.12,100000.00,12000.00,0.00,100000.00,0.00',
    ]);
  });
});

describe('a write the returns have been read before', () => {
  it('shows in the next answer: a kept answer never outlives the read model it came from', async () => {
    const before = await get('/api/investor_returns?investor_name=Ivy&as_of=2023-03-31');
    expect(before.body).toMatchObject({ nav: 100_000 });
    expect((before.body.fees_per_month as { date: string }[]).at(-1)?.date).toBe('2022-12');
    const recorded = await server.api.call('POST', '/admin/record_property_income', {
      token: server.admin,
      body: { ...bodies.income('Elm', 1_000, '2023-01 rent'), income_date: '2023-01-05', income_for_month: '2023-01' },
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    const after = await get('/api/investor_returns?investor_name=Ivy&as_of=2023-03-31');
    expect(after.body).toMatchObject({ nav: 101_000 });
    expect((after.body.fees_per_month as unknown[]).at(-1)).toEqual({
      date: '2023-01',
      allocated: 1_000,
      fee: 0,
      own_expenses: 0,
      income: 1_000,
    });
  });
});
