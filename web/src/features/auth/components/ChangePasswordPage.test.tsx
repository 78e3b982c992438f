import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToken, setToken } from '../../../lib/token';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { expectTopBarLink } from '../../../test/top-bar';

async function submit(current: string, next: string, repeat = next) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Repeat new password'), repeat);
  await user.click(screen.getByRole('button', { name: 'CHANGE PASSWORD' }));
}

describe('change password page', () => {
  it('is in the top bar for every signed-in user', async () => {
    mockFetch({ 'GET /admin/get_admin_level': { body: { admin_level: 0 } } });
    setToken('jwt');
    await expectTopBarLink(renderApp('/investor').pathname, 'Change Password', '/change-password');
  });

  it('sends both passwords, keeps this browser signed in with the fresh token and says so', async () => {
    const { requests } = mockFetch({
      'GET /admin/get_admin_level': { body: { admin_level: 0 } },
      'POST /auth/change_password': { body: { message: 'Your password is changed.', access_token: 'fresh-jwt' } },
    });
    setToken('old-jwt');
    renderApp('/change-password');

    await submit('old-password', 'new-password-1');

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password is changed. You stay signed in here; other devices are signed out.',
    );
    const sent = requests.find((r) => r.path === '/auth/change_password');
    expect(sent?.body).toEqual({ current_password: 'old-password', new_password: 'new-password-1' });
    expect(sent?.headers.get('Authorization')).toBe('Bearer old-jwt');
    expect(getToken()).toBe('fresh-jwt');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('shows the server’s refusal of a wrong current password and stays signed in', async () => {
    mockFetch({
      'GET /admin/get_admin_level': { body: { admin_level: 0 } },
      'POST /auth/change_password': { status: 403, body: { message: 'The current password is not correct.' } },
    });
    setToken('jwt');
    const { pathname } = renderApp('/change-password');

    await submit('wrong', 'new-password-1');

    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is not correct.');
    expect(getToken()).toBe('jwt');
    expect(pathname()).toBe('/change-password');
  });

  it.each([
    ['a short new password', 'short', 'short', 'The new password needs at least 8 characters.'],
    ['two different new passwords', 'new-password-1', 'new-password-2', 'The two new passwords are not the same.'],
  ])('refuses %s before asking the server', async (_label, next, repeat, message) => {
    const { requests } = mockFetch({ 'GET /admin/get_admin_level': { body: { admin_level: 0 } } });
    setToken('jwt');
    renderApp('/change-password');

    await submit('old-password', next, repeat);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(requests.some((r) => r.path === '/auth/change_password')).toBe(false);
  });
});
