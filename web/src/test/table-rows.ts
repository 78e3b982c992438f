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

/** A table's column headers, as shown. */
export function columnHeaders(name: string) {
  return within(screen.getByRole('table', { name }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
}

/** Each row's whole text, the header row first (cells run together: `'03/2023$8,500.50'`). */
export function rowTexts(name: string) {
  return within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => row.textContent);
}
