import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

const sent = 'If this username has an e-mail on file, a link to choose a new password is on its way. It works once, for 30 minutes.';

describe('forgotten passwords', () => {
  it('leads from the sign-in page to a form that asks for a link and shows the server’s answer', async () => {
    const user = userEvent.setup();
    const { requests } = mockFetch({ 'POST /auth/forgot_password': { status: 202, body: { message: sent } } });
    const { pathname } = renderApp('/');

    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(pathname()).toBe('/forgot_password'));
    await user.type(await screen.findByLabelText('Username'), 'ann');
    await user.click(screen.getByRole('button', { name: 'SEND LINK' }));

    expect(await screen.findByRole('status')).toHaveTextContent(sent);
    const request = requests.find((r) => r.path === '/auth/forgot_password');
    expect(request?.body).toEqual({ username: 'ann' });
    // Asked without a token: whoever asks is not signed in.
    expect(request?.headers.get('Authorization')).toBeNull();
  });

  it('says when too many links were asked for', async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /auth/forgot_password': {
        status: 429,
        body: { message: 'Too many requests for a new password. Please try again in 15 minutes.' },
      },
    });
    renderApp('/forgot_password');
    await user.type(await screen.findByLabelText('Username'), 'ann');
    await user.click(screen.getByRole('button', { name: 'SEND LINK' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests for a new password');
  });

  it('sets a new password with the link’s token, then shows only the outcome and the way to sign in', async () => {
    const user = userEvent.setup();
    const done = 'Your password is changed, and every session of yours is ended. Sign in with the new password.';
    const { requests } = mockFetch({ 'POST /auth/reset_password': { body: { message: done } } });
    const { pathname } = renderApp('/reset_password?token=abc-123_XYZ');

    await user.type(await screen.findByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Repeat new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'SET PASSWORD' }));

    expect(await screen.findByRole('status')).toHaveTextContent(done);
    expect(requests.find((r) => r.path === '/auth/reset_password')?.body).toEqual({ token: 'abc-123_XYZ', new_password: 'new-password-1' });
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Repeat new password')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Choose a new password' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['SIGN IN']);
    await user.click(screen.getByRole('button', { name: 'SIGN IN' }));
    await waitFor(() => expect(pathname()).toBe('/'));
  });

  it('checks the two passwords before sending, and shows why a used link is refused', async () => {
    const user = userEvent.setup();
    const used = 'This reset link was used already. Ask for a new one on the sign-in page if you need to.';
    const { requests } = mockFetch({ 'POST /auth/reset_password': { status: 410, body: { message: used } } });
    renderApp('/reset_password?token=abc');

    await user.type(await screen.findByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Repeat new password'), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'SET PASSWORD' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The two new passwords are not the same.');
    expect(requests.some((r) => r.path === '/auth/reset_password')).toBe(false);

    await user.clear(screen.getByLabelText('Repeat new password'));
    await user.type(screen.getByLabelText('Repeat new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'SET PASSWORD' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(used));
    expect(screen.getByRole('button', { name: 'ASK FOR A NEW LINK' })).toBeEnabled();
  });

  it('says so when the link has no token', async () => {
    mockFetch({});
    renderApp('/reset_password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has no token');
    expect(screen.getByRole('button', { name: 'SET PASSWORD' })).toBeDisabled();
  });
});
