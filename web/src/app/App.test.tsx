import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/mock-fetch';
import { renderApp } from '../test/render-app';

describe('brand title from /config.json', () => {
  it('uses the configured title for the heading and the document title', async () => {
    const { requests } = mockFetch({ 'GET /config.json': { body: { brandTitle: 'Harbor Equity', partnerLabel: 'Loren' } } });
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Equity' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sign In · Harbor Equity'));
    expect(requests.find((r) => r.path === '/config.json')?.headers.has('Authorization')).toBe(false);
  });

  it("falls back to 'Investor Portal' when the configuration cannot be read", async () => {
    const { requests } = mockFetch({ 'GET /config.json': { status: 404 } });
    renderApp('/');

    await waitFor(() => expect(requests.some((r) => r.path === '/config.json')).toBe(true));
    expect(screen.getByRole('heading', { level: 1, name: 'Investor Portal' })).toBeInTheDocument();
    expect(document.title).toBe('Sign In · Investor Portal');
  });
});
