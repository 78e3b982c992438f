import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldFrame } from './control-styles';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

/** A field with its note below; the marked control gets the danger border. */
const Frame = styled(FieldFrame)`
  & [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
`;

/** A fact about a field, below it in muted words while it has no problem. */
const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface FieldErrorProps {
  /** The problem beside this field, if any. */
  error?: string | undefined;
  /** What to know before filling it in ('Books closed through 12/31/2025'), shown while there is no problem. */
  hint?: string | undefined;
}

/**
 * A field's problem text (or, without one, its hint) and the attributes that tie its control to it:
 * `aria-invalid` and `aria-describedby` go on the control, `note` below it.
 */
export function useFieldError(error: string | undefined, hint?: string) {
  const id = useId();
  const invalid = error !== undefined && error !== '';
  if (!invalid && hint) return { aria: { 'aria-describedby': id }, note: <Hint id={id}>{hint}</Hint> };
  return {
    aria: invalid ? { 'aria-invalid': true as const, 'aria-describedby': id } : {},
    note: invalid ? <Note id={id}>{error}</Note> : null,
  };
}

/** Wraps a control (or a whole labelled field) and shows `note` below it. */
export function WithFieldError({ note, children }: { note: ReactNode; children: ReactNode }) {
  return (
    <Frame>
      {children}
      {note}
    </Frame>
  );
}
