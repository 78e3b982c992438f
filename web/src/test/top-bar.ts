import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** Follows the top bar's `name` link from the page shown: it leads to `path`, a page headed `name`, and is not in the bar there. */
export async function expectTopBarLink(pathname: () => string, name: string, path: string) {
  await userEvent.setup().click(await screen.findByRole('link', { name }));

  expect(pathname()).toBe(path);
  expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
}
