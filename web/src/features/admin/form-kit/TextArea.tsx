import { useId, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlCss, FieldLabel } from './control-styles';
import { useFieldError, WithFieldError, type FieldErrorProps } from './FieldError';

const Control = styled.textarea`
  ${controlCss}
  min-height: 7rem;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  resize: vertical;
`;

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>, FieldErrorProps {
  label: string;
}

/** A labelled multi-line text field; required unless told otherwise. */
export function TextArea({ label, required = true, error, hint, ...areaProps }: TextAreaProps) {
  const id = useId();
  const { aria, note } = useFieldError(error, hint);
  return (
    <WithFieldError note={note}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Control id={id} required={required} {...areaProps} {...aria} />
    </WithFieldError>
  );
}
