import { useState, type FormEvent } from 'react';
import { Actions, Button, Card, Form, Page, PageTitle } from '../../../components/ui';
import { usePageTitle } from '../../../lib/use-page-title';
import { CurrentPasswordField, PasswordField } from './AuthFields';
import { FormMessage, Muted } from './AuthLayout';
import { useChangePassword } from '../api/use-change-password';

/** The server's rule, for every user (administrators too). */
export const MIN_PASSWORD_LENGTH = 8;

/** Route `/change-password`: any signed-in user changes their own password; other sessions end. */
export function ChangePasswordPage() {
  usePageTitle('Change Password');
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(null);
    if (next.length < MIN_PASSWORD_LENGTH) return setProblem(`The new password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
    if (next !== repeat) return setProblem('The two new passwords are not the same.');
    setProblem(null);
    change.mutate(
      { current_password: current, new_password: next },
      {
        onSuccess: ({ message }) => {
          setCurrent('');
          setNext('');
          setRepeat('');
          setDone(`${message} You stay signed in here; other devices are signed out.`);
        },
        onError: (error) => setProblem(error instanceof Error ? error.message : String(error)),
      },
    );
  }

  return (
    <Page centered>
      <PageTitle>Change Password</PageTitle>
      <Card aria-label="Change your password">
        <Form onSubmit={handleSubmit} aria-label="Change Password">
          <CurrentPasswordField value={current} onChange={setCurrent} />
          <PasswordField label="New password" name="new-password" autoComplete="new-password" value={next} onChange={setNext} />
          <PasswordField
            label="Repeat new password"
            name="repeat-password"
            autoComplete="new-password"
            value={repeat}
            onChange={setRepeat}
          />
          <Muted>At least {MIN_PASSWORD_LENGTH} characters. Every other session of yours ends.</Muted>
          {problem !== null && (
            <FormMessage role="alert" $error>
              {problem}
            </FormMessage>
          )}
          {done !== null && <FormMessage role="status">{done}</FormMessage>}
          <Actions>
            <Button type="submit" block disabled={change.isPending}>
              CHANGE PASSWORD
            </Button>
          </Actions>
        </Form>
      </Card>
    </Page>
  );
}
