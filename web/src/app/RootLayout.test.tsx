import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToken, setToken } from '../lib/token';
import { mockFetch } from '../test/mock-fetch';
import { renderApp } from '../test/render-app';

describe('signed-in layout', () => {
  it('offers Admin when the admin check answers a truthy level', async () => {
    mockFetch({ 'GET /admin/get_admin_level': { body: { admin_level: 2 } } });
    setToken('jwt');
    renderApp('/investor');

    expect(await screen.findByRole('link', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Investor Summary' })).not.toBeInTheDocument();
  });

  it.each([
    ['level 0', { body: { admin_level: 0 } }],
    ['a refused check', { status: 403, body: { message: 'Forbidden' } }],
  ])('hides Admin for %s', async (_label, reply) => {
    const { requests } = mockFetch({ 'GET /admin/get_admin_level': reply });
    setToken('jwt');
    renderApp('/admin');

    await waitFor(() => expect(requests.some((r) => r.path === '/admin/get_admin_level')).toBe(true));
    expect(await screen.findByRole('link', { name: 'Investor Summary' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('has no bar when signed out or on the sign-in screens', async () => {
    mockFetch({ 'GET /admin/get_admin_level': { body: { admin_level: 1 } } });
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'SIGN IN' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('signs out: token and cached user data gone, back on /', async () => {
    mockFetch({ 'GET /admin/get_admin_level': { body: { admin_level: 1 } } });
    setToken('jwt');
    const { pathname, queryClient } = renderApp('/investor');
    await screen.findByRole('link', { name: 'Admin' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(getToken()).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(pathname()).toBe('/');
    expect(queryClient.getQueryData(['auth', 'admin-level'])).toBeUndefined();
    expect(await screen.findByRole('button', { name: 'SIGN IN' })).toBeInTheDocument();
  });

  it('signs out on the server too, sending the token it is about to forget', async () => {
    const { requests } = mockFetch({
      'GET /admin/get_admin_level': { body: { admin_level: 0 } },
      'POST /auth/logout': { body: { message: 'You are signed out.' } },
    });
    setToken('jwt-to-revoke');
    renderApp('/investor');
    await screen.findByRole('button', { name: 'Sign Out' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));

    const logout = requests.filter((r) => r.method === 'POST' && r.path === '/auth/logout');
    expect(logout).toHaveLength(1);
    expect(logout[0]!.headers.get('Authorization')).toBe('Bearer jwt-to-revoke');
    expect(getToken()).toBeNull();
  });

  it.each([
    ['the server refuses it', () => ({ status: 500, body: { message: 'Something went wrong on the server. Please try again.' } })],
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('signs out in the browser even when %s', async (_label, reply) => {
    mockFetch({ 'GET /admin/get_admin_level': { body: { admin_level: 0 } }, 'POST /auth/logout': reply });
    setToken('jwt');
    const { pathname } = renderApp('/investor');
    await screen.findByRole('button', { name: 'Sign Out' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(getToken()).toBeNull();
    expect(pathname()).toBe('/');
    expect(await screen.findByRole('button', { name: 'SIGN IN' })).toBeInTheDocument();
  });
});
