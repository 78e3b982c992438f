import { touches } from '../api/touches';
import { FormCard, Select, useRecordForm } from '../form-kit';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';

const initial = { investor_name: '' };

/** Asked before the sign-in is ended: it cannot be undone from here. */
export const deletePortalUserQuestion = (name: string) =>
  `Are you sure you want to delete the portal user of ${name}? ${name} will no longer be able to sign in; their investments and records stay, and a new registration secret is issued for them.`;

/** 'Delete Portal User': after a confirmation, the investor's sign-in ends; their investor records stay. */
export function DeletePortalUserForm() {
  const helpers = useAdminHelpers();
  const form = useRecordForm({
    path: '/admin/delete_portal_user',
    initial,
    confirm: (values) => deletePortalUserQuestion(values.investor_name),
    success: 'Portal user deleted successfully',
    failureLog: 'Error deleting portal user:',
    touches: touches.portalUsers,
  });

  return (
    <FormCard title="Delete Portal User" level={3} {...form.card} submitLabel="Delete User">
      <Select label="Portal User" options={helpers.portal_users_list} {...form.bind('investor_name')} />
    </FormCard>
  );
}
