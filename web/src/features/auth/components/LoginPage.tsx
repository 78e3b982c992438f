import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Actions, Button, Card, Form, Page } from '../../../components/ui';
import { bodyFlag, isApiError } from '../../../lib/api';
import { useBrandTitle } from '../../../lib/app-config';
import { useFadeNavigate } from '../../../lib/use-fade-navigate';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLogin } from '../api/use-login';
import { DEFAULT_LANDING, readLoginState } from '../login-state';
import { PasswordField, UsernameField } from './AuthFields';
import { AuthHeading, AuthNotice, AuthProblem, Muted } from './AuthLayout';
import { CodeField } from './CodeField';

export const LOGIN_FAILED_MESSAGE = 'Invalid credentials. Please try again.';

/**
 * Route `/`: sign in, or fade over to the registration page. A page that sent the person here is
 * opened after signing in (`/investor` otherwise), and an ended session says so above the form.
 */
export function LoginPage() {
  usePageTitle('Sign In');
  const brandTitle = useBrandTitle();
  const { from, notice } = readLoginState(useLocation().state);
  const login = useLogin();
  const { leaving, fadeTo } = useFadeNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // The server's reason stays on the page after the spec's alert (a throttled sign-in says for how long).
  const [problem, setProblem] = useState('');
  // Asked for only once the server says this user has two-factor sign-in on (`otp_required`).
  const [codeAsked, setCodeAsked] = useState<string | null>(null);
  const [otp, setOtp] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem('');
    const code = codeAsked !== null && otp.trim() !== '' ? { otp } : {};
    login.mutate(
      { username, password, ...code },
      {
        onSuccess: () => fadeTo(from ?? DEFAULT_LANDING),
        onError: (error) => {
          // The password was right and no code was sent yet: ask for it, no failure to report.
          if (isApiError(error) && bodyFlag(error.body, 'otp_required') && codeAsked === null) {
            setCodeAsked(error.message);
            return;
          }
          setOtp('');
          window.alert(LOGIN_FAILED_MESSAGE);
          setProblem(isApiError(error) ? error.message : 'The server could not be reached. Please try again.');
        },
      },
    );
  }

  const busy = login.isPending || leaving;

  return (
    <Page centered leaving={leaving}>
      <Card aria-labelledby="login-heading">
        <AuthHeading id="login-heading">{brandTitle}</AuthHeading>
        {notice && !problem && codeAsked === null && <AuthNotice role="alert">{notice}</AuthNotice>}
        {codeAsked !== null && !problem && <AuthNotice role="status">{codeAsked}</AuthNotice>}
        <AuthProblem>{problem}</AuthProblem>
        <Form onSubmit={handleSubmit} aria-label="Sign in">
          <UsernameField value={username} onChange={setUsername} />
          <PasswordField autoComplete="current-password" value={password} onChange={setPassword} />
          {codeAsked !== null && <CodeField label="Two-factor code" value={otp} onChange={setOtp} autoFocus />}
          <Actions>
            <Button type="submit" block disabled={busy}>
              SIGN IN
            </Button>
            <Button variant="secondary" block disabled={leaving} onClick={() => fadeTo('/register')}>
              REGISTER
            </Button>
          </Actions>
          <Muted>
            <Link to="/forgot_password">Forgot password?</Link>
          </Muted>
        </Form>
      </Card>
    </Page>
  );
}
