import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { annReturns, annSummary, bothReadsRefused } from '../features/investor-summary/test/fixtures';
import { rememberTokenRole, setToken, tokenRole } from '../lib/token';
import { mockFetch, type MockReply } from '../test/mock-fetch';
import { renderApp } from '../test/render-app';

const investor: MockReply = { body: { admin_level: 0, role: 'investor' } };

/** A role check that answers only when the test says so. */
function heldRoleCheck() {
  let answer: (reply: MockReply) => void = () => {};
  const reply = new Promise<MockReply>((resolve) => (answer = resolve));
  return { handler: () => reply, answer };
}

/** Signed in with `token`, the role the last check gave it remembered (or none). */
function signedIn(token: string, remembered: string | null) {
  setToken(token);
  if (remembered !== null) rememberTokenRole(token, remembered);
}

// Whole-app renders on a busy two-core machine.
describe('the summary asked for beside the role check', { timeout: 20_000 }, () => {
  it("asks for a returning investor's own summary and returns before the role check answers, and shows them once it does", async () => {
    const roleCheck = heldRoleCheck();
    const { requests, fetchMock } = mockFetch({
      'GET /admin/get_admin_level': roleCheck.handler,
      'GET /api/investor_summary': { body: annSummary },
      'GET /api/investor_returns': { body: annReturns },
    });
    signedIn('jwt-ann', 'investor');
    renderApp('/investor?as_of=2024-12-31');
    /** The portfolio's returns asked for (each property's, asked by the page by name, are not asked early). */
    const portfolioReturns = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/investor_returns' && !url.searchParams.has('property_name'));
    const paths = () => requests.map((request) => request.path);

    await waitFor(() => expect(paths()).toEqual(expect.arrayContaining(['/api/investor_summary', '/api/investor_returns'])));
    expect(screen.queryByText(annSummary.investor_name)).toBeNull();

    roleCheck.answer(investor);
    expect(await screen.findByText(annSummary.investor_name)).toBeInTheDocument();
    // The page read what was asked for early (the same day, from the URL): nothing was asked twice.
    expect(paths().filter((path) => path === '/api/investor_summary')).toHaveLength(1);
    expect(requests.find((request) => request.path === '/api/investor_summary')?.headers.get('Authorization')).toBe('Bearer jwt-ann');
    expect(portfolioReturns()).toHaveLength(1);
  });

  it('asks for nothing before the role check when the token is not known to be an investor’s, and remembers the answer', async () => {
    const roleCheck = heldRoleCheck();
    const { requests } = mockFetch({
      'GET /admin/get_admin_level': roleCheck.handler,
      'GET /api/investor_summary': { body: annSummary },
      'GET /api/investor_returns': { body: annReturns },
    });
    signedIn('jwt-ann', null);
    renderApp('/investor');

    await waitFor(() => expect(requests.map((request) => request.path)).toContain('/admin/get_admin_level'));
    expect(requests.filter((request) => request.path.startsWith('/api/'))).toEqual([]);

    roleCheck.answer(investor);
    expect(await screen.findByText(annSummary.investor_name)).toBeInTheDocument();
    expect(tokenRole()).toBe('investor');
  });

  it('never asks for an own summary for an administrator, whatever role was remembered', async () => {
    const { requests } = mockFetch({
      'GET /admin/get_admin_level': { body: { admin_level: 1, role: 'admin' } },
      'GET /admin/get_admin_helpers': { body: { investors_list: ['Ann Lee'] } },
    });
    signedIn('jwt-admin', 'admin');
    renderApp('/investor');

    expect(await screen.findByRole('link', { name: 'Ann Lee' })).toBeInTheDocument();
    expect(requests.map((request) => request.path)).not.toContain('/api/investor_summary');
  });

  it('shows the sign-in page saying why when the early call finds the session ended', async () => {
    const roleCheck = heldRoleCheck();
    mockFetch({
      'GET /admin/get_admin_level': roleCheck.handler,
      ...bothReadsRefused(401, 'Your session has ended. Please sign in again.'),
    });
    signedIn('jwt-ann', 'investor');
    const { pathname } = renderApp('/investor');

    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended. Please sign in again.');
    expect(pathname()).toBe('/');
    expect(tokenRole()).toBeNull();
  });
});
