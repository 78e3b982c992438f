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

export interface FieldErrorProps {
  /** The problem beside this field, if any. */
  error?: string | undefined;
}

/**
 * A field's problem text and the attributes that tie its control to it: `aria-invalid` and
 * `aria-describedby` go on the control, `note` below it.
 */
export function useFieldError(error: string | undefined) {
  const id = useId();
  const invalid = error !== undefined && error !== '';
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
