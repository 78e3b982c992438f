import type { PostAnswer } from '../../../lib/api';
import type { HelperListName } from '../../../lib/admin-helpers/admin-helpers';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';
import { touches } from '../api/touches';
import { FormCard, Select, useRecordForm } from '../form-kit';

/** Asked before the sign-in is ended: it cannot be undone from here. */
export const deletePortalUserQuestion = (name: string) =>
  `Are you sure you want to delete the portal user of ${name}? ${name} will no longer be able to sign in; their investments and records stay, and a new registration secret is issued for them.`;

/** Asked before the second factor is turned off: the investor then signs in with the password alone. */
export const resetTwoFactorQuestion = (name: string) =>
  `Turn off two-factor sign-in for ${name}? Do this only when you are sure it is ${name} asking (a lost phone, say): ` +
  `they will sign in with their password alone until they turn it on again.`;

/** Asked before the erasure: it cannot be undone, by anyone. */
export const erasePersonalDataQuestion = (name: string) =>
  `Erase the personal data of ${name}? Their name, username, email, phone, address, password and secrets become unreadable ` +
  'everywhere, for good: they will be shown as "Erased investor" and a number, and their portal user is deleted. Their ' +
  'investments and figures stay. Keep what tax law requires before erasing. This cannot be undone.';

type UserPath = '/admin/delete_portal_user' | '/admin/reset_totp' | '/admin/forget_personal_data';

/** A form that does one thing to one investor's sign-in or data, after asking `question` about them. */
interface ConfirmedUserAction {
  title: string;
  submitLabel: string;
  path: UserPath;
  select: { label: string; options: HelperListName };
  question: (name: string) => string;
  /** The success alert: a fixed text, or the server's own message. */
  success: string | ((answer: PostAnswer<UserPath>) => string);
  failureLog: string;
}

const serverMessage = (answer: { message: string }) => answer.message;

/** The confirmed forms of 'Manage Portal Users', in their order. */
export const CONFIRMED_USER_ACTIONS: readonly ConfirmedUserAction[] = [
  {
    // The investor's sign-in ends; their investor records stay.
    title: 'Delete Portal User',
    submitLabel: 'Delete User',
    path: '/admin/delete_portal_user',
    select: { label: 'Portal User', options: 'portal_users_list' },
    question: deletePortalUserQuestion,
    success: 'Portal user deleted successfully',
    failureLog: 'Error deleting portal user:',
  },
  {
    // An investor who lost their authenticator app (and their recovery codes) can sign in with their
    // password again (docs/two-factor.md).
    title: 'Reset Two-Factor Sign-In',
    submitLabel: 'Reset',
    path: '/admin/reset_totp',
    select: { label: 'Investor', options: 'portal_users_list' },
    question: resetTwoFactorQuestion,
    success: serverMessage,
    failureLog: 'Error resetting two-factor sign-in:',
  },
  {
    // An investor's request to be forgotten (docs/personal-data.md). The server destroys the key their
    // personal values are sealed with; the figures stay.
    title: 'Erase Personal Data',
    submitLabel: 'Erase',
    path: '/admin/forget_personal_data',
    select: { label: 'Investor', options: 'investors_list' },
    question: erasePersonalDataQuestion,
    success: serverMessage,
    failureLog: 'Error erasing personal data:',
  },
];

const initial = { investor_name: '' };

/** One confirmed action on an investor: choose them, confirm, and the server does it. */
export function ConfirmedUserForm({ action }: { action: ConfirmedUserAction }) {
  const helpers = useAdminHelpers();
  const form = useRecordForm({
    path: action.path,
    initial,
    confirm: (values) => action.question(values.investor_name),
    success: action.success,
    failureLog: action.failureLog,
    touches: touches.portalUsers,
  });

  return (
    <FormCard title={action.title} level={3} {...form.card} submitLabel={action.submitLabel}>
      <Select label={action.select.label} options={helpers[action.select.options]} {...form.bind('investor_name')} />
    </FormCard>
  );
}
