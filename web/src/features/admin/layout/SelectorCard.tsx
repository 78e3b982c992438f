import styled from 'styled-components';
import { Card } from '../../../components/ui';
import { Select, type SelectGroup, type SelectOption } from '../form-kit';

const Narrow = styled.div`
  max-width: 28rem;
`;

export interface SelectorCardProps {
  /** The dropdown text ('Select Property:'); both the label and the empty first option. */
  label: string;
  options: readonly (string | SelectOption | SelectGroup)[];
  value: string;
  onChange: (value: string) => void;
}

/** A dropdown that picks what a browser panel shows (a property, an LLC, a tax year). */
export function SelectorField({ label, options, value, onChange }: SelectorCardProps) {
  return (
    <Narrow>
      <Select
        label={label}
        placeholder={label}
        required={false}
        options={options}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Narrow>
  );
}

/** One selector in a card of its own. */
export function SelectorCard(props: SelectorCardProps) {
  return (
    <Card>
      <SelectorField {...props} />
    </Card>
  );
}
