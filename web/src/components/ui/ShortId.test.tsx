import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
import { CopyButton } from './CopyButton';
import { DataTable } from './DataTable';
import { ShortId } from './ShortId';

const ID = '6f1c2a4e-8b1d-4c7e-9a55-0d2f3b4c5d6e';

describe('ShortId', () => {
  it('shows the first eight characters, keeps the whole id as hover text and as its text for screen readers', () => {
    renderWithProviders(<ShortId id={ID} />);

    const shown = screen.getByTitle(ID);
    expect(shown).toHaveTextContent(ID);
    expect(shown.firstChild?.textContent).toBe('6f1c2a4e');
    expect(shown).toHaveAttribute('data-id', ID);
  });

  it('shows a short id whole, with no hover text', () => {
    renderWithProviders(<ShortId id="d-1" />);

    expect(screen.getByText('d-1')).not.toHaveAttribute('title');
  });
});

describe('CopyButton', () => {
  afterEach(() => vi.useRealTimers());

  it("copies the value, says 'Copied' in a status for two seconds, and leaves a clickable row alone", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    const onRowClick = vi.fn();
    renderWithProviders(
      <DataTable
        caption="Income History"
        columns={[
          {
            key: 'id',
            header: 'Id',
            cell: (row: { id: string }) => <ShortId id={row.id} />,
            aside: (row) => <CopyButton value={row.id} label={`id ${row.id}`} />,
          },
        ]}
        rows={[{ id: ID }]}
        rowKey={(row) => row.id}
        emptyText="None"
        onRowClick={onRowClick}
      />,
    );

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: `Copy id ${ID}` }));

    expect(writeText).toHaveBeenCalledExactlyOnceWith(ID);
    expect(await navigator.clipboard.readText()).toBe(ID);
    expect(await within(status).findByText('Copied')).toBeInTheDocument();
    expect(onRowClick).not.toHaveBeenCalled();

    // The row button's text is the whole id, as before the id was shortened.
    expect(screen.getAllByRole('button')[0]).toHaveTextContent(new RegExp(`^${ID}$`));
    await act(() => new Promise((resolve) => setTimeout(resolve, 2100)));
    expect(status).toHaveTextContent('');
  });
});
