import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
import { HistoryTable, newestFirst } from './HistoryTable';

function bodyRows() {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

describe('HistoryTable', () => {
  it('lists months newest first as MM/YYYY with money amounts', () => {
    renderWithProviders(
      <HistoryTable
        caption="Income History"
        emptyText="No income available"
        entries={[
          { date: '2023-11', amount: 120.5 },
          { date: '2024-02', amount: -40 },
          { date: '2024-01', amount: 1000 },
        ]}
      />,
    );

    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Amount']);
    expect(bodyRows()).toEqual([
      ['02/2024', '-$40.00'],
      ['01/2024', '$1,000.00'],
      ['11/2023', '$120.50'],
    ]);
  });

  it('shows days as MM/DD/YYYY', () => {
    renderWithProviders(<HistoryTable emptyText="none" entries={[{ date: '2024-03-09', amount: 5 }]} />);

    expect(bodyRows()).toEqual([['03/09/2024', '$5.00']]);
  });

  it('shows the fallback text when there is nothing', () => {
    renderWithProviders(<HistoryTable emptyText="No investments available" entries={[]} />);

    expect(screen.getByRole('cell', { name: 'No investments available' })).toHaveAttribute('colspan', '2');
  });

  it('sorts newest first and keeps the order of equal dates', () => {
    const sorted = newestFirst([
      { date: '2024-01', amount: 1 },
      { date: '2024-03', amount: 2 },
      { date: '2024-01', amount: 3 },
    ]);
    expect(sorted.map((e) => e.amount)).toEqual([2, 1, 3]);
  });
});
