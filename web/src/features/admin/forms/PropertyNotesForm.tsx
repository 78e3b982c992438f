import { useEffect, useRef } from 'react';
import { touches } from '../api/touches';
import { FormCard, missingProblem, Select, TextArea, useRecordForm, WideField, type FormProblem } from '../form-kit';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';
import { usePropertyNotes } from './api/use-property-notes';

export const NOTES_MISSING_MESSAGE = 'Please select a property and enter notes.';

const initial = { property_name: '', notes: '' };

/** Unlike the other forms, a missing input here is an alert (the form shows it too). */
function notesComplete(values: typeof initial): FormProblem<keyof typeof initial> | null {
  const missing = missingProblem(values, ['property_name', 'notes'], NOTES_MISSING_MESSAGE);
  if (missing) window.alert(NOTES_MISSING_MESSAGE);
  return missing;
}

/** 'Update Property Notes': choosing a property loads its current notes for editing. */
export function PropertyNotesForm({ title }: { title: string }) {
  const helpers = useAdminHelpers();
  const form = useRecordForm({
    path: '/admin/set_property_notes',
    initial,
    required: [],
    validate: notesComplete,
    toPayload: (values) => ({ property_name: values.property_name, notes: values.notes }),
    success: 'Notes updated successfully!',
    failureLog: 'Error updating notes:',
    touches: touches.propertyNotes,
  });
  const { set } = form;
  const property = form.values.property_name;
  const notes = usePropertyNotes(property);

  // Fill the editor once per chosen property, so a background refetch never overwrites typing.
  const filledFor = useRef('');
  useEffect(() => {
    if (property === '') filledFor.current = '';
    if (!notes.isSuccess || filledFor.current === property) return;
    filledFor.current = property;
    set('notes', notes.data);
  }, [property, notes.isSuccess, notes.data, set]);

  useEffect(() => {
    if (notes.isError) console.error('Error fetching property notes:', notes.error);
  }, [notes.isError, notes.error]);

  return (
    <FormCard title={title} {...form.card}>
      <Select
        label="Property"
        options={helpers.properties}
        {...form.bind('property_name')}
        onChange={(event) => {
          filledFor.current = '';
          form.setValues({ property_name: event.target.value, notes: '' });
        }}
      />
      <WideField>
        <TextArea label="Notes" {...form.bind('notes')} />
      </WideField>
    </FormCard>
  );
}
