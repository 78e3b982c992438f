import { useState, type FormEvent } from 'react';
import { Actions, Button, Card, Form, Page, TextField } from '../../../components/ui';
import { useBrandTitle } from '../../../lib/app-config';
import { useFadeNavigate } from '../../../lib/use-fade-navigate';
import { useLogin } from '../api/use-login';
import { AuthHeading } from './AuthLayout';

export const LOGIN_FAILED_MESSAGE = 'Invalid credentials. Please try again.';

/** Route `/`: sign in, or fade over to the registration page. */
export function LoginPage() {
  const brandTitle = useBrandTitle();
  const login = useLogin();
  const { leaving, fadeTo } = useFadeNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    login.mutate(
      { username, password },
      {
        onSuccess: () => fadeTo('/investor'),
        onError: () => window.alert(LOGIN_FAILED_MESSAGE),
      },
    );
  }

  const busy = login.isPending || leaving;

  return (
    <Page $centered $leaving={leaving}>
      <Card aria-labelledby="login-heading">
        <AuthHeading id="login-heading">{brandTitle}</AuthHeading>
        <Form onSubmit={handleSubmit} aria-label="Sign in">
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Actions>
            <Button type="submit" $block disabled={busy}>
              SIGN IN
            </Button>
            <Button $variant="secondary" $block disabled={leaving} onClick={() => fadeTo('/register')}>
              REGISTER
            </Button>
          </Actions>
        </Form>
      </Card>
    </Page>
  );
}
