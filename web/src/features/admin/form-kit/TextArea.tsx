import { useId, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlCss, FieldFrame, FieldLabel } from './control-styles';

const Control = styled.textarea`
  ${controlCss}
  min-height: 7rem;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  resize: vertical;
`;

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
}

/** A labelled multi-line text field; required unless told otherwise. */
export function TextArea({ label, required = true, ...areaProps }: TextAreaProps) {
  const id = useId();
  return (
    <FieldFrame>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Control id={id} required={required} {...areaProps} />
    </FieldFrame>
  );
}
