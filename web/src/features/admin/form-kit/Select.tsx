import { useId, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlCss, FieldFrame, FieldLabel } from './control-styles';

const Control = styled.select`
  ${controlCss}
  padding-right: ${({ theme }) => theme.space.xl};
`;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string;
  /** Plain strings are both value and text. */
  options: readonly (string | SelectOption)[];
  /** Text of the empty first option; `Select {label}` unless given. */
  placeholder?: string;
}

const toOption = (option: string | SelectOption): SelectOption =>
  typeof option === 'string' ? { value: option, label: option } : option;

/** A labelled select starting at an empty placeholder option; required unless told otherwise. */
export function Select({ label, options, placeholder, required = true, ...selectProps }: SelectProps) {
  const id = useId();
  return (
    <FieldFrame>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Control id={id} required={required} {...selectProps}>
        <option value="">{placeholder ?? `Select ${label}`}</option>
        {options.map(toOption).map(({ value, label: text }) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </Control>
    </FieldFrame>
  );
}
