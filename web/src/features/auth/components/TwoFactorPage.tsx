import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Actions, Button, Card, CardTitle, CopyButton, Form, Loading, Page, PageTitle } from '../../../components/ui';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  useAfterTwoFactorOn,
  useConfirmTwoFactor,
  useStartTwoFactor,
  useTurnOffTwoFactor,
  useTwoFactorStatus,
} from '../api/use-two-factor';
import { CurrentPasswordField } from './AuthFields';
import { AuthNotice, FormMessage, Muted } from './AuthLayout';
import { CodeField } from './CodeField';
import { QrCode } from './QrCode';
import { readTwoFactorRequired } from '../two-factor-path';

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
`;

const Step = styled.h3`
  margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
`;

/** The key in two rows of four groups, its copy button beside it. */
const Key = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};

  code {
    max-width: 19.5ch;
    font-family: ${({ theme }) => theme.fonts.numeric};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.6;
  }
`;

const Hint = styled(Muted)`
  margin-top: ${({ theme }) => theme.space.md};
`;

/** The notice sits in the page's grid, which spaces it already. */
const Notice = styled(AuthNotice)`
  margin: 0;
`;

const CodeList = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  list-style: none;
  font-family: ${({ theme }) => theme.fonts.numeric};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** The key as apps show it, in groups of four so it can be typed without losing one's place. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

const problemOf = (error: unknown) => (error instanceof Error ? error.message : 'The server could not be reached. Please try again.');

interface SubmitEndProps {
  /** The call the form sends. */
  call: { isError: boolean; error: unknown; isPending: boolean };
  label: string;
  variant?: 'secondary';
}

/** The end of a form that sends one call: why its last try was refused, then the submit button, idle while it runs. */
function SubmitEnd({ call, label, variant }: SubmitEndProps) {
  return (
    <>
      {call.isError && (
        <FormMessage role="alert" $error>
          {problemOf(call.error)}
        </FormMessage>
      )}
      <Actions>
        <Button type="submit" variant={variant} block disabled={call.isPending}>
          {label}
        </Button>
      </Actions>
    </>
  );
}

/**
 * Off: the current password (a session alone may not set it up), then a QR code (or the key typed
 * in), then a code from the app turns it on. The password is sent with both steps and kept only in
 * this form meanwhile.
 */
function TurnOn({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const setup = start.data;

  function handleStart(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    start.mutate({ current_password: password });
  }

  function handleConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    confirm.mutate(
      { code, current_password: password },
      {
        onSuccess: (answer) => {
          setPassword('');
          onEnabled(answer.recovery_codes);
        },
      },
    );
  }

  return (
    <Card aria-labelledby="turn-on-heading">
      <CardTitle id="turn-on-heading">Turn on two-factor sign-in</CardTitle>
      <Text>
        After your password, you will also enter a 6-digit code from an authenticator app on your phone (such as Google Authenticator,
        Microsoft Authenticator or 1Password). Someone who learns your password still cannot sign in as you.
      </Text>
      {!setup && (
        <Form onSubmit={handleStart} aria-label="Set up two-factor sign-in">
          <CurrentPasswordField value={password} onChange={setPassword} />
          <SubmitEnd call={start} label="SET UP" />
        </Form>
      )}
      {setup && (
        <>
          <Step>1. Scan this QR code with your authenticator app</Step>
          <QrCode text={setup.otpauth_url} label="QR code for your authenticator app" />
          <Hint>Cannot scan it? Add an account in the app and type in this key instead:</Hint>
          <Key>
            <code>{grouped(setup.secret)}</code>
            <CopyButton value={setup.secret} label="key" />
          </Key>
          <Step>2. Enter the code the app shows</Step>
          <Form onSubmit={handleConfirm} aria-label="Turn on two-factor sign-in">
            <CodeField label="6-digit code" digitsOnly value={code} onChange={setCode} />
            <SubmitEnd call={confirm} label="TURN ON" />
          </Form>
        </>
      )}
    </Card>
  );
}

/** The ten recovery codes, this once: the server keeps only their digests. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Card aria-labelledby="recovery-heading">
      <CardTitle id="recovery-heading">Save your recovery codes</CardTitle>
      <FormMessage role="status">Two-factor sign-in is on.</FormMessage>
      <Text>
        If you lose your phone, sign in with one of these codes instead of the app&apos;s code. Each works once. Keep them somewhere safe,
        such as a password manager: they are shown only now.
      </Text>
      <CodeList aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </CodeList>
      <Muted>
        Copy all ten codes
        <CopyButton value={codes.join('\n')} label="recovery codes" />
      </Muted>
      <Actions>
        <Button type="button" block onClick={onDone}>
          I HAVE SAVED THEM
        </Button>
      </Actions>
    </Card>
  );
}

/** On: how many recovery codes are left, and turning it off with a code. */
function TurnOff({ codesLeft }: { codesLeft: number }) {
  const turnOff = useTurnOffTwoFactor();
  const [code, setCode] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    turnOff.mutate({ code }, { onSuccess: () => setCode('') });
  }

  return (
    <Card aria-labelledby="on-heading">
      <CardTitle id="on-heading">Two-factor sign-in is on</CardTitle>
      <Text>
        You sign in with your password and a code from your authenticator app. You have {codesLeft} recovery code
        {codesLeft === 1 ? '' : 's'} left.
      </Text>
      <Form onSubmit={handleSubmit} aria-label="Turn off two-factor sign-in">
        <CodeField label="Code from your app, or a recovery code" value={code} onChange={setCode} />
        <SubmitEnd call={turnOff} label="TURN OFF" variant="secondary" />
      </Form>
    </Card>
  );
}

/**
 * Route `/security`: a signed-in user (investor or administrator) turns two-factor sign-in on or
 * off (docs/two-factor.md). An administrator sent here because the server requires it is told so,
 * and goes on to the admin page once it is on.
 */
export function TwoFactorPage() {
  usePageTitle('Two-Factor Sign-In');
  const required = readTwoFactorRequired(useLocation().state);
  const navigate = useNavigate();
  const status = useTwoFactorStatus();
  const afterOn = useAfterTwoFactorOn();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  function done() {
    void afterOn().then(() => {
      setRecoveryCodes(null);
      if (required) void navigate('/admin', { replace: true });
    });
  }

  return (
    <Page centered>
      <PageTitle>Two-Factor Sign-In</PageTitle>
      <Cards>
        {required && !recoveryCodes && (
          <Notice role="alert">Administrators need two-factor sign-in on this portal. Turn it on to continue.</Notice>
        )}
        {recoveryCodes ? (
          <RecoveryCodes codes={recoveryCodes} onDone={done} />
        ) : status.isPending ? (
          <Loading />
        ) : status.isError ? (
          <FormMessage role="alert" $error>
            {problemOf(status.error)}
          </FormMessage>
        ) : status.data.enabled ? (
          <TurnOff codesLeft={status.data.recovery_codes_left} />
        ) : (
          <TurnOn onEnabled={setRecoveryCodes} />
        )}
      </Cards>
    </Page>
  );
}
