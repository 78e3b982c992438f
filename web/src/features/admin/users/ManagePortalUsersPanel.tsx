import { CardGrid, Panel } from '../layout/Panel';
import { DeletePortalUserForm } from './DeletePortalUserForm';
import { InvestorSecretForm } from './InvestorSecretForm';
import { LoginSummaryTable } from './LoginSummaryTable';

/** 'Manage Portal Users': who signs in, the investors' registration secrets, and ending a sign-in. */
export function ManagePortalUsersPanel({ title }: { title: string }) {
  return (
    <Panel title={title}>
      <LoginSummaryTable />
      <CardGrid>
        <InvestorSecretForm />
        <DeletePortalUserForm />
      </CardGrid>
    </Panel>
  );
}
