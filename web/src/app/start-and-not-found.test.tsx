import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { annSummary } from '../features/investor-summary/test/fixtures';
import { getToken, setToken } from '../lib/token';
import { mockFetch } from '../test/mock-fetch';
import { renderApp } from '../test/render-app';

const ROLES = {
  investor: { admin_level: 0, role: 'investor' },
  admin: { admin_level: 1, role: 'admin' },
  auditor: { admin_level: 0, role: 'auditor' },
} as const;

function signedInAs(role: keyof typeof ROLES, path: string) {
  mockFetch({
    'GET /admin/get_admin_level': { body: ROLES[role] },
    'GET /auth/protected': { body: { logged_in_as: `${role}-user` } },
    'GET /api/investor_summary': { body: annSummary },
    'GET /admin/get_admin_helpers': { body: { investors_list: [] } },
  });
  setToken('jwt');
  return renderApp(path);
}

// Whole-app renders on a busy two-core machine.
describe('the start page and unknown paths', { timeout: 20_000 }, () => {
  it.each([
    ['investor', '/investor'],
    ['admin', '/admin'],
    ['auditor', '/admin'],
  ] as const)('sends a signed-in %s at / to their own page (%s), not the sign-in form', async (role, own) => {
    const { pathname } = signedInAs(role, '/');
    await waitFor(() => expect(pathname()).toBe(own));
    expect(screen.queryByRole('button', { name: 'SIGN IN' })).toBeNull();
  });

  it('shows the sign-in form at / to nobody signed in', async () => {
    mockFetch({});
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'SIGN IN' })).toBeInTheDocument();
  });

  it('shows the form and why when a session ended (sent to / with a notice, the token not yet gone)', async () => {
    mockFetch({ 'GET /admin/get_admin_level': { body: ROLES.investor } });
    setToken('jwt');
    const { router } = renderApp('/change-password');
    await router.navigate('/', { state: { notice: 'Your session has ended. Please sign in again.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended. Please sign in again.');
    expect(router.state.location.pathname).toBe('/');
  });

  it('says who is signed in on an unknown path, with the way to their page and Sign Out', async () => {
    const { pathname } = signedInAs('investor', '/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    const card = within(screen.getByRole('region', { name: 'Page not found' }));
    expect(card.getByText('/no-such-page')).toBeInTheDocument();
    expect(await card.findByText('investor-user')).toBeInTheDocument();
    expect(await card.findByRole('link', { name: 'Go to your investment summary' })).toHaveAttribute('href', '/investor');
    await waitFor(() => expect(document.title).toBe('Page Not Found · Investor Portal'));

    await userEvent.setup().click(card.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(getToken()).toBeNull();
  });

  it("links an administrator's unknown path to the Admin page", async () => {
    signedInAs('admin', '/admin/old-link');
    expect(await screen.findByRole('link', { name: 'Go to the Admin page' })).toHaveAttribute('href', '/admin');
  });

  it('links an unknown path to the sign-in page for nobody signed in', async () => {
    mockFetch({});
    renderApp('/no-such-page');
    expect(await screen.findByRole('link', { name: 'Go to the sign-in page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull();
  });
});
