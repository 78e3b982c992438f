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
