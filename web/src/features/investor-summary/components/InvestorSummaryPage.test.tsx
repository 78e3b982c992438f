import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/token';
import { mockFetch, type MockReply } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { bodyRows, columnHeaders } from '../../../test/table-rows';
import { annReturns, annSummary, emptySummary } from '../test/fixtures';
import { openRefused } from '../test/open-refused';

function openSummary(path: string, reply: MockReply | (() => Promise<MockReply>)) {
  const mock = mockFetch({
    'GET /admin/get_admin_level': { body: { admin_level: 0 } },
    'GET /api/investor_summary': reply,
    'GET /api/investor_returns': { body: annReturns },
  });
  setToken('jwt-ann');
  const view = renderApp(path);
  const summaryQueries = () =>
    mock.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/investor_summary')
      .map((url) => url.searchParams);
  return { ...view, ...mock, summaryQueries };
}

/** The page renders its sections one task at a time: the fees come last. */
const wholePage = () => screen.findByRole('heading', { name: 'Fees' });

// Whole-page renders in jsdom: a first render on a busy 2-core machine can take seconds.
describe('investor summary page', { timeout: 20_000 }, () => {
  it("asks for the signed-in investor's own summary on /investor", async () => {
    const { summaryQueries } = openSummary('/investor', { body: annSummary });

    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    expect(summaryQueries()).toHaveLength(1);
    expect(summaryQueries()[0]!.has('investor_name')).toBe(false);
  });

  it('asks for the named investor on /investor/:investor_name', async () => {
    const { summaryQueries, requests } = openSummary('/investor/Ann%20Lee', { body: annSummary });

    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    expect(summaryQueries()[0]!.get('investor_name')).toBe('Ann Lee');
    expect(requests.find((r) => r.path === '/api/investor_summary')?.headers.get('Authorization')).toBe('Bearer jwt-ann');
  });

  it('shows the title, the investor and the figure cards', async () => {
    openSummary('/investor', { body: annSummary });

    expect(screen.getByRole('heading', { level: 1, name: 'Investment Summary' })).toBeInTheDocument();
    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    await wholePage();
    const card = (title: string) => screen.getByRole('heading', { name: title }).parentElement!;
    expect(card('Active Investments')).toHaveTextContent('$150,000.00');
    expect(card('Total Income')).toHaveTextContent('$12,345.67');
    expect(card('Return on Investment')).toHaveTextContent('8.23%');
  });

  it('lists cash balance and the investments by property type', async () => {
    openSummary('/investor', { body: annSummary });

    const cash = await screen.findByText('Cash Balance');
    expect(cash.nextElementSibling?.firstElementChild).toHaveClass(/negative/);
    expect(cash.nextElementSibling).toHaveTextContent('-$250.50');
    expect(screen.getByText('Rental Investments').nextElementSibling).toHaveTextContent('$100,000.00');
    expect(screen.getByText('Land Contract Investments').nextElementSibling).toHaveTextContent('$40,000.00');
    expect(screen.getByText('Other Investments').nextElementSibling).toHaveTextContent('$10,000.00');
  });

  it('draws the Yearly ROI chart', async () => {
    openSummary('/investor', { body: annSummary });

    expect(await screen.findByRole('heading', { name: 'Yearly ROI' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Yearly ROI' })).toHaveAccessibleDescription('2023: 6.50%, 2024: 9.75%');
    expect(screen.getByText('9.75%')).toBeInTheDocument();
  });

  it('fills the three histories newest first, months as MM/YYYY, each with a total per year summed in cents', async () => {
    openSummary('/investor', { body: annSummary });
    await wholePage();

    const tables = ['Investment', 'Income', 'Distributions'].flatMap((history) => [`${history} History`, `${history} per year`]);
    expect(Object.fromEntries(tables.map((name) => [name, bodyRows(name)]))).toEqual({
      'Investment History': [
        ['06/2023', '$50,000.00'],
        ['01/2023', '$100,000.00'],
      ],
      'Investment per year': [['2023', '$150,000.00']],
      'Income History': [
        ['03/2024', '-$45.00'],
        ['02/2023', '$812.34'],
      ],
      'Income per year': [
        ['2024', '-$45.00'],
        ['2023', '$812.34'],
      ],
      'Distributions History': [
        ['04/01/2024', 'Spring payout', '$500.00'],
        ['12/15/2023', 'Year-end distribution', '$2,000.00'],
      ],
      'Distributions per year': [
        ['2024', '$500.00'],
        ['2023', '$2,000.00'],
      ],
    });
  });

  it('says the Return on Investment is since the first investment, and what the yearly bars are', async () => {
    openSummary('/investor', { body: annSummary });

    await wholePage();
    const card = screen.getByRole('heading', { name: 'Return on Investment' }).parentElement!;
    expect(card).toHaveTextContent('8.23%Since first investment, 01/2023');
    expect(
      screen.getByText(/^Each bar is that year's ROI: its income over the average amount invested during the year\.$/),
    ).toBeInTheDocument();
  });

  it('says how the cash balance is computed, the distributions summed in cents, behind "How is this computed?"', async () => {
    const distributions = [
      { date: '2024-01-10', amount: 0.1, description: 'a' },
      { date: '2024-02-10', amount: 0.2, description: 'b' },
      { date: '2025-03-10', amount: 1000.05, description: 'c' },
    ];
    openSummary('/investor', { body: { ...annSummary, total_income: 1500, cash_balance: 499.65, distributions_per_month: distributions } });

    const how = await screen.findByText('How is this computed?');
    expect(how.closest('details')).not.toHaveAttribute('open');
    expect(screen.queryByText(/= Total Income − Distributed:/)).toBeNull();
    await userEvent.setup().click(how);
    expect(screen.getByText(/= Total Income − Distributed:/).parentElement).toHaveTextContent(
      'Cash Balance = Total Income − Distributed: $1,500.00 − $1,000.35',
    );
  });

  it('gives each distribution its description as hover data', async () => {
    openSummary('/investor', { body: annSummary });

    const spring = await screen.findAllByText('Spring payout');
    expect(spring[0]!.closest('tr')).toHaveAttribute('title', 'Spring payout');
    expect(screen.getAllByText('Year-end distribution')[0]!.closest('tr')).toHaveAttribute('title', 'Year-end distribution');
  });

  it('lists each property with its picture, what is invested in it, the share of it owned, its income and its IRR', async () => {
    openSummary('/investor', { body: annSummary });

    const properties = await screen.findByRole('region', { name: 'Your Investment Properties' });
    const buttons = within(properties).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Elm Street Duplex', 'Oak Farm']);
    expect(buttons.every((button) => button.getAttribute('aria-pressed') === 'false')).toBe(true);
    expect(properties.querySelector('img')).toHaveAttribute('src', '/pictures/elm.jpg');
    expect(columnHeaders('Your Investment Properties')).toEqual(['Property', 'Active Investments', 'Ownership', 'Income', 'IRR']);
    // Each property's own returns (here the portfolio's answer for both): value, income paid out, IRR;
    // the ownership is the summary's, each property's own.
    await waitFor(() => expect(bodyRows('Your Investment Properties')[0]).toEqual(['', '$100,000.00', '62.50%', '$12,000.00', '12.59%']));
    expect(bodyRows('Your Investment Properties')[1]).toEqual(['', '$100,000.00', '100.00%', '$12,000.00', '12.59%']);
  });

  it('shows the empty texts of the histories that have nothing yet', async () => {
    openSummary('/investor', { body: { ...annSummary, cashflow_per_month: [], distributions_per_month: [] } });

    await wholePage();
    expect(screen.getByRole('cell', { name: 'No income available' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'No distributions available.' })).toBeInTheDocument();
  });

  it('greets an investor with nothing yet with one friendly line: no figures, formulas, chart or tables', async () => {
    openSummary('/investor', { body: emptySummary });

    expect(await screen.findByText('Nothing invested yet.')).toBeInTheDocument();
    expect(screen.getByText('New Investor')).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(screen.queryByText('How is this computed?')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Yearly ROI' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows 'Loading...' until the summary arrives", async () => {
    let answer: (reply: MockReply) => void = () => {};
    const { summaryQueries } = openSummary('/investor', () => new Promise<MockReply>((resolve) => (answer = resolve)));

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    await waitFor(() => expect(summaryQueries()).toHaveLength(1)); // asked once the role is known
    answer({ body: annSummary });

    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    // The properties' own figures come after the summary, each with its loading bar until then.
    await waitFor(() => expect(screen.queryAllByText('Loading...')).toEqual([]));
  });

  it.each([
    ['403 (another investor)', { status: 403, body: { message: 'You can only see your own investments.' } }],
    ['404 (unknown investor)', { status: 404, body: { message: 'No investor named Bob.' } }],
  ])("says a refusal in the server's words, with the way to the investor's own summary, on %s", async (_case, reply) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    openSummary('/investor/Bob', reply);

    expect(await screen.findByText(reply.body.message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your own summary' })).toHaveAttribute('href', '/investor');
    expect(screen.queryByText('No data available.')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Investment Summary' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(error).toHaveBeenCalledWith('Error fetching investor summary:', expect.anything());
  });

  it('leads an administrator who names an unknown investor to the list of investors', async () => {
    openRefused('/investor/Bob', { adminLevel: 1, status: 404, message: 'No investor named Bob.' });

    expect(await screen.findByText('No investor named Bob.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose an investor' })).toHaveAttribute('href', '/investor');
  });

  it("offers no way on from the investor's own page when it is refused", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openSummary('/investor', { status: 403, body: { message: 'You can only see your own investments.' } });

    expect(await screen.findByText('You can only see your own investments.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See your own summary' })).toBeNull();
  });

  it.each([
    ['an empty answer', { status: 200 }],
    ['a failure of the server', { status: 500, body: { message: 'Internal Server Error' } }],
  ])("shows 'No data available.' on %s", async (_case, reply) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openSummary('/investor/Bob', reply);

    expect(await screen.findByText('No data available.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See your own summary' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('sends the user to / on a 401', async () => {
    const { pathname } = openSummary('/investor', { status: 401, body: { message: 'Token expired' } });

    await waitFor(() => expect(pathname()).toBe('/'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
