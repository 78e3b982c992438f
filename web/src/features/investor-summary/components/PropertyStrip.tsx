import { useId } from 'react';
import { Card, CardTitle } from '../../../components/ui';
import { PropertyPicture } from './PropertyPicture';
import type { PropertyCardData } from './property-pictures';
import styles from './PropertyStrip.module.css';

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
      <ul className={styles.strip}>
        {properties.map(({ name, pictureUrl }) => (
          <li className={styles.item} key={name}>
            <button className={styles.cardButton} type="button" aria-pressed={selected === name} onClick={() => onToggle(name)}>
              <span className={styles.name}>{name}</span>
              <PropertyPicture src={pictureUrl} alt="" />
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
