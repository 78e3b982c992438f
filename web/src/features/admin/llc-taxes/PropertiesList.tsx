import styled from 'styled-components';
import { InlineList } from '../layout/rows';

const Choice = styled.button<{ $selected: boolean }>`
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.primaryText : theme.colors.primary)};
  font-weight: 600;
  cursor: pointer;
  overflow-wrap: anywhere;

  &:hover {
    background: ${({ theme, $selected }) => ($selected ? theme.colors.primaryHover : theme.colors.surfaceMuted)};
  }
`;

export interface PropertiesListProps {
  properties: readonly string[];
  selected: string;
  onSelect: (property: string) => void;
}

/** The LLC's properties; picking one opens its tax summary below. */
export function PropertiesList({ properties, selected, onSelect }: PropertiesListProps) {
  if (properties.length === 0) return <p>No properties available.</p>;
  return (
    <InlineList $gap="sm">
      {properties.map((property) => (
        <li key={property}>
          <Choice type="button" aria-pressed={property === selected} $selected={property === selected} onClick={() => onSelect(property)}>
            {property}
          </Choice>
        </li>
      ))}
    </InlineList>
  );
}
