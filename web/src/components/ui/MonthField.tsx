import { useId, useState, type FocusEvent } from 'react';
import styled from 'styled-components';
import { MONTH_KEY_PATTERN, monthKey } from './month-text';
import { TextField, type TextFieldProps } from './TextField';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;

  & input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Hint = styled.p<{ $invalid: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.textMuted)};
  font-weight: ${({ $invalid }) => ($invalid ? 600 : 400)};
`;

export interface MonthFieldProps extends Omit<TextFieldProps, 'type' | 'min' | 'max' | 'pattern'> {
  /** The first and last month allowed, as `YYYY-MM`. */
  min?: string;
  max?: string;
}

/** Sets a controlled input's text as typing would, so React's onChange sees it. */
function typeInto(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A month as `YYYY-MM`, the same in every browser: a text input with the format and an example
 * beside it, rather than `type="month"`, which only some browsers draw as a picker (others show a
 * bare text box with no hint, or `--------- ----`). On leaving the field, other ways of writing a
 * month (`2025-6`, `06/2025`, `202506`) become `2025-06`; text that is no month in range is
 * marked invalid and the hint says what is expected.
 */
export function MonthField({ min = '1900-01', max = '2099-12', onBlur, 'aria-describedby': describedBy, ...props }: MonthFieldProps) {
  const hintId = useId();
  const [left, setLeft] = useState(false);
  const years = { min: Number(min.slice(0, 4)), max: Number(max.slice(0, 4)) };
  const inRange = (key: string | null) => key !== null && key >= min && key <= max;
  const text = typeof props.value === 'string' ? props.value : '';
  const invalid = left && text.trim() !== '' && !inRange(monthKey(text, years));

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const key = monthKey(event.currentTarget.value, years);
    if (key !== null && inRange(key) && key !== event.currentTarget.value) typeInto(event.currentTarget, key);
    setLeft(true);
    onBlur?.(event);
  };

  return (
    <Frame>
      <TextField
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder="YYYY-MM"
        pattern={MONTH_KEY_PATTERN}
        aria-invalid={invalid || undefined}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        onBlur={handleBlur}
        {...props}
      />
      <Hint id={hintId} $invalid={invalid}>
        {invalid ? `Enter a month as YYYY-MM, from ${min} to ${max}.` : 'Year and month, e.g. 2025-06'}
      </Hint>
    </Frame>
  );
}
