import { useState, type FormEvent } from 'react';
import { Actions, Button, Card, Form, Page } from '../../../components/ui';
import { useFadeNavigate } from '../../../lib/use-fade-navigate';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRequestResetLink } from '../api/use-password-reset';
import { UsernameField } from './AuthFields';
import { AuthHeading, FormOutcome, Muted, useFormOutcome } from './AuthLayout';

/**
 * Route `/forgot_password`: asks for a link to choose a new password. The server answers every
 * username alike, so the page says the same whatever was typed.
 */
export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const request = useRequestResetLink();
  const { leaving, fadeTo } = useFadeNavigate();
  const [username, setUsername] = useState('');
  const { problem, setProblem, done, setDone, failed } = useFormOutcome();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    setDone(null);
    request.mutate(
      { username },
      {
        onSuccess: ({ message }) => setDone(message),
        onError: failed,
      },
    );
  }

  return (
    <Page centered leaving={leaving}>
      <Card aria-labelledby="forgot-heading">
        <AuthHeading id="forgot-heading">Forgot your password?</AuthHeading>
        <Form onSubmit={handleSubmit} aria-label="Forgot password">
          <Muted>Enter your username. We e-mail a link to choose a new password to the address the firm has on file for you.</Muted>
          <UsernameField value={username} onChange={setUsername} />
          <FormOutcome problem={problem} done={done} />
          <Actions>
            <Button type="submit" block disabled={request.isPending || leaving}>
              SEND LINK
            </Button>
            <Button variant="secondary" block disabled={leaving} onClick={() => fadeTo('/')}>
              BACK TO SIGN IN
            </Button>
          </Actions>
        </Form>
      </Card>
    </Page>
  );
}
