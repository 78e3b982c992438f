import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../../../lib/token';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { SESSION_ENDED_NOTICE } from '../login-state';

async function signIn() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  await user.type(screen.getByLabelText('Username'), 'admin');
  await user.type(screen.getByLabelText('Password'), 'admin-password');
  await user.click(screen.getByRole('button', { name: 'SIGN IN' }));
  await waitFor(() => expect(getToken()).toBe('jwt-new'));
  act(() => vi.advanceTimersByTime(500));
  vi.useRealTimers();
}

/** A server that signs in with a fresh token for a user of `adminLevel`, and answers `pages` for what comes after. */
const signInServer = (adminLevel: number, pages: Parameters<typeof mockFetch>[0] = {}) =>
  mockFetch({
    'POST /auth/login': { body: { access_token: 'jwt-new' } },
    'GET /admin/get_admin_level': { body: { admin_level: adminLevel } },
    ...pages,
  });

/** The app at `path`, once its login page shows. */
const atLoginPage = async (path: string) => {
  const view = renderApp(path);
  await screen.findByRole('button', { name: 'SIGN IN' });
  return view;
};

const location = (router: ReturnType<typeof renderApp>['router']) => {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
};

describe('sign-in returns to the page that asked for it', { timeout: 20_000 }, () => {
  it('opens a deep link after signing in', async () => {
    signInServer(1, {
      'GET /admin/get_admin_helpers': { body: { llcs_list: ['Oak LLC'] } },
      'GET /admin/get_llc_txns': { body: { expenses: [] } },
    });
    const { router } = await atLoginPage('/admin?action=delete-llc-transaction&llc=Oak+LLC');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('alert')).toBeNull(); // not signed in yet is no ended session

    await signIn();

    expect(location(router)).toBe('/admin?action=delete-llc-transaction&llc=Oak+LLC');
    expect(await screen.findByText('No expenses available.')).toBeInTheDocument();
  });

  it('lands on /investor after Sign Out, not on the page signed out from', async () => {
    signInServer(1, { 'POST /auth/logout': { body: { message: 'You are signed out.' } }, 'GET /admin/get_admin_helpers': { body: {} } });
    setToken('jwt-old');
    const { router } = renderApp('/admin?action=delete-llc-transaction');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign Out' }));
    await screen.findByRole('button', { name: 'SIGN IN' });

    await signIn();

    expect(location(router)).toBe('/investor');
  });

  it('lands on /investor when no page asked', async () => {
    signInServer(0);
    const { router } = await atLoginPage('/');

    await signIn();

    expect(location(router)).toBe('/investor');
  });

  it("says the server's words for an ended session on the login page, and returns after the next sign-in", async () => {
    let ended = true;
    mockFetch({
      'POST /auth/login': () => {
        ended = false;
        return { body: { access_token: 'jwt-new' } };
      },
      'GET /admin/get_admin_level': () => (ended ? { status: 401, body: { message: SESSION_ENDED_NOTICE } } : { body: { admin_level: 1 } }),
      'GET /admin/get_admin_helpers': { body: { investors_list: ['Ann Lee'] } },
    });
    setToken('jwt-old');
    const { router } = renderApp('/investor?q=ann');

    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended. Please sign in again.');
    expect(router.state.location.pathname).toBe('/');
    expect(getToken()).toBeNull();

    await signIn();

    expect(location(router)).toBe('/investor?q=ann');
    expect(await screen.findByRole('link', { name: 'Ann Lee' })).toBeInTheDocument();
  });

  it('ignores a return path that leaves the app', async () => {
    signInServer(0);
    const { router } = await atLoginPage('/');
    await act(() => router.navigate('/', { state: { from: '//evil.example/x' } }));

    await signIn();

    expect(location(router)).toBe('/investor');
  });
});
