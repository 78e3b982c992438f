import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/token';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { expectTopBarLink } from '../../../test/top-bar';
import { qrPath } from './QrCode';
import { LOGIN_FAILED_MESSAGE } from './LoginPage';
// The page is loaded when first opened (React.lazy): loaded here, so the first render waits for no module.
import './TwoFactorPage';

vi.setConfig({ testTimeout: 20_000 });

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const otpauthUrl = `otpauth://totp/Acme%20Capital:ann?secret=${secret}&issuer=Acme%20Capital`;
const recoveryCodes = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);

/** The server's two-factor calls, with the state they change. */
function twoFactorServer(options: { enabled?: boolean } = {}) {
  let enabled = options.enabled ?? false;
  const server = mockFetch({
    'GET /admin/get_admin_level': { body: { admin_level: 0 } },
    'GET /auth/totp/status': () => ({ body: { enabled, recovery_codes_left: enabled ? 9 : 0 } }),
    'POST /auth/totp/enroll': (request) =>
      (request.body as { current_password: string }).current_password === 'right-password'
        ? { body: { otpauth_url: otpauthUrl, secret } }
        : { status: 403, body: { message: 'The current password is not correct.' } },
    'POST /auth/totp/confirm': (request) => {
      if ((request.body as { code: string }).code !== '123456') {
        return { status: 403, body: { message: 'That code is not right. Enter the 6-digit code your authenticator app shows now.' } };
      }
      enabled = true;
      return { body: { message: 'Two-factor sign-in is on.', recovery_codes: recoveryCodes } };
    },
    'POST /auth/totp/disable': () => {
      enabled = false;
      return { body: { message: 'Two-factor sign-in is off.' } };
    },
  });
  return server;
}

