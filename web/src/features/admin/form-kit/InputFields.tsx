import styled from 'styled-components';
import { MonthField as MonthText, TextField, type TextFieldProps } from '../../../components/ui';

type FieldProps = Omit<TextFieldProps, 'type'>;

/** Spec section 9: date pickers run from 1900-01-01 to 2099-12-31. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2099-12-31';

/** A required text input (`type` may say email or tel). */
export function TextInput({ required = true, type = 'text', ...props }: TextFieldProps) {
  return <TextField type={type} required={required} {...props} />;
}

/** A required date picker answering `YYYY-MM-DD`. */
export function DateField({ required = true, ...props }: FieldProps) {
  return <TextField type="date" min={DATE_MIN} max={DATE_MAX} required={required} {...props} />;
}

/** A required month answering `YYYY-MM` (income_for_month, expense_for_month), alike in every browser. */
export function MonthField({ required = true, ...props }: Omit<FieldProps, 'min' | 'max' | 'pattern'>) {
  return <MonthText min={DATE_MIN.slice(0, 7)} max={DATE_MAX.slice(0, 7)} required={required} {...props} />;
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

/** A required amount in dollars: numeric, minimum 0, step 0.01 (spec sections 5 and 9). */
export function AmountField({ required = true, ...props }: FieldProps) {
  return (
    <ShowsDisabled>
      <TextField type="number" inputMode="decimal" min={0} step={0.01} required={required} {...props} />
    </ShowsDisabled>
  );
}
