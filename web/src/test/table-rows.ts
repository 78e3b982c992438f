import { screen, within } from '@testing-library/react';

/** Shown cell texts of a table's body rows (a row's screen-reader description after its last cell left out). */
export function bodyRows(name: string) {
  return within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.firstChild?.textContent ?? ''),
    );
}
