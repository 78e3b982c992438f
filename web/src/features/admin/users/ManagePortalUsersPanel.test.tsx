import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { erasePersonalDataQuestion } from './ConfirmedUserForm';
import { fill, findForm, postsTo, renderAdmin, spyOnFeedback } from '../test/admin-fixtures';
import { renderUsers } from './test/render-users';

vi.setConfig({ testTimeout: 20_000 });

const loginTable = async () => within(await screen.findByRole('table', { name: 'Login Summary' }));

describe('Manage Portal Users', () => {
  it('lists logins with the count and the local date-time, or N/A', async () => {
    renderAdmin('manage-portal-users', {
      'GET /admin/get_login_summary': {
        body: [
          { investor_name: 'Ann Lee', login_count: 12, last_login: '2024-03-09T14:05:00Z' },
          { investor_name: 'Bob Stone', login_count: 0, last_login: null },
        ],
      },
    });
    const table = await loginTable();

    await table.findByText('Ann Lee');
    const rows = table.getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Investor', 'Login Count', 'Last Login'],
      ['Ann Lee', '12', formatDateTime('2024-03-09T14:05:00Z')],
      ['Bob Stone', '0', 'N/A'],
    ]);
  });

  it("says 'No logins available.' when nobody has signed in", async () => {
    renderUsers();
    expect(await (await loginTable()).findByText('No logins available.')).toBeInTheDocument();
  });

  it("alerts the investor's secret after 'Get Secret', and shows it in a copyable card", async () => {
    const feedback = spyOnFeedback();
    const { fetchMock } = renderUsers({
      'GET /admin/get_investor_secret': { body: { investor_secret: 'k3y-for-bob' } },
    });
    const form = await findForm('Get Investor Secret');

    await userEvent.setup().click(form.getByRole('button', { name: 'Get Secret' }));
    expect(feedback.log).toHaveBeenCalledWith('Please fill in all fields.');

    await fill(form, { Investor: 'Bob Stone' });
    await userEvent.setup().click(form.getByRole('button', { name: 'Get Secret' }));

    await waitFor(() => expect(feedback.alert).toHaveBeenCalledWith('Investor login secret is: k3y-for-bob'));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(
      expect.arrayContaining(['/admin/get_investor_secret?investor_name=Bob+Stone']),
    );
    // And in a card that copies it, with how Bob registers.
    const card = within(await screen.findByRole('region', { name: 'Registration secret for Bob Stone' }));
    expect(card.getByText('k3y-for-bob')).toBeInTheDocument();
    expect(card.getByRole('button', { name: /registration secret/ })).toBeInTheDocument();
    expect(card.getByText(/\/register$/)).toBeInTheDocument();
  });

  it("asks first, then deletes the chosen portal user, alerts 'Portal user deleted successfully' and reloads the lists", async () => {
    const feedback = spyOnFeedback();
    const { requests } = renderUsers({
      'POST /admin/delete_portal_user': { body: { message: 'Portal user deleted successfully' } },
    });
    const form = await findForm('Delete Portal User');
    const calls = (path: string) => requests.filter((r) => r.path === path).length;
    await waitFor(() => expect(calls('/admin/get_login_summary')).toBe(1));

    await userEvent.setup().click(form.getByRole('button', { name: 'Delete User' }));
    expect(feedback.log).toHaveBeenCalledWith('Please fill in all fields.');
    expect(postsTo(requests, '/admin/delete_portal_user')).toHaveLength(0);

    expect(form.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(form.getByLabelText('Portal User')).toHaveAccessibleDescription('Required.');
    expect(feedback.confirm).not.toHaveBeenCalled();

    // Asked first, by name: Cancel sends nothing.
    await fill(form, { 'Portal User': 'Ann Lee' });
    feedback.confirm.mockReturnValueOnce(false);
    await userEvent.setup().click(form.getByRole('button', { name: 'Delete User' }));
    expect(feedback.confirm).toHaveBeenCalledWith(
      'Are you sure you want to delete the portal user of Ann Lee? Ann Lee will no longer be able to sign in; their investments and records stay, and a new registration secret is issued for them.',
    );
    expect(postsTo(requests, '/admin/delete_portal_user')).toHaveLength(0);

    await userEvent.setup().click(form.getByRole('button', { name: 'Delete User' }));

    await waitFor(() => expect(feedback.alert).toHaveBeenCalledWith('Portal user deleted successfully'));
    expect(feedback.confirm).toHaveBeenCalledTimes(2);
    expect(postsTo(requests, '/admin/delete_portal_user').map((r) => r.body)).toEqual([{ investor_name: 'Ann Lee' }]);
    await waitFor(() => expect(calls('/admin/get_login_summary')).toBe(2));
    expect(calls('/admin/get_admin_helpers')).toBeGreaterThanOrEqual(2);
    expect(form.getByLabelText('Portal User')).toHaveValue('');
  });

  it("asks first, then erases the chosen investor's personal data and shows the server's answer", async () => {
    const feedback = spyOnFeedback();
    const answer = 'The personal data of Ann Lee has been erased: they are shown as Erased investor 3 from now on. Their figures are kept.';
    const { requests } = renderUsers({
      'POST /admin/forget_personal_data': { body: { message: answer } },
    });
    const form = await findForm('Erase Personal Data');
    await fill(form, { Investor: 'Ann Lee' });
    feedback.confirm.mockReturnValueOnce(false);
    await userEvent.setup().click(form.getByRole('button', { name: 'Erase' }));
    expect(feedback.confirm).toHaveBeenCalledWith(erasePersonalDataQuestion('Ann Lee'));
    expect(feedback.confirm.mock.calls[0]?.[0]).toContain('cannot be undone');
    expect(postsTo(requests, '/admin/forget_personal_data')).toHaveLength(0);

    await userEvent.setup().click(form.getByRole('button', { name: 'Erase' }));
    await waitFor(() => expect(feedback.alert).toHaveBeenCalledWith(answer));
    expect(postsTo(requests, '/admin/forget_personal_data').map((r) => r.body)).toEqual([{ investor_name: 'Ann Lee' }]);
  });
});
