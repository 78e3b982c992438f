import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fieldValues, fill, findForm, postsTo, renderAdmin, spyOnFeedback } from '../test/admin-fixtures';

vi.setConfig({ testTimeout: 20_000 });

describe('Update Property Notes', () => {
  it('loads the chosen property’s notes, sends the edit, alerts and clears', async () => {
    const feedback = spyOnFeedback();
    const { requests, fetchMock } = renderAdmin('update-property-notes', {
      'GET /admin/get_property_notes': { body: { notes: 'Roof replaced 2019' } },
      'POST /admin/set_property_notes': { body: { message: 'Notes updated successfully!' } },
    });
    const form = await findForm('Update Property Notes');

    await fill(form, { Property: 'Maple House' });

    await waitFor(() => expect(form.getByLabelText('Notes')).toHaveValue('Roof replaced 2019'));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/admin/get_property_notes?property_name=Maple+House');
    await fill(form, { Notes: 'Roof replaced 2019; boiler 2024' });
    await userEvent.setup().click(form.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(feedback.alert).toHaveBeenCalledWith('Notes updated successfully!'));
    expect(postsTo(requests, '/admin/set_property_notes').map((r) => r.body)).toEqual([
      { property_name: 'Maple House', notes: 'Roof replaced 2019; boiler 2024' },
    ]);
    await waitFor(() => expect(fieldValues(form)).toEqual(['', '']));
  });

  it("alerts 'Please select a property and enter notes.' when either is missing", async () => {
    const feedback = spyOnFeedback();
    const { requests } = renderAdmin('update-property-notes', { 'GET /admin/get_property_notes': { body: { notes: '' } } });
    const form = await findForm('Update Property Notes');
    const user = userEvent.setup();

    await fill(form, { Notes: 'No property picked' });
    await user.click(form.getByRole('button', { name: 'Submit' }));
    expect(form.getByRole('alert')).toHaveTextContent('Please select a property and enter notes.');
    expect(form.getByLabelText('Property')).toHaveAccessibleDescription('Required.');
    expect(form.getByLabelText('Notes')).not.toHaveAttribute('aria-invalid');
    await fill(form, { Property: 'Elm Lot' });
    await waitFor(() => expect(form.getByLabelText('Notes')).toHaveValue(''));
    await user.click(form.getByRole('button', { name: 'Submit' }));

    expect(feedback.alert.mock.calls).toEqual([
      ['Please select a property and enter notes.'],
      ['Please select a property and enter notes.'],
    ]);
    expect(postsTo(requests, '/admin/set_property_notes')).toHaveLength(0);
    expect(form.getByLabelText('Notes')).toHaveAccessibleDescription('Required.');
  });
});