describe('two-factor sign-in page', () => {
  it('is in the top bar for every signed-in user', async () => {
    twoFactorServer();
    setToken('jwt');
    await expectTopBarLink(renderApp('/change-password').pathname, 'Two-Factor Sign-In', '/security');
  });

  it('sets it up with the current password, a QR code drawn here and the key, turns it on with a code and shows the ten recovery codes once', async () => {
    const user = userEvent.setup();
    const { requests } = twoFactorServer();
    setToken('jwt');
    renderApp('/security');

    // A session alone does not set it up: a wrong password is said, and nothing is shown.
    await user.type(await screen.findByLabelText('Current password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'SET UP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is not correct.');
    expect(screen.queryByRole('img', { name: 'QR code for your authenticator app' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'SET UP' }));

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrPath(otpauthUrl).d);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP').tagName).toBe('CODE');
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    // Nothing left this browser to draw it.
    expect(requests.map((request) => request.path)).not.toContain(expect.stringMatching(/qr|chart/i));

    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'TURN ON' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');

    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'TURN ON' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    expect(screen.getByText('Two-factor sign-in is on.')).toHaveAttribute('role', 'status');
    expect(requests.filter((request) => request.path === '/auth/totp/enroll').map((request) => request.body)).toEqual([
      { current_password: 'wrong-password' },
      { current_password: 'right-password' },
    ]);
    expect(requests.filter((request) => request.path === '/auth/totp/confirm').map((request) => request.body)).toEqual([
      { code: '654321', current_password: 'right-password' },
      { code: '123456', current_password: 'right-password' },
    ]);

    await user.click(screen.getByRole('button', { name: 'I HAVE SAVED THEM' }));
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in is on' })).toBeInTheDocument();
    expect(screen.getByText(/You have 9 recovery codes left\./)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('turns it off with a code and offers to set it up again', async () => {
    const user = userEvent.setup();
    const { requests } = twoFactorServer({ enabled: true });
    setToken('jwt');
    renderApp('/security');

    await user.type(await screen.findByLabelText('Code from your app, or a recovery code'), 'code3-abcde');
    await user.click(screen.getByRole('button', { name: 'TURN OFF' }));

    expect(await screen.findByRole('button', { name: 'SET UP' })).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/auth/totp/disable')?.body).toEqual({ code: 'code3-abcde' });
  });

  it("takes an administrator whose calls answer 'turn it on first' to the set-up, then on to the admin page", async () => {
    const user = userEvent.setup();
    const required = { status: 403, body: { message: 'Turn on two-factor sign-in first.', totp_enrollment_required: true } };
    mockFetch({
      'GET /admin/get_admin_level': { body: { admin_level: 1 } },
      'GET /admin/get_admin_helpers': required,
      'GET /admin/get_admin_summary': required,
      'GET /auth/totp/status': { body: { enabled: false, recovery_codes_left: 0 } },
      'POST /auth/totp/enroll': { body: { otpauth_url: otpauthUrl, secret } },
      'POST /auth/totp/confirm': { body: { message: 'Two-factor sign-in is on.', recovery_codes: recoveryCodes } },
    });
    setToken('jwt');
    const { pathname } = renderApp('/investor');

    await waitFor(() => expect(pathname()).toBe('/security'));
    expect(await screen.findByText('Administrators need two-factor sign-in on this portal. Turn it on to continue.')).toHaveAttribute(
      'role',
      'alert',
    );

    await user.type(await screen.findByLabelText('Current password'), 'admin-password');
    await user.click(screen.getByRole('button', { name: 'SET UP' }));
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'TURN ON' }));
    await user.click(await screen.findByRole('button', { name: 'I HAVE SAVED THEM' }));

    await waitFor(() => expect(pathname()).toBe('/admin'));
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('asks for the code only when the server says so, then sends it with the password', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const asked = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
    const { requests } = mockFetch({
      'POST /auth/login': (request) =>
        (request.body as { otp?: string }).otp === '123456'
          ? { body: { access_token: 'jwt-2fa' } }
          : { status: 401, body: { message: asked, otp_required: true } },
      'GET /admin/get_admin_level': { body: { admin_level: 0 } },
    });
    renderApp('/');

    expect(screen.queryByLabelText('Two-factor code')).not.toBeInTheDocument();
    await user.type(await screen.findByLabelText('Username'), 'ann');
    await user.type(screen.getByLabelText('Password'), 's3cret');
    await user.click(screen.getByRole('button', { name: 'SIGN IN' }));

    const field = await screen.findByLabelText('Two-factor code');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('status')).toHaveTextContent(asked);
    expect(alert).not.toHaveBeenCalled();

    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'SIGN IN' }));

    await waitFor(() => expect(window.localStorage.getItem('token')).toBe('jwt-2fa'));
    expect(requests.filter((request) => request.path === '/auth/login').map((request) => request.body)).toEqual([
      { username: 'ann', password: 's3cret' },
      { username: 'ann', password: 's3cret', otp: '123456' },
    ]);
  });

  it('alerts a wrong code and says why, keeping the code field', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const wrong = 'That code is not right. Enter the 6-digit code your authenticator app shows now.';
    mockFetch({
      'POST /auth/login': (request) =>
        (request.body as { otp?: string }).otp === undefined
          ? { status: 401, body: { message: 'Enter the code.', otp_required: true } }
          : { status: 401, body: { message: wrong, otp_required: true } },
    });
    renderApp('/');

    await user.type(await screen.findByLabelText('Username'), 'ann');
    await user.type(screen.getByLabelText('Password'), 's3cret');
    await user.click(screen.getByRole('button', { name: 'SIGN IN' }));
    await user.type(await screen.findByLabelText('Two-factor code'), '000000');
    await user.click(screen.getByRole('button', { name: 'SIGN IN' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith(LOGIN_FAILED_MESSAGE));
    expect(screen.getByRole('alert')).toHaveTextContent(wrong);
    expect(screen.getByLabelText('Two-factor code')).toHaveValue('');
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

describe('the QR code', () => {
  it('is the symbol of the text with a four-module quiet zone, drawn as one path', () => {
    const { size, d } = qrPath(otpauthUrl);
    expect(size).toBeGreaterThanOrEqual(21 + 8);
    expect((size - 8 - 17) % 4).toBe(0); // a QR version's size: 17 + 4 × version modules
    expect(d).toMatch(/^M4 4h7v1h-7z/); // the top-left finder pattern starts the first row
    expect(qrPath(otpauthUrl).d).toBe(d);
    expect(qrPath(`${otpauthUrl}x`).d).not.toBe(d);
  });
});
