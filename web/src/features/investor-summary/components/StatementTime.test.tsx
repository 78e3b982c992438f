import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/token';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { annReturns, annSummary, elmProperty } from '../test/fixtures';
import { openRefused } from '../test/open-refused';

const zone = process.env.TZ;
beforeEach(() => {
  // jsdom has no layout: an opened property is brought into view with these.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

/**
 * The investor page at `path`, signed in as `role`; each report answers with the view it was asked
 * for (its as_of and known_on), and Total Income is 1,000.00 as of 2024-12-31.
 */
function open(path: string, role: 'investor' | 'admin' | 'auditor' = 'investor') {
  const level = role === 'investor' ? { admin_level: 0 } : role === 'admin' ? { admin_level: 1 } : { admin_level: 0, role: 'auditor' };
  const asked = (url: URL) => ({ as_of: url.searchParams.get('as_of'), known_on: url.searchParams.get('known_on') });
  const lastUrl = () => new URL(String(mock.fetchMock.mock.calls.at(-1)![0]), 'http://localhost');
  const mock = mockFetch({
    'GET /admin/get_admin_level': { body: level },
    'GET /api/investor_summary': () => {
      const time = asked(lastUrl());
      return { body: { ...annSummary, ...time, total_income: time.as_of === '2024-12-31' ? 1000 : annSummary.total_income } };
    },
    'GET /api/investor_returns': () => ({
      body: { ...annReturns, as_of: asked(lastUrl()).as_of ?? '2026-11-26', known_on: asked(lastUrl()).known_on },
    }),
    'GET /api/investor_property': () => ({ body: { ...elmProperty, ...asked(lastUrl()) } }),
  });
  setToken('jwt');
  const view = renderApp(path);
  /** The query strings each report was asked with, in order. */
  const queries = (pathname: string) =>
    mock.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === pathname)
      .map((url) => Object.fromEntries(url.searchParams));
  return { ...view, ...mock, queries };
}

const totalIncome = () => screen.getByRole('heading', { name: 'Total Income' }).parentElement!;

describe('the statement of another day', { timeout: 20_000 }, () => {
  it('opens on the day the URL names: every report asked as of it, the banner saying so, the field showing it', async () => {
    const { queries } = open('/investor?as_of=2024-12-31');

    const banner = await screen.findByRole('complementary', { name: 'Statement date' });
    expect(banner).toHaveTextContent('Statement as of 12/31/2024');
    expect(banner).toHaveTextContent('records dated after it are left out');
    await waitFor(() => expect(totalIncome()).toHaveTextContent('$1,000.00'));
    expect(screen.getByLabelText('As of')).toHaveValue('2024-12-31');
    expect(queries('/api/investor_summary')).toEqual([{ as_of: '2024-12-31' }]);
    // The portfolio's returns, and each property's, as of the same day.
    await waitFor(() => expect(queries('/api/investor_returns')).toHaveLength(3));
    expect(queries('/api/investor_returns').filter((query) => query.property_name === undefined)).toEqual([{ as_of: '2024-12-31' }]);
    expect(queries('/api/investor_returns').every((query) => query.as_of === '2024-12-31')).toBe(true);
  });

  it('reloads everything as of the day picked, keeps it in the URL, and goes back to today from the banner', async () => {
    const { router, queries } = open('/investor');
    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Statement date' })).toBeNull();

    fireEvent.change(screen.getByLabelText('As of'), { target: { value: '2024-12-31' } });

    expect(router.state.location.search).toBe('?as_of=2024-12-31');
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(totalIncome()).toHaveTextContent('$1,000.00'));
    expect(screen.getByRole('complementary', { name: 'Statement date' })).toHaveTextContent('Statement as of 12/31/2024');
    expect(queries('/api/investor_summary')).toEqual([{}, { as_of: '2024-12-31' }]);
    await waitFor(() => expect(queries('/api/investor_returns')).toContainEqual({ as_of: '2024-12-31' }));

    // A property opened as of that day is read as of it too.
    const strip = await screen.findByRole('region', { name: 'Your Investment Properties' });
    await userEvent.setup().click(within(strip).getByRole('button', { name: 'Elm Street Duplex' }));
    await waitFor(() =>
      expect(queries('/api/investor_property')).toEqual([
        { property_name: 'Elm Street Duplex', investor_name: 'Ann Lee', as_of: '2024-12-31' },
      ]),
    );

    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to today' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(totalIncome()).toHaveTextContent('$12,345.67'));
    expect(screen.queryByRole('complementary', { name: 'Statement date' })).toBeNull();
    expect(screen.getByLabelText('As of')).toHaveValue('');
  });

  it('offers an investor no As known on, and never sends a known_on the URL names', async () => {
    const { queries } = open('/investor?as_of=2024-12-31&known_on=2025-01-15T22:00:00Z');

    expect(await screen.findByRole('complementary', { name: 'Statement date' })).toHaveTextContent(/^Statement as of 12\/31\/2024The/);
    expect(screen.queryByLabelText('As known on')).toBeNull();
    expect(queries('/api/investor_summary')).toEqual([{ as_of: '2024-12-31' }]);
  });

  it('shows the server’s reason when it refuses the day', async () => {
    openRefused('/investor?as_of=2024-12-31', { adminLevel: 0, status: 400, message: 'as_of: Expected a day on or before today' });
    expect(await screen.findByText('as_of: Expected a day on or before today')).toBeInTheDocument();
  });
});

describe('the statement as known at a moment, for the back office', { timeout: 20_000 }, () => {
  it('lets an administrator set As known on: sent as an instant, kept in the URL, said in the banner with the day', async () => {
    process.env.TZ = 'America/New_York';
    const { router, queries } = open('/investor/Ann%20Lee?as_of=2024-12-31', 'admin');
    expect(await screen.findByRole('complementary', { name: "Administrator's view" })).toBeInTheDocument();
    const knownOn = await screen.findByLabelText('As known on');

    fireEvent.change(knownOn, { target: { value: '2025-01-15T17:00' } });

    expect(new URLSearchParams(router.state.location.search).get('known_on')).toBe('2025-01-15T17:00:00-05:00');
    expect(new URLSearchParams(router.state.location.search).get('as_of')).toBe('2024-12-31');
    const banner = screen.getByRole('complementary', { name: 'Statement date' });
    expect(banner).toHaveTextContent('Statement as of 12/31/2024, as known on 01/15/2025 5:00 PM');
    await waitFor(() =>
      expect(queries('/api/investor_summary')).toContainEqual({
        investor_name: 'Ann Lee',
        as_of: '2024-12-31',
        known_on: '2025-01-15T17:00:00-05:00',
      }),
    );
    await waitFor(() =>
      expect(queries('/api/investor_returns')).toContainEqual({
        investor_name: 'Ann Lee',
        as_of: '2024-12-31',
        known_on: '2025-01-15T17:00:00-05:00',
      }),
    );
  });

  it('opens an auditor’s shared link as it was shared', async () => {
    process.env.TZ = 'America/New_York';
    const { queries } = open('/investor/Ann%20Lee?known_on=2025-01-15T22%3A00%3A00.000Z', 'auditor');

    const banner = await screen.findByRole('complementary', { name: 'Statement date' });
    expect(banner).toHaveTextContent('Statement as of today, as known on 01/15/2025 5:00 PM');
    expect(screen.getByLabelText('As known on')).toHaveValue('2025-01-15T17:00');
    expect(screen.getByLabelText('As of')).toHaveValue('');
    expect(queries('/api/investor_summary')).toEqual([{ investor_name: 'Ann Lee', known_on: '2025-01-15T22:00:00.000Z' }]);
  });
});
