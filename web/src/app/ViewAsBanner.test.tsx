import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { annSummary } from '../features/investor-summary/test/fixtures';
import { setToken } from '../lib/token';
import { mockFetch } from '../test/mock-fetch';
import { renderApp } from '../test/render-app';

const open = (adminLevel: number) => {
  mockFetch({
    'GET /admin/get_admin_level': { body: { admin_level: adminLevel } },
    'GET /api/investor_summary': { body: annSummary },
  });
  setToken('jwt');
  renderApp('/investor/Ann%20Lee');
};

describe("an investor's page opened by an administrator", { timeout: 20_000 }, () => {
  it('says whose page it is, that it is read-only and noted, and leads back to the admin page', async () => {
    open(1);
    const banner = await screen.findByRole('complementary', { name: "Administrator's view" });
    expect(banner).toHaveTextContent(
      "You are viewing Ann Lee's page as they see it. It is read-only, and your view is noted in the audit trail.",
    );
    expect(screen.getByRole('link', { name: 'Back to the Admin Page' })).toHaveAttribute('href', '/admin?action=admin-summary');
    expect(await screen.findByRole('heading', { name: 'Active Investments' })).toBeInTheDocument();
  });

  it('says so for an auditor too, named as theirs', async () => {
    mockFetch({
      'GET /admin/get_admin_level': { body: { admin_level: 0, role: 'auditor' } },
      'GET /api/investor_summary': { body: annSummary },
    });
    setToken('jwt');
    renderApp('/investor/Ann%20Lee');
    const banner = await screen.findByRole('complementary', { name: "Auditor's view" });
    expect(banner).toHaveTextContent("You are viewing Ann Lee's page as they see it. It is read-only");
    expect(screen.getByRole('link', { name: 'Back to the Admin Page' })).toHaveAttribute('href', '/admin?action=admin-summary');
  });

  it('has no banner for an investor', async () => {
    open(0);
    expect(await screen.findByRole('heading', { name: 'Active Investments' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: "Administrator's view" })).not.toBeInTheDocument();
  });
});
