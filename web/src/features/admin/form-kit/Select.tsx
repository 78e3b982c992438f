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

/** Options from the words of their values, in the order written (`{ checking: 'Checking' }`). */
export const optionsOf = (words: Readonly<Record<string, string>>): SelectOption[] =>
  Object.entries(words).map(([value, label]) => ({ value, label }));

/** Options under a heading of their own (an `<optgroup>`). */
export interface SelectGroup {
  group: string;
  options: readonly (string | SelectOption)[];
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'>, FieldErrorProps {
  label: string;
  /** Plain strings are both value and text; a group lists its options under its name. */
  options: readonly (string | SelectOption | SelectGroup)[];
  /** Text of the empty first option; `Select {label}` unless given. */
  placeholder?: string;
}

const optionElement = (option: string | SelectOption) => {
  const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
  return (
    <option key={value} value={value}>
      {label}
    </option>
  );
};

/** A labelled select starting at an empty placeholder option; required unless told otherwise. */
export function Select({ label, options, placeholder, required = true, error, hint, ...selectProps }: SelectProps) {
  const id = useId();
  const { aria, note } = useFieldError(error, hint);
  return (
    <WithFieldError note={note}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Control id={id} required={required} {...selectProps} {...aria}>
        <option value="">{placeholder ?? `Select ${label}`}</option>
        {options.map((option) =>
          typeof option === 'object' && 'group' in option ? (
            <optgroup key={option.group} label={option.group}>
              {option.options.map(optionElement)}
            </optgroup>
          ) : (
            optionElement(option)
          ),
        )}
      </Control>
    </WithFieldError>
  );
}
