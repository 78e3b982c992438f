import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { downloadReportCsv, renderAdmin } from '../test/admin-fixtures';
import type { FirmReturnsLine } from './api/use-firm-returns';

const line = (investor_name: string, xirr: number | null, tvpi: number | null, total_fees: number): FirmReturnsLine => ({
  investor_name,
  xirr,
  tvpi,
  dpi: tvpi === null ? null : 0.12,
  total_contributed: tvpi === null ? 0 : 100_000,
  total_distributed: tvpi === null ? 0 : 12_000,
  total_capital_returned: 0,
  nav: tvpi === null ? 0 : 100_000,
  total_fees,
});

const answer = {
  as_of: '2026-11-25',
  investors: [line('Ann Lee', 7.27, 1.01, 90), line('Bo Chen', null, null, 0), line('Ivy Park', 12.59, 1.12, 1234.5)],
};

const rows = () =>
  within(screen.getByRole('table', { name: 'Investor returns' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

describe('Investor Returns', { timeout: 20_000 }, () => {
  it("lists every investor's figures as of today, names linking to their summary", async () => {
    renderAdmin('investor-returns', { 'GET /admin/investor_returns': { body: answer } });

    expect(await screen.findByText(/^As of 11\/25\/2026, each investor's whole portfolio/)).toBeInTheDocument();
    expect(rows()).toEqual([
      ['Ann Lee', '7.27%', '1.01x', '0.12x', '$100,000.00', '$12,000.00', '$100,000.00', '$90.00'],
      ['Bo Chen', '—', '—', '—', '$0.00', '$0.00', '$0.00', '$0.00'],
      ['Ivy Park', '12.59%', '1.12x', '0.12x', '$100,000.00', '$12,000.00', '$100,000.00', '$1,234.50'],
    ]);
    expect(screen.getByRole('link', { name: 'Bo Chen' })).toHaveAttribute('href', '/investor/Bo%20Chen');
  });

  it("heads its columns with the investor page's words for the same figures", async () => {
    renderAdmin('investor-returns', { 'GET /admin/investor_returns': { body: answer } });
    const table = await screen.findByRole('table', { name: 'Investor returns' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/ [▲▼]$/, '')),
    ).toEqual(['Investor', 'IRR', 'Equity Multiple', 'DPI', 'Contributed', 'Distributed', 'Value (NAV)', 'Fees']);
  });

  it('sorts by a heading, highest first, then the other way; the not meaningful stay last', async () => {
    const user = userEvent.setup();
    renderAdmin('investor-returns', { 'GET /admin/investor_returns': { body: answer } });
    const irr = await screen.findByRole('button', { name: 'IRR' });

    await user.click(irr);
    expect(rows().map((row) => row[0])).toEqual(['Ivy Park', 'Ann Lee', 'Bo Chen']);
    expect(screen.getByRole('columnheader', { name: 'IRR ▼' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Investor' })).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'IRR ▼' }));
    expect(rows().map((row) => row[0])).toEqual(['Ann Lee', 'Ivy Park', 'Bo Chen']);

    await user.click(screen.getByRole('button', { name: 'Fees' }));
    expect(rows().map((row) => row[7])).toEqual(['$1,234.50', '$90.00', '$0.00']);
  });

  it('downloads the CSV as of the day shown', async () => {
    const { file, urls } = await downloadReportCsv('investor-returns', '/admin/investor_returns', answer);

    expect(file).toBe('investor-returns-2026-11-25.csv');
    expect(urls).toContain('/admin/investor_returns.csv?as_of=2026-11-25');
  });

  it("shows the table as of a chosen day, kept in the URL, and says the server's reason when it refuses", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchMock, router } = renderAdmin('investor-returns', {
      'GET /admin/investor_returns': () => {
        const asOf = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost').searchParams.get('as_of');
        return asOf === '1899-12-31'
          ? { status: 400, body: { message: 'as_of: Expected a date YYYY-MM-DD between 1900-01-01 and 2099-12-31' } }
          : { body: { ...answer, as_of: asOf ?? answer.as_of } };
      },
    });
    const asOf = await screen.findByLabelText('As of (empty: today)');

    fireEvent.change(asOf, { target: { value: '2024-12-31' } });
    expect(await screen.findByText(/^As of 12\/31\/2024, each investor's whole portfolio/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?action=investor-returns&as_of=2024-12-31');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/admin/investor_returns?as_of=2024-12-31');

    fireEvent.change(asOf, { target: { value: '1899-12-31' } });
    expect(
      await screen.findByText('as_of: Expected a date YYYY-MM-DD between 1900-01-01 and 2099-12-31', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
