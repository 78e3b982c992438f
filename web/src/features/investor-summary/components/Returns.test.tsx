import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/token';
import { mockFetch, type MockReply } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { bodyRows } from '../../../test/table-rows';
import type { InvestorReturns } from '../api/answers';
import { annReturns, annSummary, elmProperty, oakProperty, oakReturns } from '../test/fixtures';

/** Ann's summary page, her returns answered by `returns` (per property name, '' for the portfolio). */
function openAnn(returns: (propertyName: string) => InvestorReturns | MockReply = () => annReturns) {
  const mock = mockFetch({
    'GET /admin/get_admin_level': { body: { admin_level: 0 } },
    'GET /api/investor_summary': { body: annSummary },
    'GET /api/investor_property': () => ({
      body: lastQuery('/api/investor_property').property_name === 'Oak Farm' ? oakProperty : elmProperty,
    }),
    'GET /api/investor_returns': () => {
      const answer = returns(lastQuery('/api/investor_returns').property_name ?? '');
      return 'investor_name' in answer ? { body: answer } : answer;
    },
    'GET /api/investor_returns.csv': { body: 'csv' },
  });
  const queries = (path: string) =>
    mock.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === path)
      .map((url) => Object.fromEntries(url.searchParams));
  const lastQuery = (path: string) => queries(path).at(-1)!;
  setToken('jwt-ann');
  renderApp('/investor');
  return { ...mock, queries };
}

/** Ann's fees in her two properties: February's are Elm's gain and Oak's loss, which is not netted against Elm's fee. */
const elmFees: InvestorReturns = {
  ...annReturns,
  property_name: 'Elm Street Duplex',
  fees_per_month: annReturns.fees_per_month.map((month) =>
    month.date === '2022-02' ? { date: '2022-02', allocated: 1100.1, fee: 110.01, own_expenses: 50, income: 940.09 } : month,
  ),
};
const oakFees: InvestorReturns = {
  ...oakReturns,
  fees_per_month: [{ date: '2022-02', allocated: -100, fee: 0, own_expenses: 0, income: -100 }],
};

/** A figure, found by its title. */
const figure = (title: string) => screen.getByRole('heading', { name: title }).nextElementSibling?.textContent;

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

