import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Actions, Button, Card, Form, Page } from '../../../components/ui';
import { useFadeNavigate } from '../../../lib/use-fade-navigate';
import { usePageTitle } from '../../../lib/use-page-title';
import { useResetPassword } from '../api/use-password-reset';
import { MIN_PASSWORD_LENGTH, newPasswordProblem, NewPasswordFields } from './AuthFields';
import { AuthHeading, FormOutcome, Muted, useFormOutcome } from './AuthLayout';

/**
 * Route `/reset_password?token=…`, the link of a password-reset mail: choose a new password. Every
 * session of the user ends; they sign in again with it.
 */
export function ResetPasswordPage() {
  usePageTitle('Choose a New Password');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const reset = useResetPassword();
  const { leaving, fadeTo } = useFadeNavigate();
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const { problem, setProblem, done, setDone, failed } = useFormOutcome(
    token ? null : 'This link has no token. Open the link of the e-mail as it came, or ask for a new one.',
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) return;
    const typo = newPasswordProblem(next, repeat);
    setProblem(typo);
    if (typo !== null) return;
    reset.mutate(
      { token, new_password: next },
      {
        onSuccess: ({ message }) => {
          setNext('');
          setRepeat('');
          setDone(message);
        },
        onError: failed,
      },
    );
  }

  return (
    <Page centered leaving={leaving}>
      <Card aria-labelledby="reset-heading">
        <AuthHeading id="reset-heading">Choose a new password</AuthHeading>
        {done === null ? (
          <Form onSubmit={handleSubmit} aria-label="Choose a new password">
            <NewPasswordFields next={next} repeat={repeat} onNext={setNext} onRepeat={setRepeat} />
            <Muted>At least {MIN_PASSWORD_LENGTH} characters. The link works once, and every session of yours ends.</Muted>
            <FormOutcome problem={problem} done={null} />
            <Actions>
              <Button type="submit" block disabled={!token || reset.isPending || leaving}>
                SET PASSWORD
              </Button>
              <Button variant="secondary" block disabled={leaving} onClick={() => fadeTo('/forgot_password')}>
                ASK FOR A NEW LINK
              </Button>
            </Actions>
          </Form>
        ) : (
          // Done: the link is spent, so the fields go and only the way to sign in stays.
          <Form as="div">
            <FormOutcome problem={null} done={done} />
            <Actions>
              <Button block disabled={leaving} onClick={() => fadeTo('/')}>
                SIGN IN
              </Button>
            </Actions>
          </Form>
        )}
      </Card>
    </Page>
  );
}
