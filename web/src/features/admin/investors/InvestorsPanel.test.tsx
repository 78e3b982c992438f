import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { downloadReportCsv, renderAdmin } from '../test/admin-fixtures';
import type { InvestorLine } from './api/use-investors-overview';

const line = (investor_name: string, figures: Partial<InvestorLine> = {}): InvestorLine => ({
  investor_name,
  total_investments: 100_000,
  nav: 104_500.5,
  cash_balance: 1_250,
  xirr: 7.27,
  last_distribution: { date: '2026-10-12', amount: 1_890 },
  registered: true,
  two_factor_enabled: false,
  last_login: '2026-11-20T15:05:00Z',
  ...figures,
});

const answer = {
  as_of: '2026-11-25',
  investors: [
    line('Ann Lee', { two_factor_enabled: true }),
    line('Bo Chen', {
      total_investments: 0,
      nav: 0,
      cash_balance: 0,
      xirr: null,
      last_distribution: null,
      registered: false,
      last_login: null,
    }),
    line('José Park', { total_investments: 250_000, cash_balance: -20, last_distribution: { date: '2026-01-12', amount: 6_220 } }),
  ],
};

/** Each body row's cells, each cell's lines joined by ' / ' (an amount over its date). */
const rows = () =>
  within(screen.getByRole('table', { name: 'Investor list' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll('td')].map((cell) => {
        const lines = cell.querySelectorAll('span > span');
        return lines.length > 0 ? [...lines].map((part) => part.textContent).join(' / ') : cell.textContent;
      }),
    );
const names = () => rows().map((row) => row[0]);

describe('the Investors table', { timeout: 20_000 }, () => {
  it("is the admin page's landing: every investor's figures and portal user, names opening their page", async () => {
    renderAdmin(undefined, { 'GET /admin/investors_overview': { body: answer } });

    expect(await screen.findByText(/^3 investors, as of 11\/25\/2026\./)).toHaveAttribute('role', 'status');
    expect(rows()).toEqual([
      [
        'Ann Lee',
        '$100,000.00',
        '$104,500.50',
        '$1,250.00',
        '7.27%',
        '$1,890.00 / 10/12/2026',
        'Registered / Two-factor on',
        expect.stringMatching(/^11\/20\/2026 \/ \d{1,2}:05 (AM|PM)$/),
      ],
      ['Bo Chen', '$0.00', '$0.00', '$0.00', '—', '—', 'None', '—'],
      [
        'José Park',
        '$250,000.00',
        '$104,500.50',
        '-$20.00',
        '7.27%',
        '$6,220.00 / 01/12/2026',
        'Registered',
        expect.stringMatching(/^11\/20\/2026/),
      ],
    ]);
    expect(screen.getByRole('link', { name: 'José Park' })).toHaveAttribute('href', '/investor/Jos%C3%A9%20Park');
  });

  it('finds investors by any words of their name, accents and case aside, and keeps the search in the URL', async () => {
    const { router } = renderAdmin(undefined, { 'GET /admin/investors_overview': { body: answer } });
    const search = await screen.findByLabelText('Search investors');
    await screen.findByRole('table', { name: 'Investor list' });

    fireEvent.change(search, { target: { value: 'park jose' } });
    expect(names()).toEqual(['José Park']);
    expect(screen.getByText(/^1 of 3 investors/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=park+jose');

    fireEvent.change(search, { target: { value: 'Zed' } });
    expect(screen.getByRole('table', { name: 'Investor list' })).toHaveTextContent("No investor's name holds “Zed”.");
  });

  it('sorts by any heading: figures highest first, the last distribution newest first, nothing last', async () => {
    const user = userEvent.setup();
    renderAdmin(undefined, { 'GET /admin/investors_overview': { body: answer } });

    await user.click(await screen.findByRole('button', { name: 'Active Investments' }));
    expect(names()).toEqual(['José Park', 'Ann Lee', 'Bo Chen']);
    expect(screen.getByRole('columnheader', { name: 'Active Investments ▼' })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Last Distribution' }));
    expect(names()).toEqual(['Ann Lee', 'José Park', 'Bo Chen']);

    await user.click(screen.getByRole('button', { name: 'Portal User' }));
    expect(names()).toEqual(['Ann Lee', 'José Park', 'Bo Chen']);
    await user.click(screen.getByRole('button', { name: 'Portal User ▼' }));
    expect(names()).toEqual(['Bo Chen', 'José Park', 'Ann Lee']);
  });

  it('downloads as CSV', async () => {
    const { file, urls } = await downloadReportCsv(undefined, '/admin/investors_overview', answer);

    expect(file).toBe('investors-2026-11-25.csv');
    expect(urls).toContain('/admin/investors_overview.csv');
  });

  it("says the server's words when it refuses", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAdmin('investors', { 'GET /admin/investors_overview': { status: 403, body: { message: 'Administrators and auditors only.' } } });

    expect(await screen.findByText('Administrators and auditors only.')).toBeInTheDocument();
  });
});
