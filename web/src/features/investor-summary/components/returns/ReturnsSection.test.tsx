import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../../lib/token';
import { mockFetch, type MockReply } from '../../../../test/mock-fetch';
import { renderApp } from '../../../../test/render-app';
import type { InvestorReturns } from '../../api/answers';
import { annReturns, annSummary, elmProperty, oakProperty, oakReturns } from '../../test/fixtures';

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

/** A card's figure, found by the card's title. */
const figure = (title: string) => screen.getByRole('heading', { name: title }).nextElementSibling?.textContent;

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

// Whole-page renders in jsdom: a first render on a busy 2-core machine can take seconds.
describe('returns on the investor summary', { timeout: 20_000 }, () => {
  it("shows the investor's IRR, equity multiple, DPI and this year's cash-on-cash", async () => {
    const { queries } = openAnn();

    expect(await screen.findByRole('heading', { name: 'IRR' })).toBeInTheDocument();
    // Asked once, for the signed-in investor's own (no name), alongside the summary.
    expect(queries('/api/investor_returns')).toEqual([{}]);
    expect(figure('IRR')).toBe('12.59%');
    expect(figure('Equity Multiple')).toBe('1.12x');
    expect(figure('DPI')).toBe('0.12x');
    expect(figure('Cash-on-Cash 2022')).toBe('12.00%');
  });

  it('shows how the figures come from the dated flows, with the amounts put in', async () => {
    const user = userEvent.setup();
    openAnn();
    const card = (await screen.findByRole('heading', { name: 'How is this computed?' })).parentElement!;

    expect(card).toHaveTextContent('Value on 12/31/2022: $100,000.00, your active investments and cash balance');
    expect(card).toHaveTextContent('−days since 01/01/2022 ÷ 365');
    // Six flows under the CSV's header row.
    expect(card).toHaveTextContent('=XIRR(B2:B7, A2:A7)');
    expect(card).toHaveTextContent(
      'Equity Multiple = (cash withdrawn + capital returned + value) ÷ invested = ($12,000.00 + $0.00 + $100,000.00) ÷ $100,000.00 = 1.12x',
    );
    expect(card).toHaveTextContent('DPI = (cash withdrawn + capital returned) ÷ invested = ($12,000.00 + $0.00) ÷ $100,000.00 = 0.12x');

    await user.click(within(card).getByText('Every dated flow (6)'));
    expect(rowsOf('Dated flows')).toEqual([
      ['Date', 'Flow', 'Amount'],
      ['01/01/2022', 'InvestedElm Street Duplex', '-$100,000.00'],
      ['03/31/2022', 'Cash withdrawn', '$3,000.00'],
      ['06/30/2022', 'Cash withdrawn', '$3,000.00'],
      ['09/30/2022', 'Cash withdrawn', '$3,000.00'],
      ['12/31/2022', 'Cash withdrawn', '$3,000.00'],
      ['12/31/2022', 'Value held', '$100,000.00'],
    ]);
  });

  it('downloads the flows as of the same day, with the bearer token', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    const { queries, requests } = openAnn();

    await user.click(await screen.findByRole('button', { name: 'Download flows (CSV)' }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(queries('/api/investor_returns.csv')).toEqual([{ investor_name: 'Ann Lee', as_of: '2022-12-31' }]);
    expect(requests.find((r) => r.path === '/api/investor_returns.csv')?.headers.get('Authorization')).toBe('Bearer jwt-ann');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('flows-Ann-Lee-2022-12-31.csv');
  });

  it('totals the fees per year in cents, the months under them newest first', async () => {
    const user = userEvent.setup();
    openAnn();
    const card = (await screen.findByRole('heading', { name: 'Fees' })).parentElement!;

    expect(card).toHaveTextContent('$300.02 in fees in all.');
    expect(rowsOf('Fees per year')).toEqual([
      ['Year', 'Allocated', 'Fee', 'Own expenses', 'Net'],
      ['2022', '$3,000.10', '$300.01', '$50.00', '$2,650.09'],
      ['2021', '$0.10', '$0.01', '$0.00', '$0.09'],
    ]);
    await user.click(within(card).getByText('Every month (4)'));
    expect(rowsOf('Fees per month').map((row) => row[0])).toEqual(['Month', '03/2022', '02/2022', '01/2022', '12/2021']);
  });

  it('says a figure is not meaningful rather than show 0 %', async () => {
    openAnn(() => ({ ...oakReturns, property_name: null }));

    expect(await screen.findByRole('heading', { name: 'IRR' })).toBeInTheDocument();
    expect(figure('IRR')).toBe('Not meaningful');
    expect(screen.getByText('Needs money both in and back out')).toBeInTheDocument();
    expect(figure('Equity Multiple')).toBe('Not meaningful');
    expect(figure('DPI')).toBe('Not meaningful');
    expect(figure('Cash-on-Cash 2022')).toBe('Not meaningful');
    expect(screen.getByRole('table', { name: 'Fees per year' })).toHaveTextContent('No income allocated yet.');
  });

  it("shows the property's own returns in its detail panel", async () => {
    Element.prototype.scrollIntoView = () => {}; // jsdom has no layout
    const user = userEvent.setup();
    const { queries } = openAnn((propertyName) => (propertyName === 'Oak Farm' ? oakReturns : annReturns));
    const strip = await screen.findByRole('region', { name: 'Your Investment Properties' });

    await user.click(within(strip).getByRole('button', { name: 'Oak Farm' }));

    await waitFor(() => expect(screen.getAllByRole('heading', { name: 'IRR' })).toHaveLength(2));
    expect(queries('/api/investor_returns')).toContainEqual({ investor_name: 'Ann Lee', property_name: 'Oak Farm' });
    const [, oakIrr] = screen.getAllByRole('heading', { name: 'IRR' });
    expect(oakIrr!.nextElementSibling).toHaveTextContent('Not meaningful');
    // Its fourth card is the property's fees, where the portfolio has its cash-on-cash; then its fees table.
    expect(screen.getAllByRole('heading', { name: /^Cash-on-Cash/ })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { name: 'Fees' })).toHaveLength(3);
  });

  it('leaves the rest of the page as it is when the returns fail', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    openAnn(() => ({ status: 500, body: { message: 'Internal Server Error' } }));

    expect(await screen.findByRole('heading', { name: 'Active Investments' })).toBeInTheDocument();
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'IRR' })).not.toBeInTheDocument();
  });
});
