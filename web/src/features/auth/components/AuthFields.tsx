import { TextField } from '../../../components/ui';

interface AuthFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** A required field of the sign-in forms that the browser must not capitalize or spell-check. */
function PlainField({
  label,
  name,
  autoComplete,
  value,
  onChange,
}: AuthFieldProps & { label: string; name: string; autoComplete: string }) {
  return (
    <TextField
      label={label}
      name={name}
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export const UsernameField = (props: AuthFieldProps) => <PlainField label="Username" name="username" autoComplete="username" {...props} />;

/** The registration secret the firm gave the investor. */
export const SecretField = (props: AuthFieldProps) => <PlainField label="Secret" name="secret" autoComplete="off" {...props} />;

/**
 * A required password field; `autoComplete` tells password managers whether to fill a saved
 * password (current-password) or offer a new one (new-password).
 */
export function PasswordField({
  label = 'Password',
  name = 'password',
  autoComplete,
  value,
  onChange,
}: AuthFieldProps & { label?: string; name?: string; autoComplete: 'current-password' | 'new-password' }) {
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete={autoComplete}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
