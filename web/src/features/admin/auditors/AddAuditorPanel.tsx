import { addAuditor } from '@portal/contracts/api';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { DataTableColumn } from '../../../components/ui';
import { useAdminPost } from '../api/use-admin-post';
import { FormCard, missingProblem, refusalText, Select, TextInput, useFormFeedback, useFormValues, useRecordForm } from '../form-kit';
import { contractProblem } from '../form-kit/use-record-form';
import { CardGrid, Panel, QueryTableCard } from '../layout/Panel';
import { registerAddress, SecretCard, SecretSteps, SecretText } from '../layout/SecretCard';
import { auditorKeys } from './api/keys';
import { useAuditors, type AuditorRow } from './api/use-auditors';

const initial = { username: '' };

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const columns: DataTableColumn<AuditorRow>[] = [
  { key: 'username', header: 'Username', cell: (row) => row.username },
  { key: 'status', header: 'Status', cell: (row) => (row.registered ? 'Registered' : 'Not registered yet'), nowrap: true },
];

/** The secret just issued, shown once: what to hand on, and how the auditor registers with it. */
function IssuedSecret({ username, secret }: { username: string; secret: string }) {
  return (
    <SecretCard name={username} secret={secret}>
      <SecretText>It is shown only now: copy it and give it to {username}, who then:</SecretText>
      <SecretSteps>
        <li>
          opens <strong>{registerAddress()}</strong>,
        </li>
        <li>
          registers with the username <strong>{username}</strong>, this secret and a password of their own,
        </li>
        <li>signs in, and reads the admin page and every investor&apos;s page, changing nothing.</li>
      </SecretSteps>
      <SecretText>Lost before they registered? Add {username} again: a new secret replaces this one.</SecretText>
    </SecretCard>
  );
}

/** Asked before an auditor is removed: it cannot be undone. */
export const removeAuditorQuestion = (username: string) =>
  `Are you sure you want to remove the auditor ${username}? They will no longer be able to sign in, and the username ${username} cannot be given again.`;

/** Removes an auditor after a confirmation: their sign-in ends at once, and any secret not used yet. */
function RemoveAuditorForm({ usernames }: { usernames: readonly string[] }) {
  const form = useRecordForm({
    path: '/admin/remove_auditor',
    initial: { username: '' },
    confirm: (values) => removeAuditorQuestion(values.username),
    success: 'Auditor removed successfully',
    failureLog: 'Error removing auditor:',
    touches: [auditorKeys.all],
  });
  return (
    <FormCard title="Remove Auditor" level={3} {...form.card} submitLabel="Remove">
      <Select label="Auditor" options={usernames} {...form.bind('username')} />
    </FormCard>
  );
}

/**
 * 'Add Auditor': adds an auditor by username and shows the secret they register with, once; lists
 * the auditors and whether each has registered, and removes one (docs/security.md, Roles).
 */
export function AddAuditorPanel({ title }: { title: string }) {
  const form = useFormValues(initial);
  const feedback = useFormFeedback(form.values);
  const post = useAdminPost('/admin/add_auditor', [auditorKeys.all]);
  const auditors = useAuditors();
  const [issued, setIssued] = useState<{ username: string; secret: string } | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (post.isPending) return;
    const missing = missingProblem(form.values, ['username']);
    if (missing) {
      feedback.refuse(event.currentTarget, missing);
      return;
    }
    const refused = contractProblem('/admin/add_auditor', form.values);
    if (refused) {
      // Said in plain words beside the field, not by its body key ('username: ...').
      feedback.refuse(event.currentTarget, { message: refused.problem, fields: ['username'] });
      return;
    }
    feedback.clear();
    setIssued(null);
    // The name as the server keeps it (trimmed, spaces collapsed: contracts/src/names.ts).
    const { username } = addAuditor.body.parse(form.values);
    post.mutate(form.values, {
      onSuccess: (answer) => {
        setIssued({ username, secret: answer.secret });
        form.reset();
      },
      onError: (error) => {
        console.error('Error adding auditor:', error);
        feedback.show({ message: refusalText(error), fields: [] });
      },
    });
  }

  return (
    <Panel title={title}>
      <Lead>An auditor signs in to read every report and every investor&apos;s page; they cannot change anything.</Lead>
      <CardGrid>
        <FormCard
          title="New Auditor"
          level={3}
          onSubmit={handleSubmit}
          pending={post.isPending}
          message={feedback.message}
          submitLabel="Add Auditor"
        >
          <TextInput label="Username" autoComplete="off" {...form.bind('username')} error={feedback.fieldError('username')} />
        </FormCard>
        {issued && <IssuedSecret {...issued} />}
        <RemoveAuditorForm usernames={(auditors.data ?? []).map((row) => row.username)} />
      </CardGrid>
      <QueryTableCard
        title="Auditors"
        columns={columns}
        query={auditors}
        failureLog="Error fetching auditors:"
        rowKey={(row) => row.username}
        emptyText="No auditors yet."
      />
    </Panel>
  );
}
