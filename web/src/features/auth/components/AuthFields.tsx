import { TextField } from '../../../components/ui';

interface AuthFieldProps {
  value: string;
  onChange: (value: string) => void;
}

interface FieldProps extends AuthFieldProps {
  label: string;
  name: string;
  /** What password managers and the browser may fill in. */
  autoComplete: 'username' | 'current-password' | 'new-password' | 'off';
}

/**
 * A required field of the sign-in forms. A password is hidden; any other text is taken as typed:
 * not capitalized or spell-checked by the browser.
 */
function AuthField({ label, name, autoComplete, value, onChange }: FieldProps) {
  const password = autoComplete.endsWith('password');
  const plain = password ? {} : { autoCapitalize: 'none', spellCheck: false };
  return (
    <TextField
      label={label}
      name={name}
      type={password ? 'password' : 'text'}
      autoComplete={autoComplete}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      {...plain}
    />
  );
}

export const UsernameField = (props: AuthFieldProps) => <AuthField label="Username" name="username" autoComplete="username" {...props} />;

/** The registration secret the firm gave the investor. */
export const SecretField = (props: AuthFieldProps) => <AuthField label="Secret" name="secret" autoComplete="off" {...props} />;

/**
 * A password; `autoComplete` tells password managers whether to fill a saved one (current-password)
 * or offer a new one (new-password).
 */
export const PasswordField = ({
  label = 'Password',
  name = 'password',
  ...props
}: AuthFieldProps & { label?: string; name?: string; autoComplete: 'current-password' | 'new-password' }) => (
  <AuthField label={label} name={name} {...props} />
);

/** The password the user signs in with now: asked before a change to their sign-in. */
export const CurrentPasswordField = (props: AuthFieldProps) => (
  <PasswordField label="Current password" name="current-password" autoComplete="current-password" {...props} />
);

/** The server's rule for a new password, for every user (administrators too). */
export const MIN_PASSWORD_LENGTH = 8;

/** Why a new password typed twice cannot be sent, or null when it can. */
export function newPasswordProblem(next: string, repeat: string): string | null {
  if (next.length < MIN_PASSWORD_LENGTH) return `The new password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  return next === repeat ? null : 'The two new passwords are not the same.';
}

/** A new password and its repetition, as a password change and a reset ask for them. */
export const NewPasswordFields = (props: {
  next: string;
  repeat: string;
  onNext: (value: string) => void;
  onRepeat: (value: string) => void;
}) => (
  <>
    <PasswordField label="New password" name="new-password" autoComplete="new-password" value={props.next} onChange={props.onNext} />
    <PasswordField
      label="Repeat new password"
      name="repeat-password"
      autoComplete="new-password"
      value={props.repeat}
      onChange={props.onRepeat}
    />
  </>
);
