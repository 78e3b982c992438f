import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp, renderAppRefusing } from '../../../test/render-app';

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Username'), 'ann');
  await user.type(screen.getByLabelText('Password'), 'pw');
  await user.type(screen.getByLabelText('Secret'), 'shared-secret');
  await user.click(screen.getByRole('button', { name: 'REGISTER' }));
}

describe('registration page', () => {
  it('greets with "Welcome to" and the brand title and asks for three required fields', async () => {
    mockFetch({ 'GET /config.json': { body: { brandTitle: 'Acme Capital' } } });
    renderApp('/register');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Acme Capital' })).toBeInTheDocument();
    for (const label of ['Username', 'Password', 'Secret']) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('sends the three fields, fades out and returns to / after 500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { requests } = mockFetch({ 'POST /auth/register': { status: 201, body: { message: 'created' } } });
    const { pathname } = renderApp('/register');

    await fillIn(user);

    await waitFor(() => expect(screen.getByRole('button', { name: 'REGISTER' })).toBeDisabled());
    expect(requests.find((r) => r.path === '/auth/register')?.body).toEqual({
      username: 'ann',
      password: 'pw',
      secret: 'shared-secret',
    });
    expect(pathname()).toBe('/register');

    act(() => vi.advanceTimersByTime(500));
    expect(pathname()).toBe('/');
  });

  it("alerts the server's message on failure", async () => {
    const { user, alert, pathname } = renderAppRefusing('/register', 'POST /auth/register', 400, 'Invalid secret');

    await fillIn(user);

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Registration failed: Invalid secret'));
    expect(pathname()).toBe('/register');
    expect(screen.getByRole('alert')).toHaveTextContent('Registration failed: Invalid secret');
  });

  it('alerts the error text when the answer has no message field', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    mockFetch({ 'POST /auth/register': { status: 500 } });
    renderApp('/register');

    await fillIn(user);

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Registration failed: Request failed with status code 500'));
  });
});
