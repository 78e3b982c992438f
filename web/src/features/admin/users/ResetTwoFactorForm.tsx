import { touches } from '../api/touches';
import { FormCard, Select, useRecordForm } from '../form-kit';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';

const initial = { investor_name: '' };

/** Asked before the second factor is turned off: the investor then signs in with the password alone. */
export const resetTwoFactorQuestion = (name: string) =>
  `Turn off two-factor sign-in for ${name}? Do this only when you are sure it is ${name} asking (a lost phone, say): ` +
  `they will sign in with their password alone until they turn it on again.`;

/**
 * 'Reset Two-Factor Sign-In': after a confirmation, an investor who lost their authenticator app
 * (and their recovery codes) can sign in with their password again (docs/two-factor.md).
 */
export function ResetTwoFactorForm() {
  const helpers = useAdminHelpers();
  const form = useRecordForm({
    path: '/admin/reset_totp',
    initial,
    confirm: (values) => resetTwoFactorQuestion(values.investor_name),
    success: (answer) => answer.message,
    failureLog: 'Error resetting two-factor sign-in:',
    touches: touches.portalUsers,
  });

  return (
    <FormCard title="Reset Two-Factor Sign-In" level={3} {...form.card} submitLabel="Reset">
      <Select label="Investor" options={helpers.portal_users_list} {...form.bind('investor_name')} />
    </FormCard>
  );
}
