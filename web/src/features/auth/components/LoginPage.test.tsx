import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp, renderAppRefusing } from '../../../test/render-app';

function useFakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Username'), 'ann');
  await user.type(screen.getByLabelText('Password'), 's3cret');
}

describe('login page', () => {
  it('shows the brand heading, labelled required fields and both buttons', async () => {
    mockFetch({ 'GET /config.json': { body: { brandTitle: 'Acme Capital', partnerLabel: 'Partner' } } });
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Capital' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'SIGN IN' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'REGISTER' })).toHaveAttribute('type', 'button');
  });

  it('stores the token, fades out and opens /investor after 500 ms', async () => {
    const user = useFakeClock();
    const { requests } = mockFetch({
      'POST /auth/login': { body: { access_token: 'jwt-1' } },
      'GET /admin/get_admin_level': { body: { admin_level: 0 } },
    });
    const { pathname } = renderApp('/');

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'SIGN IN' }));

    await waitFor(() => expect(window.localStorage.getItem('token')).toBe('jwt-1'));
    expect(requests.find((r) => r.path === '/auth/login')?.body).toEqual({ username: 'ann', password: 's3cret' });
    expect(pathname()).toBe('/');
    expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeDisabled();

    act(() => vi.advanceTimersByTime(500));

    expect(pathname()).toBe('/investor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Investment Summary' })).toBeInTheDocument();
  });

  it('alerts the failure text and stays', async () => {
    const { user, alert, pathname } = renderAppRefusing('/', 'POST /auth/login', 401, 'Bad username or password');

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'SIGN IN' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Invalid credentials. Please try again.'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(pathname()).toBe('/');
    expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Bad username or password');
  });

  it("keeps a throttled sign-in's reason on the page: for how long to wait", async () => {
    const reason = 'Too many failed sign-in attempts. Please try again in 15 minutes.';
    const { user, alert } = renderAppRefusing('/', 'POST /auth/login', 429, reason);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'SIGN IN' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Invalid credentials. Please try again.'));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
  });

  it('alerts the same text when the server cannot be reached', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderApp('/');

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'SIGN IN' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Invalid credentials. Please try again.'));
  });

  it('fades out and opens /register after 500 ms on REGISTER', async () => {
    mockFetch({});
    const { pathname } = renderApp('/');
    const register = await screen.findByRole('button', { name: 'REGISTER' });
    // The clock moves only when told to (so fireEvent, as user-event's own waits need real time).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.click(register);
    expect(register.closest('section')?.parentElement).toHaveStyle({ opacity: '0' });
    act(() => vi.advanceTimersByTime(499));
    expect(pathname()).toBe('/');

    act(() => vi.advanceTimersByTime(1));
    expect(pathname()).toBe('/register');
  });
});
