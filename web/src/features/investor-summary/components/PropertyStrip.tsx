import { useId } from 'react';
import styled from 'styled-components';
import { Card, CardTitle } from '../../../components/ui';
import { PropertyPicture } from './PropertyPicture';
import type { PropertyCardData } from './property-pictures';

/** Scrolls sideways at every width; a card is a quarter of the strip from md up. */
const Strip = styled.ul`
  --gap: ${({ theme }) => theme.space.md};
  display: flex;
  gap: var(--gap);
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs} ${theme.space.md}`};
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x proximity;
  overscroll-behavior-x: contain;
`;

const Item = styled.li`
  flex: 0 0 75%;
  scroll-snap-align: start;

  ${({ theme }) => theme.media.up('sm')} {
    flex-basis: calc((100% - var(--gap)) / 2);
  }

  ${({ theme }) => theme.media.up('md')} {
    flex-basis: calc((100% - 3 * var(--gap)) / 4);
  }
`;

const CardButton = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: left;
  cursor: pointer;
  transition:
    border-color 150ms ease,
    box-shadow 150ms ease;

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.accent};
  }
`;

const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export interface PropertyStripProps {
  properties: readonly PropertyCardData[];
  selected: string | null;
  onToggle: (propertyName: string) => void;
}

/** 'Your Investment Properties', one picture card per property (name over picture); a card toggles its detail panel. */
export function PropertyStrip({ properties, selected, onToggle }: PropertyStripProps) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <CardTitle id={headingId}>Your Investment Properties</CardTitle>
      <Strip>
        {properties.map(({ name, pictureUrl }) => (
          <Item key={name}>
            <CardButton type="button" aria-pressed={selected === name} onClick={() => onToggle(name)}>
              <Name>{name}</Name>
              <PropertyPicture src={pictureUrl} alt="" />
            </CardButton>
          </Item>
        ))}
      </Strip>
    </Card>
  );
}
