import { touches } from '../api/touches';
import { FormCard, Select, useRecordForm } from '../form-kit';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';

const initial = { investor_name: '' };

/** Asked before the erasure: it cannot be undone, by anyone. */
export const erasePersonalDataQuestion = (name: string) =>
  `Erase the personal data of ${name}? Their email, phone, address, password and secrets become [erased] everywhere, ` +
  'for good, and their portal user is deleted. Their investments and figures stay. This cannot be undone.';

/**
 * 'Erase Personal Data': an investor's request to be forgotten (docs/personal-data.md). The server
 * destroys the key their personal values are sealed with; the figures stay.
 */
export function ErasePersonalDataForm() {
  const helpers = useAdminHelpers();
  const form = useRecordForm({
    path: '/admin/forget_personal_data',
    initial,
    confirm: (values) => erasePersonalDataQuestion(values.investor_name),
    success: (answer) => answer.message,
    failureLog: 'Error erasing personal data:',
    touches: touches.portalUsers,
  });

  return (
    <FormCard title="Erase Personal Data" level={3} {...form.card} submitLabel="Erase">
      <Select label="Investor" options={helpers.investors_list} {...form.bind('investor_name')} />
    </FormCard>
  );
}
