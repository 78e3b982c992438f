import { useId, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlCss, FieldLabel } from './control-styles';
import { useFieldError, WithFieldError, type FieldErrorProps } from './FieldError';

const Control = styled.select`
  ${controlCss}
  padding-right: ${({ theme }) => theme.space.xl};
`;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'>, FieldErrorProps {
  label: string;
  /** Plain strings are both value and text. */
  options: readonly (string | SelectOption)[];
  /** Text of the empty first option; `Select {label}` unless given. */
  placeholder?: string;
}

const toOption = (option: string | SelectOption): SelectOption => (typeof option === 'string' ? { value: option, label: option } : option);

/** A labelled select starting at an empty placeholder option; required unless told otherwise. */
export function Select({ label, options, placeholder, required = true, error, ...selectProps }: SelectProps) {
  const id = useId();
  const { aria, note } = useFieldError(error);
  return (
    <WithFieldError note={note}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Control id={id} required={required} {...selectProps} {...aria}>
        <option value="">{placeholder ?? `Select ${label}`}</option>
        {options.map(toOption).map(({ value, label: text }) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </Control>
    </WithFieldError>
  );
}
