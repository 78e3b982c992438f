import styled from 'styled-components';
import { MonthField as MonthText, TextField, type TextFieldProps } from '../../../components/ui';
import { useFieldError, WithFieldError, type FieldErrorProps } from './FieldError';

type InputProps = TextFieldProps & FieldErrorProps;
type FieldProps = Omit<InputProps, 'type'>;

/** The shell's TextField with the problem beside it (see `useFieldError`). */
function CheckedField({ error, hint, ...props }: InputProps) {
  const { aria, note } = useFieldError(error, hint);
  return (
    <WithFieldError note={note}>
      <TextField {...props} {...aria} />
    </WithFieldError>
  );
}

/** Date pickers run from 1900-01-01 to 2099-12-31. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2099-12-31';

/** A required text input (`type` may say email or tel). */
export function TextInput({ required = true, type = 'text', ...props }: InputProps) {
  return <CheckedField type={type} required={required} {...props} />;
}

/** A required date picker answering `YYYY-MM-DD`. */
export function DateField({ required = true, ...props }: FieldProps) {
  return <CheckedField type="date" min={DATE_MIN} max={DATE_MAX} required={required} {...props} />;
}

/** A required month answering `YYYY-MM` (income_for_month, expense_for_month), alike in every browser. */
export function MonthField({ required = true, error, hint, ...props }: Omit<FieldProps, 'min' | 'max' | 'pattern'>) {
  const { aria, note } = useFieldError(error, hint);
  return (
    <WithFieldError note={note}>
      <MonthText min={DATE_MIN.slice(0, 7)} max={DATE_MAX.slice(0, 7)} required={required} {...props} {...aria} />
    </WithFieldError>
  );
}

/** The shell's input has no disabled look; a withdrawal amount waiting for its selectors needs one. */
const ShowsDisabled = styled.div`
  & input:disabled {
    cursor: not-allowed;
    border-style: dashed;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A required amount in dollars: numeric, minimum 0, step 0.01. */
export function AmountField({ required = true, ...props }: FieldProps) {
  return (
    <ShowsDisabled>
      <CheckedField type="number" inputMode="decimal" min={0} step={0.01} required={required} {...props} />
    </ShowsDisabled>
  );
}
