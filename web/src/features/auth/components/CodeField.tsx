import { TextField } from '../../../components/ui';

interface CodeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Only the app's 6 digits (turning it on); otherwise a recovery code is welcome too. */
  digitsOnly?: boolean;
  /** Focused when it appears (the sign-in page asks for the code after the password). */
  autoFocus?: boolean;
}

/**
 * The code of an authenticator app (or a recovery code): offered by the phone's keyboard and its
 * one-time-code autofill, taken as typed (no capitals, no spell check).
 */
export function CodeField({ label, value, onChange, digitsOnly = false, autoFocus = false }: CodeFieldProps) {
  return (
    <TextField
      label={label}
      name="otp"
      autoComplete="one-time-code"
      inputMode={digitsOnly ? 'numeric' : 'text'}
      autoCapitalize="none"
      spellCheck={false}
      maxLength={digitsOnly ? 7 : 64}
      required
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
