import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockReply } from '../test/mock-fetch';
import { api } from './api';
import { createQueryClient } from './query-client';

/** A screen reading one query as the app's do: its data, or its error's message. */
function Summary() {
  const { data, error } = useQuery({ queryKey: ['summary'], queryFn: ({ signal }) => api.get('/admin/get_admin_summary', { signal }) });
  if (error) return <p role="alert">{error.message}</p>;
  return <p>{data ? 'Loaded' : 'Loading...'}</p>;
}

/** Renders the screen over `replies`, answered in turn (the last one again after them), with the app's query client. */
function renderOver(...replies: (MockReply | 'dropped')[]) {
  let next = 0;
  const { requests } = mockFetch({
    'GET /admin/get_admin_summary': () => {
      const reply = replies[Math.min(next++, replies.length - 1)]!;
      if (reply === 'dropped') throw new TypeError('Failed to fetch');
      return reply;
    },
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Summary />
    </QueryClientProvider>,
  );
  return requests;
}

/** The error the screen shows once every try is over (the API client's waits passing at once), and the requests sent by then. */
async function shownError(requests: unknown[]) {
  await vi.runAllTimersAsync();
  const message = (await screen.findByRole('alert')).textContent;
  // Nothing else is tried after the user is told.
  await vi.runAllTimersAsync();
  return { message, requests: requests.length };
}

describe('how often a failed query is tried, by the query client and the API client together', () => {
  afterEach(() => vi.useRealTimers());
  const unavailable = { status: 503, body: { message: 'This server is stopping.' } };

  it('shows a persistent 503 after exactly three requests (the API client sends it again twice)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = renderOver(unavailable);

    expect(await shownError(requests)).toEqual({ message: 'This server is stopping.', requests: 3 });
  });

  it('shows a 404 after one request: it would answer the same again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = renderOver({ status: 404, body: { message: 'No such investor' } });

    expect(await shownError(requests)).toEqual({ message: 'No such investor', requests: 1 });
  });

  it('shows a 500 after one request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = renderOver({ status: 500, body: { message: 'Internal error' } });

    expect(await shownError(requests)).toEqual({ message: 'Internal error', requests: 1 });
  });

  it('tries once more after a network failure, and shows the second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = renderOver('dropped');

    expect(await shownError(requests)).toEqual({ message: 'Failed to fetch', requests: 2 });
  });

  it('shows the data when the second try is answered', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = renderOver('dropped', { body: { investors: 3 } });

    await vi.runAllTimersAsync();
    expect(await screen.findByText('Loaded')).toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });
});
