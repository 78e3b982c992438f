import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

function Screen({ text }: { text: string }) {
  return <p>{text}</p>;
}

describe('lazyPage', () => {
  it('fetches a preloaded screen once: showing it later uses the same fetch', async () => {
    const load = vi.fn(() => Promise.resolve(Screen));
    const Page = lazyPage(load);
    Page.preload();
    Page.preload();
    render(<Page text="Investment Summary" />);

    expect(await screen.findByText('Investment Summary')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a loading status until the code is there', async () => {
    let arrive: (screen: typeof Screen) => void = () => undefined;
    const Page = lazyPage(() => new Promise<typeof Screen>((resolve) => (arrive = resolve)));
    render(<Page text="Admin" />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    arrive(Screen);
    expect(await screen.findByText('Admin')).toBeInTheDocument();
  });

  it('asks again after a preload that failed, without an unhandled rejection', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Screen);
    const Page = lazyPage<{ text: string }>(load);
    Page.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    render(<Page text="Back online" />);

    expect(await screen.findByText('Back online')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
