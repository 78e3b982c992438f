import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
import { bodyRows, columnHeaders } from '../../test/table-rows';
import { HistoryWithTotals } from './HistoryWithTotals';

const threeRowsTwoYears = [
  { date: '2024-02', amount: 812.34, note: 'February rent' },
  { date: '2025-01', amount: 0.1, note: 'Interest' },
  { date: '2025-03', amount: 0.2, note: 'Interest' },
];

describe('HistoryWithTotals', () => {
  it('lists the rows newest first and a total per year summed in cents', () => {
    renderWithProviders(
      <HistoryWithTotals caption="Income History" emptyText="No income available" entries={threeRowsTwoYears} thisYear="2026" />,
    );

    expect(bodyRows('Income History')).toEqual([
      ['03/2025', '$0.20'],
      ['01/2025', '$0.10'],
      ['02/2024', '$812.34'],
    ]);
    // 0.1 + 0.2 as floats is 0.30000000000000004; in cents it is 30.
    expect(bodyRows('Income per year')).toEqual([
      ['2025', '$0.30'],
      ['2024', '$812.34'],
    ]);
    expect(screen.getByRole('table', { name: 'Income per year' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("marks the current year's total as year to date", () => {
    renderWithProviders(<HistoryWithTotals caption="Income History" emptyText="none" entries={threeRowsTwoYears} thisYear="2025" />);

    expect(bodyRows('Income per year').map(([year]) => year)).toEqual(['2025 (YTD)', '2024']);
  });

  it('shows the newest rows, then all of them on "Show all", and back', async () => {
    const user = userEvent.setup();
    const entries = Array.from({ length: 15 }, (_, index) => ({ date: `2024-01-${String(index + 1).padStart(2, '0')}`, amount: 100.01 }));
    entries.push({ date: '2023-12-31', amount: 5 });
    renderWithProviders(
      <HistoryWithTotals caption="Distributions History" emptyText="none" entries={entries} newestCount={12} thisYear="2026" />,
    );

    expect(bodyRows('Distributions History')).toHaveLength(12);
    expect(bodyRows('Distributions History')[0]).toEqual(['01/15/2024', '$100.01']);
    // Totals cover every row, the hidden ones too.
    expect(bodyRows('Distributions per year')).toEqual([
      ['2024', '$1,500.15'],
      ['2023', '$5.00'],
    ]);

    const more = screen.getByRole('button', { name: 'Show all 16 rows' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(bodyRows('Distributions History')).toHaveLength(16);
    expect(bodyRows('Distributions History').at(-1)).toEqual(['12/31/2023', '$5.00']);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveTextContent('Show fewer');

    await user.click(more);
    expect(bodyRows('Distributions History')).toHaveLength(12);
  });

  it('shows the description as a column, hover text and screen-reader text kept', () => {
    renderWithProviders(
      <HistoryWithTotals
        caption="Distributions History"
        emptyText="none"
        entries={threeRowsTwoYears}
        describeEntry={(entry) => entry.note}
        descriptionColumn={{ header: 'Description', from: 'md' }}
        thisYear="2026"
      />,
    );

    const table = screen.getByRole('table', { name: 'Distributions History' });
    expect(columnHeaders('Distributions History')).toEqual(['Date', 'Description', 'Amount']);
    expect(bodyRows('Distributions History')[2]).toEqual(['02/2024', 'February rent', '$812.34']);
    const february = within(table).getAllByRole('row')[3]!;
    expect(february).toHaveAttribute('title', 'February rent');
    // Read once by screen readers: the column's copy is for the eye.
    expect(
      within(february)
        .getAllByText('February rent')
        .filter((element) => element.closest('[aria-hidden="true"]') === null),
    ).toHaveLength(1);
  });

  it('shows the empty text and no totals when there is nothing', () => {
    renderWithProviders(<HistoryWithTotals caption="Income History" emptyText="No income available" entries={[]} />);

    expect(screen.getByRole('cell', { name: 'No income available' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Income per year' })).toBeNull();
  });
});
