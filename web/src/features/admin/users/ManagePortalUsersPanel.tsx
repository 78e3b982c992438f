import { CardGrid, Panel } from '../layout/Panel';
import { CONFIRMED_USER_ACTIONS, ConfirmedUserForm } from './ConfirmedUserForm';
import { InvestorSecretForm } from './InvestorSecretForm';
import { LoginSummaryTable } from './LoginSummaryTable';

/** 'Manage Portal Users': who signs in, the investors' registration secrets, ending a sign-in, and erasing a person's data. */
export function ManagePortalUsersPanel({ title }: { title: string }) {
  return (
    <Panel title={title}>
      <LoginSummaryTable />
      <CardGrid>
        <InvestorSecretForm />
        {CONFIRMED_USER_ACTIONS.map((action) => (
          <ConfirmedUserForm key={action.title} action={action} />
        ))}
      </CardGrid>
    </Panel>
  );
}
