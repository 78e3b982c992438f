import { useState, type FormEvent } from 'react';
import { Actions, Button, Card, Form, Page, PageTitle } from '../../../components/ui';
import { usePageTitle } from '../../../lib/use-page-title';
import { CurrentPasswordField, MIN_PASSWORD_LENGTH, newPasswordProblem, NewPasswordFields } from './AuthFields';
import { FormOutcome, Muted, useFormOutcome } from './AuthLayout';
import { useChangePassword } from '../api/use-change-password';

/** Route `/change-password`: any signed-in user changes their own password; other sessions end. */
export function ChangePasswordPage() {
  usePageTitle('Change Password');
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const { problem, setProblem, done, setDone, failed } = useFormOutcome();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(null);
    const typo = newPasswordProblem(next, repeat);
    setProblem(typo);
    if (typo !== null) return;
    change.mutate(
      { current_password: current, new_password: next },
      {
        onSuccess: ({ message }) => {
          setCurrent('');
          setNext('');
          setRepeat('');
          setDone(`${message} You stay signed in here; other devices are signed out.`);
        },
        onError: failed,
      },
    );
  }

  return (
    <Page centered>
      <PageTitle>Change Password</PageTitle>
      <Card aria-label="Change your password">
        <Form onSubmit={handleSubmit} aria-label="Change Password">
          <CurrentPasswordField value={current} onChange={setCurrent} />
          <NewPasswordFields next={next} repeat={repeat} onNext={setNext} onRepeat={setRepeat} />
          <Muted>At least {MIN_PASSWORD_LENGTH} characters. Every other session of yours ends.</Muted>
          <FormOutcome problem={problem} done={done} />
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
