import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/token';
import { mockFetch } from '../../test/mock-fetch';
import { renderWithProviders } from '../../test/render-app';
import { navLinksFor, TopBar } from './TopBar';

function renderBar(path: string, isAdmin: boolean, onSignOut = vi.fn()) {
  renderWithProviders(<TopBar brandTitle="Acme Capital" isAdmin={isAdmin} onSignOut={onSignOut} />, path);
  return onSignOut;
}

describe('top navigation bar', () => {
  it.each([
    // path, admin level, Admin link shown, Investor Summary link shown
    ['/investor', true, true, false],
    ['/investor/Ann%20Lee', true, true, false],
    ['/admin', true, false, true],
    ['/protected', true, true, true],
    ['/investor', false, false, false],
    ['/admin', false, false, true],
    ['/protected', false, false, true],
  ])('on %s with admin=%s: Admin %s, Investor Summary %s', (path, isAdmin, admin, investorSummary) => {
    renderBar(path, isAdmin);

    expect(screen.queryByRole('link', { name: 'Admin' }) !== null).toBe(admin);
    expect(screen.queryByRole('link', { name: 'Investor Summary' }) !== null).toBe(investorSummary);
  });

  it('links an investor to their statements (the back office reads them in an admin action)', () => {
    renderBar('/investor', false);
    expect(screen.getByRole('link', { name: 'Statements' })).toHaveAttribute('href', '/statements');
    expect(navLinksFor('/investor', true).map((link) => link.label)).not.toContain('Statements');
  });

  it('links to the admin page and the investor summary', () => {
    renderBar('/protected', true);

    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Investor Summary' })).toHaveAttribute('href', '/investor');
  });

  it('shows the brand inside a banner with a labelled navigation landmark', () => {
    renderBar('/investor', false);

    expect(screen.getByRole('banner')).toHaveTextContent('Acme Capital');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('calls sign-out from its button', async () => {
    const onSignOut = renderBar('/investor', false);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('keeps the account links in an Account menu that says who is signed in once opened (a phone shows only its button)', async () => {
    const { requests } = mockFetch({ 'GET /auth/protected': { body: { logged_in_as: 'ann' } } });
    setToken('jwt-ann');
    renderBar('/investor', false);
    const account = screen.getByRole('button', { name: 'Account' });
    const menu = document.getElementById(account.getAttribute('aria-controls')!)!;

    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Payment Details', 'Change Password', 'Two-Factor Sign-In']);
    expect(within(menu).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/auth/protected')).toBe(false);

    await userEvent.setup().click(account);

    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(await within(menu).findByText('ann')).toBeInTheDocument();
    expect(menu).toHaveTextContent('Signed in as ann');
  });

  it("puts every link in a Menu on a phone's width, so the bar is the brand and that button", () => {
    // The window is a phone's: narrower than a tablet's (768 px), whatever else is asked (the setup restores it).
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderBar('/payment-details', false);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const menuButton = within(nav).getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(menuButton.getAttribute('aria-controls')!)!;

    expect(within(nav).queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => !menu.contains(link)),
    ).toEqual([]);
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Investor Summary', 'Statements', 'Change Password', 'Two-Factor Sign-In']);
    expect(within(menu).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('matches the path rules', () => {
    const labels = (pathname: string, isAdmin: boolean) => navLinksFor(pathname, isAdmin).map((link) => link.label);
    expect(labels('/admin', true)).toEqual(['Investor Summary', 'Change Password', 'Two-Factor Sign-In']);
    expect(labels('/investors-report', false)).toEqual(['Statements', 'Payment Details', 'Change Password', 'Two-Factor Sign-In']);
    expect(labels('/statements', false)).toEqual(['Investor Summary', 'Payment Details', 'Change Password', 'Two-Factor Sign-In']);
    expect(labels('/payment-details', false)).toEqual(['Investor Summary', 'Statements', 'Change Password', 'Two-Factor Sign-In']);
    expect(labels('/investor', true)).toEqual(['Admin', 'Change Password', 'Two-Factor Sign-In']);
    expect(labels('/security', false)).toEqual(['Investor Summary', 'Statements', 'Payment Details', 'Change Password']);
  });
});
