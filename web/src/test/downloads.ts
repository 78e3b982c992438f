import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';

/**
 * Keeps the page's downloads (an object URL clicked as a link) from leaving the test; `save` clicks a
 * download button, waits for the one file it saves and answers that file's name.
 */
export function catchDownloads() {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const save = async (button: HTMLElement) => {
    const before = click.mock.calls.length;
    await userEvent.setup().click(button);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(before + 1));
    return (click.mock.contexts.at(-1) as HTMLAnchorElement).download;
  };
  return { save };
}
