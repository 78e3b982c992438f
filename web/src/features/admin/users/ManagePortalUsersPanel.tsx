import { CardGrid, Panel } from '../layout/Panel';
import { ErasePersonalDataForm } from '../personal-data/ErasePersonalDataForm';
import { DeletePortalUserForm } from './DeletePortalUserForm';
import { InvestorSecretForm } from './InvestorSecretForm';
import { LoginSummaryTable } from './LoginSummaryTable';
import { ResetTwoFactorForm } from './ResetTwoFactorForm';

/** 'Manage Portal Users': who signs in, the investors' registration secrets, ending a sign-in, and erasing a person's data. */
export function ManagePortalUsersPanel({ title }: { title: string }) {
  return (
    <Panel title={title}>
      <LoginSummaryTable />
      <CardGrid>
        <InvestorSecretForm />
        <DeletePortalUserForm />
        <ResetTwoFactorForm />
        <ErasePersonalDataForm />
      </CardGrid>
    </Panel>
  );
}
