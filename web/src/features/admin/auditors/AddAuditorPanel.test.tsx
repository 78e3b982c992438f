import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fill, postsTo, renderAdmin, spyOnFeedback } from '../test/admin-fixtures';
import { removeAuditorQuestion } from './AddAuditorPanel';

vi.setConfig({ testTimeout: 20_000 });

const SECRET = 'aB3dE5gH7jK9mN1pQ3sT5vX7';

const auditorRows = async () => {
  const table = within(await screen.findByRole('table', { name: 'Auditors' }));
  await waitFor(() => expect(table.queryByText('Loading...')).toBeNull());
  return table.getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
};

describe('Add Auditor', () => {
  it('lists the auditors and whether each has registered', async () => {
    renderAdmin('add-auditor', {
      'GET /admin/auditors': {
        body: [
          { username: 'jane', registered: true },
          { username: 'max', registered: false },
        ],
      },
    });
    expect(await auditorRows()).toEqual([
      ['Username', 'Status'],
      ['jane', 'Registered'],
      ['max', 'Not registered yet'],
    ]);
  });

  it('adds an auditor, shows the secret once with how to register, and reloads the list', async () => {
    let listed: { username: string; registered: boolean }[] = [];
    const { requests } = renderAdmin('add-auditor', {
      'GET /admin/auditors': () => ({ body: listed }),
      'POST /admin/add_auditor': () => {
        listed = [{ username: 'jane', registered: false }];
        return { status: 201, body: { secret: SECRET } };
      },
    });
    expect(await auditorRows()).toEqual([['Username', 'Status'], ['No auditors yet.']]);
    const form = within(await screen.findByRole('form', { name: 'New Auditor' }));

    await fill(form, { Username: ' jane ' });
    await userEvent.setup().click(form.getByRole('button', { name: 'Add Auditor' }));

    const issued = await screen.findByRole('region', { name: 'Registration secret for jane' });
    expect(within(issued).getByText(SECRET)).toBeInTheDocument();
    expect(issued).toHaveTextContent(`opens ${window.location.origin}/register`);
    expect(issued).toHaveTextContent('registers with the username jane, this secret and a password of their own');
    expect(within(issued).getByRole('button', { name: 'Copy registration secret' })).toBeInTheDocument();
    expect(postsTo(requests, '/admin/add_auditor').map((request) => request.body)).toEqual([{ username: ' jane ' }]);
    expect(form.getByLabelText('Username')).toHaveValue('');
    await waitFor(async () =>
      expect(await auditorRows()).toEqual([
        ['Username', 'Status'],
        ['jane', 'Not registered yet'],
      ]),
    );
  });

  it('sends nothing for an empty username and says so beside the field', async () => {
    const { requests } = renderAdmin('add-auditor', { 'GET /admin/auditors': { body: [] } });
    const form = within(await screen.findByRole('form', { name: 'New Auditor' }));

    await userEvent.setup().click(form.getByRole('button', { name: 'Add Auditor' }));

    expect(form.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(form.getByLabelText('Username')).toHaveAccessibleDescription('Required.');
    expect(postsTo(requests, '/admin/add_auditor')).toEqual([]);
  });

  it("shows the server's refusal at the form, and no secret", async () => {
    const feedback = spyOnFeedback();
    renderAdmin('add-auditor', {
      'GET /admin/auditors': { body: [] },
      'POST /admin/add_auditor': { status: 409, body: { message: 'The username ann is taken. Please choose another.' } },
    });
    const form = within(await screen.findByRole('form', { name: 'New Auditor' }));

    await fill(form, { Username: 'ANN' });
    await userEvent.setup().click(form.getByRole('button', { name: 'Add Auditor' }));

    expect(await form.findByText('The username ann is taken. Please choose another.')).toBeInTheDocument();
    expect(feedback.error).toHaveBeenCalledWith('Error adding auditor:', expect.anything());
    expect(screen.queryByRole('region', { name: /^Registration secret/ })).toBeNull();
  });

  it('asks first, then removes the chosen auditor and reloads the list', async () => {
    const feedback = spyOnFeedback();
    let listed = [
      { username: 'jane', registered: true },
      { username: 'max', registered: false },
    ];
    const { requests } = renderAdmin('add-auditor', {
      'GET /admin/auditors': () => ({ body: listed }),
      'POST /admin/remove_auditor': () => {
        listed = listed.filter((row) => row.username !== 'jane');
        return { body: { message: 'Auditor jane removed: they can no longer sign in.' } };
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Remove Auditor' }));
    await waitFor(() => expect(form.getAllByRole('option').map((option) => option.textContent)).toContain('jane'));
    await fill(form, { Auditor: 'jane' });

    feedback.confirm.mockReturnValueOnce(false);
    await userEvent.setup().click(form.getByRole('button', { name: 'Remove' }));
    expect(feedback.confirm).toHaveBeenCalledWith(removeAuditorQuestion('jane'));
    expect(postsTo(requests, '/admin/remove_auditor')).toHaveLength(0);

    await userEvent.setup().click(form.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(feedback.alert).toHaveBeenCalledWith('Auditor removed successfully'));
    expect(postsTo(requests, '/admin/remove_auditor').map((request) => request.body)).toEqual([{ username: 'jane' }]);
    await waitFor(async () =>
      expect(await auditorRows()).toEqual([
        ['Username', 'Status'],
        ['max', 'Not registered yet'],
      ]),
    );
  });
});
