import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MockReply } from '../../../test/mock-fetch';
import { fill, optionTexts, renderAdmin } from '../test/admin-fixtures';
import { choose, noActivity, rowsOf, taxes } from './test/tax-fixtures';

vi.setConfig({ testTimeout: 20_000 });

describe('LLC Taxes', () => {
  it('waits for both the tax year and the LLC, with a spinner while loading', async () => {
    let answer: (reply: MockReply) => void = () => {};
    const { requests, fetchMock } = renderAdmin('llc-taxes', {
      'GET /admin/llc_taxes': () => new Promise<MockReply>((resolve) => (answer = resolve)),
    });
    const panel = within(await screen.findByRole('region', { name: 'LLC Taxes' }));

    await fill(panel, { 'Select Tax Year:': '2024' });
    expect(optionTexts(panel.getByLabelText('Select Tax Year:'))).toEqual(['Select Tax Year:', '2025', '2024']);
    expect(requests.some((r) => r.path === '/admin/llc_taxes')).toBe(false);
    await fill(panel, { 'Select LLC:': 'Oak LLC' });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/admin/llc_taxes?selectedLLC=Oak+LLC&selectedTaxYear=2024');
    answer({ body: taxes });
    expect(await screen.findByText('100 Oak Ave, Springfield')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows the LLC's facts, income by member, rental details per member and expenses", async () => {
    renderAdmin('llc-taxes', { 'GET /admin/llc_taxes': { body: taxes } });
    await choose('2024', 'Oak LLC');

    const facts = (await screen.findByText('Address')).closest('dl')!;
    const pairs = [...facts.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Address', '100 Oak Ave, Springfield'],
      ['Date Started', '04/01/2019'],
      ['Principal Business Activity', 'Real estate'],
      ['Principal Product', 'Residential rentals'],
      ['Business Code Number', '531110'],
      ['Total LLC Assets', '$450,000'],
      ['Ordinary Business Income', '$1,890'],
      ['Total Rental Income', '$9,601'],
      ['Total Dividend Income', '$2,500'],
      ['Total Income', '$12,101'],
      ['Total Active Income', '$11,491'],
    ]);
    expect(rowsOf('Rental Income by Member')).toEqual([
      ['Member', 'Amount'],
      ['Ann Lee', '$6,000'],
      ['Bob Stone', '$3,600'],
    ]);
    expect(rowsOf('Dividend Income by Member')).toEqual([
      ['Member', 'Income', 'Expenses'],
      ['Ann Lee', '$2,500', '$485'],
      ['Bob Stone', '$0', '$0'],
    ]);
    expect(screen.getByRole('heading', { name: 'Rental Income Details' })).toBeInTheDocument();
    expect(rowsOf('Rental income of Ann Lee')).toEqual([
      ['Property', 'Income', 'UBIA'],
      ['Maple House', '$6,000', '$120,000'],
    ]);
    expect(rowsOf('Rental income of Bob Stone')).toEqual([
      ['Property', 'Income', 'UBIA'],
      ['Maple House', '$3,600', '$80,000'],
    ]);
    expect(rowsOf('LLC Expenses')).toEqual([
      ['Category', 'Amount'],
      ['Legal and other professional fees', '$125'],
    ]);
  });

  it("says 'No rental properties.' and 'No expenses available.' for a year without activity", async () => {
    renderAdmin('llc-taxes', { 'GET /admin/llc_taxes': { body: noActivity } });
    await choose('2025', 'Oak LLC');

    expect(await screen.findByText('No rental properties.')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'LLC Expenses' })).getByText('No expenses available.')).toBeInTheDocument();
  });
});
