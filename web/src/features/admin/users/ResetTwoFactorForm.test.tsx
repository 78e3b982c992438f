import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fill, findForm, postsTo, spyOnFeedback } from '../test/admin-fixtures';
import { renderUsers } from './test/render-users';
import { resetTwoFactorQuestion } from './ConfirmedUserForm';

vi.setConfig({ testTimeout: 20_000 });

const done = 'Two-factor sign-in of Ann Lee is off. They sign in with their password and can turn it on again.';

describe("Manage Portal Users: resetting an investor's two-factor sign-in", () => {
  it('asks first, by name; Cancel sends nothing, OK resets and alerts the server’s answer', async () => {
    const feedback = spyOnFeedback();
    const { requests } = renderUsers({
      'POST /admin/reset_totp': { body: { message: done } },
    });
    const form = await findForm('Reset Two-Factor Sign-In');

    await userEvent.setup().click(form.getByRole('button', { name: 'Reset' }));
    expect(form.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(feedback.confirm).not.toHaveBeenCalled();

    await fill(form, { Investor: 'Ann Lee' });
    feedback.confirm.mockReturnValueOnce(false);
    await userEvent.setup().click(form.getByRole('button', { name: 'Reset' }));
    expect(feedback.confirm).toHaveBeenCalledWith(resetTwoFactorQuestion('Ann Lee'));
    expect(resetTwoFactorQuestion('Ann Lee')).toBe(
      'Turn off two-factor sign-in for Ann Lee? Do this only when you are sure it is Ann Lee asking (a lost phone, say): ' +
        'they will sign in with their password alone until they turn it on again.',
    );
    expect(postsTo(requests, '/admin/reset_totp')).toHaveLength(0);

    await userEvent.setup().click(form.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(feedback.alert).toHaveBeenCalledWith(done));
    expect(postsTo(requests, '/admin/reset_totp').map((request) => request.body)).toEqual([{ investor_name: 'Ann Lee' }]);
    expect(form.getByLabelText('Investor')).toHaveValue('');
  });

  it('shows the refusal of an investor without two-factor sign-in beside the form', async () => {
    const feedback = spyOnFeedback();
    renderUsers({
      'POST /admin/reset_totp': { status: 409, body: { message: 'Ann Lee has not turned on two-factor sign-in.' } },
    });
    const form = await findForm('Reset Two-Factor Sign-In');

    await fill(form, { Investor: 'Ann Lee' });
    await userEvent.setup().click(form.getByRole('button', { name: 'Reset' }));

    expect(await form.findByRole('alert')).toHaveTextContent('Ann Lee has not turned on two-factor sign-in.');
    expect(feedback.error).toHaveBeenCalledWith('Error resetting two-factor sign-in:', expect.anything());
  });
});