// Whole-page renders in jsdom: a first render on a busy 2-core machine can take seconds.
describe('returns on the investor summary', { timeout: 20_000 }, () => {
  it("leads with the investor's value, contributed, distributed, IRR and equity multiple, then DPI and this year's cash-on-cash", async () => {
    const { queries } = openAnn();

    expect(await screen.findByRole('heading', { name: 'IRR' })).toBeInTheDocument();
    // The portfolio's asked once, for the signed-in investor's own (no name), alongside the summary; each property's by name.
    expect(queries('/api/investor_returns').filter((query) => query.property_name === undefined)).toEqual([{}]);
    expect(figure('Value (NAV)')).toBe('$100,000.00');
    expect(figure('Contributed')).toBe('$100,000.00');
    expect(figure('Distributed')).toBe('$12,000.00');
    expect(figure('IRR')).toBe('12.59%');
    expect(figure('Equity Multiple')).toBe('1.12x');
    expect(await screen.findByRole('heading', { name: 'DPI' })).toBeInTheDocument();
    expect(figure('DPI')).toBe('0.12x');
    expect(figure('Cash-on-Cash 2022')).toBe('12.00%');
  });

  it('shows how the figures come from the dated flows, with the amounts put in, once it is asked for', async () => {
    const user = userEvent.setup();
    openAnn();
    const how = await screen.findByText('How is this computed?');
    expect(screen.queryByText(/^=XIRR/)).toBeNull();

    await user.click(how);
    const workings = how.closest('details')!;
    expect(workings).toHaveTextContent('Value (NAV) on 12/31/2022: $100,000.00, your Active Investments and Cash Balance');
    expect(workings).toHaveTextContent('−days since 01/01/2022 ÷ 365');
    // Six flows under the CSV's header row.
    expect(workings).toHaveTextContent('=XIRR(B2:B7, A2:A7)');
    expect(workings).toHaveTextContent(
      'Equity Multiple = (distributed + capital returned + value) ÷ contributed = ($12,000.00 + $0.00 + $100,000.00) ÷ $100,000.00 = 1.12x',
    );
    expect(workings).toHaveTextContent('DPI = (distributed + capital returned) ÷ contributed = ($12,000.00 + $0.00) ÷ $100,000.00 = 0.12x');
    expect(workings).toHaveTextContent('Net = Allocated − Fee − Own expenses');
    expect(workings).toHaveTextContent(
      'A land-contract payment is split into late fees, interest and principal: the principal returns your capital first',
    );

    await user.click(within(workings).getByText('Every dated flow (6)'));
    expect(rowsOf('Dated flows')).toEqual([
      ['Date', 'Flow', 'Amount'],
      ['01/01/2022', 'ContributionElm Street Duplex', '-$100,000.00'],
      ['03/31/2022', 'Distribution', '$3,000.00'],
      ['06/30/2022', 'Distribution', '$3,000.00'],
      ['09/30/2022', 'Distribution', '$3,000.00'],
      ['12/31/2022', 'Distribution', '$3,000.00'],
      ['12/31/2022', 'Value', '$100,000.00'],
    ]);
  });

  it('downloads the flows as of the same day, with the bearer token', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    const { queries, requests } = openAnn();

    await user.click(await screen.findByText('How is this computed?'));
    await user.click(screen.getByRole('button', { name: 'Download flows (CSV)' }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(queries('/api/investor_returns.csv')).toEqual([{ investor_name: 'Ann Lee', as_of: '2022-12-31' }]);
    expect(requests.find((r) => r.path === '/api/investor_returns.csv')?.headers.get('Authorization')).toBe('Bearer jwt-ann');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('flows-Ann-Lee-2022-12-31.csv');
  });

  it('totals the fees per year in cents, the months under them newest first, each opening into its properties', async () => {
    const user = userEvent.setup();
    openAnn((propertyName) => (propertyName === 'Oak Farm' ? oakFees : propertyName === '' ? annReturns : elmFees));
    const card = (await screen.findByRole('heading', { name: 'Fees' })).parentElement!;

    expect(card).toHaveTextContent('$300.02 in fees in all. The fee is charged per property, on the months that property earned');
    expect(rowsOf('Fees per year')).toEqual([
      ['Year', 'Allocated', 'Fee', 'Own expenses', 'Net'],
      ['2022', '$3,000.10', '$300.01', '$50.00', '$2,650.09'],
      ['2021', '$0.10', '$0.01', '$0.00', '$0.09'],
    ]);
    await user.click(within(card).getByText('Every month (4)'));
    expect(rowsOf('Fees per month').map((row) => row[0])).toEqual(['Month', '03/2022', '02/2022', '01/2022', '12/2021']);

    await user.click(await within(card).findByRole('button', { name: '02/2022, by property' }));
    expect(rowsOf('Fees per month').slice(2, 5)).toEqual([
      ['02/2022', '$1,000.10', '$100.01', '$50.00', '$850.09'],
      ['Elm Street Duplex', '$1,100.10', '$110.01', '$50.00', '$940.09'],
      ['Oak Farm', '-$100.00', '$0.00', '$0.00', '-$100.00'],
    ]);
    expect(screen.getByRole('button', { name: '02/2022, by property' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('leaves out the Own expenses column when every month has none', async () => {
    const fees_per_month = annReturns.fees_per_month.map((month) => ({ ...month, own_expenses: 0 }));
    openAnn(() => ({ ...annReturns, fees_per_month }));

    await screen.findByRole('heading', { name: 'Fees' });
    expect(rowsOf('Fees per year')[0]).toEqual(['Year', 'Allocated', 'Fee', 'Net']);
  });

  it('shows a dash, with the reason under it, where a figure is not meaningful: never 0 %', async () => {
    openAnn(() => ({ ...oakReturns, property_name: null }));

    expect(await screen.findByRole('heading', { name: 'IRR' })).toBeInTheDocument();
    expect(figure('IRR')).toBe('—Not meaningful');
    expect(screen.getByText('Not meaningful: needs money both in and back out')).toBeInTheDocument();
    expect(figure('Equity Multiple')).toBe('—Not meaningful');
    expect(await screen.findByRole('heading', { name: 'DPI' })).toBeInTheDocument();
    expect(figure('DPI')).toBe('—Not meaningful');
    expect(figure('Cash-on-Cash 2022')).toBe('—Not meaningful');
    expect(await screen.findByRole('table', { name: 'Fees per year' })).toHaveTextContent('No income allocated yet.');
  });

  it("shows the property's own returns in its panel, without the formulas again, and closes it back to its row", async () => {
    Element.prototype.scrollIntoView = () => {}; // jsdom has no layout
    const user = userEvent.setup();
    const { queries } = openAnn((propertyName) => (propertyName === 'Oak Farm' ? oakReturns : annReturns));
    const properties = await screen.findByRole('region', { name: 'Your Investment Properties' });
    const oak = within(properties).getByRole('button', { name: 'Oak Farm' });

    await user.click(oak);

    await waitFor(() => expect(screen.getAllByRole('heading', { name: 'IRR' })).toHaveLength(2));
    expect(queries('/api/investor_returns')).toContainEqual({ investor_name: 'Ann Lee', property_name: 'Oak Farm' });
    const [, oakIrr] = screen.getAllByRole('heading', { name: 'IRR' });
    expect(oakIrr!.nextElementSibling).toHaveTextContent('Not meaningful');
    // Its fourth figure is the property's fees, where the portfolio has its cash-on-cash.
    expect(screen.getAllByRole('heading', { name: /^Cash-on-Cash/ })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Oak Farm Returns' }).parentElement).toHaveTextContent('Fees$0.00');
    expect(screen.getAllByText('How is this computed?')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Close Oak Farm' }));
    expect(screen.queryByRole('heading', { name: 'Oak Farm Details' })).toBeNull();
    expect(oak).toHaveFocus();
    expect(oak).toHaveAttribute('aria-pressed', 'false');
  });

  it('leaves the rest of the page as it is when the returns fail', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    openAnn(() => ({ status: 500, body: { message: 'Internal Server Error' } }));

    expect(await screen.findByRole('heading', { name: 'Active Investments' })).toBeInTheDocument();
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'IRR' })).not.toBeInTheDocument();
    expect(screen.getByText('Your returns could not be loaded just now.')).toBeInTheDocument();
    // The ownership comes with the summary: it shows where the returns' figures are dashes.
    await waitFor(() => expect(bodyRows('Your Investment Properties')[0]).toEqual(['', '—', '62.50%', '—', '—']));
  });
});
