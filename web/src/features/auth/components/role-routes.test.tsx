import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/token';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { annSummary } from '../../investor-summary/test/fixtures';

const INVESTORS = ['Ann Lee', 'Bob Stone', 'José Ortiz'];

function signedInAs(adminLevel: number, path: string) {
  const mocked = mockFetch({
    'GET /admin/get_admin_level': { body: { admin_level: adminLevel } },
    'GET /admin/get_admin_helpers': { body: { investors_list: INVESTORS } },
    'GET /api/investor_summary': { body: annSummary },
  });
  setToken('jwt');
  const view = renderApp(path);
  const paths = () => mocked.requests.map((request) => request.path);
  return { ...view, ...mocked, paths };
}

// Whole-app renders on a busy two-core machine.
describe('pages by role', { timeout: 20_000 }, () => {
  it('shows an admin at /investor a searchable investor list instead of an own summary, and never asks for one', async () => {
    const { paths, pathname, router } = signedInAs(1, '/investor');

    expect(await screen.findByRole('heading', { level: 1, name: 'Investment Summary' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/investor/Ann%20Lee');
    expect(screen.getByText('3 investors')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'jose');
    expect(screen.getByText('1 of 3 investors')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ann Lee' })).toBeNull();
    expect(router.state.location.search).toBe('?q=jose');

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'x');
    expect(screen.getByText('No investor matches \u201cjosex\u201d.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), '{Backspace}{Enter}');

    await waitFor(() => expect(pathname()).toBe('/investor/Jos%C3%A9%20Ortiz'));
    await waitFor(() => expect(paths().filter((path) => path === '/api/investor_summary')).toHaveLength(1));
  });

  it('gives an investor at /investor their own summary', async () => {
    const { paths } = signedInAs(0, '/investor');

    expect(await screen.findByText(annSummary.investor_name)).toBeInTheDocument();
    expect(paths()).toContain('/api/investor_summary');
    expect(paths()).not.toContain('/admin/get_admin_helpers');
  });

  it('shows an investor at /admin a plain not-allowed page and makes no admin call but the role check', async () => {
    const { paths } = signedInAs(0, '/admin?action=admin-summary');

    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByText('This page is for administrators. Your sign-in does not give access to it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your investment summary' })).toHaveAttribute('href', '/investor');
    expect(screen.queryByLabelText('Select Admin Action:')).toBeNull();
    expect(paths().filter((path) => path.startsWith('/admin/'))).toEqual(['/admin/get_admin_level']);
  });

  it('opens /admin for an admin', async () => {
    signedInAs(1, '/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Page' })).toBeInTheDocument();
  });

  it('lets an auditor into /admin (read-only), the investor list and an investor’s page, and shows the Admin link', async () => {
    mockFetch({
      'GET /admin/get_admin_level': { body: { admin_level: 0, role: 'auditor' } },
      'GET /admin/get_admin_helpers': { body: { investors_list: INVESTORS } },
      'GET /api/investor_summary': { body: annSummary },
    });
    setToken('jwt');
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Page' })).toBeInTheDocument();
    expect(await screen.findByRole('note', { name: 'Read-only view' })).toBeInTheDocument();

    await router.navigate('/investor');
    expect(await screen.findByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/investor/Ann%20Lee');
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await router.navigate('/investor/Ann%20Lee');
    expect(await screen.findByRole('complementary', { name: "Auditor's view" })).toBeInTheDocument();
  });
});
