import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToken, setToken } from '../../../lib/token';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

describe('/protected and guarded routes', () => {
  it('shows who the stored token belongs to', async () => {
    const { requests } = mockFetch({
      'GET /auth/protected': { body: { logged_in_as: 'ann' } },
      'GET /admin/get_admin_level': { body: { admin_level: 0 } },
    });
    setToken('jwt-ann');
    renderApp('/protected');

    expect(await screen.findByText('ann')).toBeInTheDocument();
    expect(screen.getByText(/Logged in as/)).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/auth/protected')?.headers.get('Authorization')).toBe('Bearer jwt-ann');
  });

  it('shows the login page without a token', async () => {
    const { requests } = mockFetch({});
    const { pathname } = renderApp('/protected');

    expect(await screen.findByRole('button', { name: 'SIGN IN' })).toBeInTheDocument();
    expect(pathname()).toBe('/protected');
    expect(requests.some((r) => r.path === '/auth/protected')).toBe(false);
  });

  it('sends the user to / and forgets the token on a 401', async () => {
    mockFetch({
      'GET /auth/protected': { status: 401, body: { message: 'Token expired' } },
      'GET /admin/get_admin_level': { body: { admin_level: 0 } },
    });
    setToken('expired');
    const { pathname } = renderApp('/protected');

    await waitFor(() => expect(pathname()).toBe('/'));
    expect(getToken()).toBeNull();
    // The login page shown at /protected is replaced by the one at /: query the live document.
    await waitFor(() => expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeInTheDocument());
  });

  it('sends the user to / on a 422 from the admin check on the investor page', async () => {
    mockFetch({ 'GET /admin/get_admin_level': { status: 422, body: { message: 'Bad token' } } });
    setToken('garbled');
    const { pathname } = renderApp('/investor');

    await waitFor(() => expect(pathname()).toBe('/'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it.each(['/investor', '/investor/Ann%20Lee', '/admin'])('redirects %s to / without a token', async (path) => {
    mockFetch({});
    const { pathname } = renderApp(path);

    expect(await screen.findByRole('button', { name: 'SIGN IN' })).toBeInTheDocument();
    expect(pathname()).toBe('/');
  });

  it.each([
    ['/investor', 'Investment Summary'],
    ['/investor/Ann%20Lee', 'Investment Summary'],
    ['/admin', 'Admin Page'],
  ])('opens %s with a token', async (path, title) => {
    mockFetch({ 'GET /admin/get_admin_level': { body: { admin_level: 1 } } });
    setToken('jwt');
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
