import { useState, type FormEvent } from 'react';
import { Actions, Button, Card, Form, Page } from '../../../components/ui';
import { useBrandTitle } from '../../../lib/app-config';
import { useFadeNavigate } from '../../../lib/use-fade-navigate';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRegister } from '../api/use-register';
import { PasswordField, SecretField, UsernameField } from './AuthFields';
import { AuthHeading, AuthProblem, HeadingLead } from './AuthLayout';

/** The server's `message` when it sent one (ApiError carries it), else the error text. */
export function registrationFailedMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return `Registration failed: ${text}`;
}

/** Route `/register`: create a portal user with the secret the firm handed out. */
export function RegisterPage() {
  usePageTitle('Register');
  const brandTitle = useBrandTitle();
  const registration = useRegister();
  const { leaving, fadeTo } = useFadeNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [secret, setSecret] = useState('');
  // The alert's text stays on the page too, so the person can read it while correcting the form.
  const [problem, setProblem] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem('');
    registration.mutate(
      { username, password, secret },
      {
        onSuccess: () => fadeTo('/'),
        onError: (error) => {
          window.alert(registrationFailedMessage(error));
          setProblem(registrationFailedMessage(error));
        },
      },
    );
  }

  return (
    <Page centered leaving={leaving}>
      <Card aria-labelledby="register-heading">
        <AuthHeading id="register-heading">
          <HeadingLead>Welcome to</HeadingLead> {brandTitle}
        </AuthHeading>
        <AuthProblem>{problem}</AuthProblem>
        <Form onSubmit={handleSubmit} aria-label="Register">
          <UsernameField value={username} onChange={setUsername} />
          <PasswordField autoComplete="new-password" value={password} onChange={setPassword} />
          <SecretField value={secret} onChange={setSecret} />
          <Actions>
            <Button type="submit" block disabled={registration.isPending || leaving}>
              REGISTER
            </Button>
          </Actions>
        </Form>
      </Card>
    </Page>
  );
}
