import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
import { columnHeaders } from '../../test/table-rows';
import { DataTable, type DataTableColumn } from './DataTable';

interface Txn {
  id: number;
  detail: string;
  amount: number;
}

const columns: DataTableColumn<Txn>[] = [
  { key: 'id', header: 'Id', cell: (t) => t.id },
  { key: 'amount', header: 'Amount', cell: (t) => `$${t.amount}`, align: 'end' },
];
const rows: Txn[] = [
  { id: 7, detail: 'January rent', amount: 900 },
  { id: 8, detail: '', amount: 50 },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Txn>>[0]> = {}) {
  return renderWithProviders(
    <DataTable<Txn>
      caption="Income History"
      columns={columns}
      rows={rows}
      rowKey={(t) => String(t.id)}
      emptyText="No income available."
      {...props}
    />,
  );
}

describe('DataTable', () => {
  it('renders a named table with its column headers and one row per item', () => {
    renderTable();

    const table = screen.getByRole('table', { name: 'Income History' });
    expect(columnHeaders('Income History')).toEqual(['Id', 'Amount']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: '$900' })).toBeInTheDocument();
  });

  it('shows the empty text as a single row spanning every column', () => {
    renderTable({ rows: [] });

    const cell = screen.getByRole('cell', { name: 'No income available.' });
    expect(cell).toHaveAttribute('colspan', '2');
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('gives a row its description as hover text and as text for screen readers', () => {
    renderTable({ describeRow: (t) => t.detail });

    const described = screen.getByText('January rent').closest('tr');
    expect(described).toHaveAttribute('title', 'January rent');
    expect(described).toHaveTextContent('January rent');
    expect(screen.getByRole('cell', { name: '$50' }).closest('tr')).not.toHaveAttribute('title');
  });

  it('calls onRowClick from a mouse click anywhere on the row', async () => {
    const onRowClick = vi.fn();
    renderTable({ onRowClick });

    await userEvent.setup().click(screen.getByRole('cell', { name: '$50' }));

    expect(onRowClick).toHaveBeenCalledExactlyOnceWith(rows[1]);
  });

  it('makes clickable rows usable by keyboard through a named button', async () => {
    const onRowClick = vi.fn();
    const user = userEvent.setup();
    renderTable({ onRowClick, rowActionLabel: (t) => `Delete income ID ${t.id}` });

    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete income ID 7' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' ');

    expect(onRowClick.mock.calls).toEqual([[rows[0]], [rows[1]]]);
  });

  it("names each cell by its column, a control's column by its label, for the lines a stacked row shows on a phone", () => {
    renderTable({
      stacks: true,
      columns: [
        { key: 'id', header: 'Id', cell: (t) => t.id },
        { key: 'amount', header: <button type="button">Amount ▲</button>, label: 'Amount', cell: (t) => `$${t.amount}` },
      ],
    });

    const cell = screen.getByRole('cell', { name: '$900' });
    expect(cell).toHaveAttribute('data-label', 'Amount');
    expect(screen.getByRole('cell', { name: '7' })).toHaveAttribute('data-label', 'Id');
  });

  it("leaves a cell with nothing to show out of a stacked row's card, and keeps it in the table's row", () => {
    renderTable({ stacks: true, columns: [...columns, { key: 'detail', header: 'Detail', cell: (t) => t.detail }] });

    const rows = screen.getAllByRole('row').slice(1);
    const detailOf = (row: HTMLElement) => within(row).getAllByRole('cell')[2]!;
    expect(detailOf(rows[0]!)).toHaveTextContent('January rent');
    expect(detailOf(rows[0]!).className).not.toMatch(/blank/);
    // The phone's card (below 576 px) hides it; the wider table keeps the empty cell in its column.
    expect(detailOf(rows[1]!).className).toMatch(/blank/);
    expect(getComputedStyle(detailOf(rows[1]!)).display).not.toBe('none');
  });

  it('has no buttons when rows are not clickable', () => {
    renderTable();

    expect(screen.queryByRole('button')).toBeNull();
  });
});
