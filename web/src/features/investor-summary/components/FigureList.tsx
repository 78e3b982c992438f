import { Fragment, type ReactNode } from 'react';
import { Money } from '../../../components/history';
import styles from './FigureList.module.css';

export interface Figure {
  label: string;
  value: ReactNode;
  /** Free text (notes): under its label, line breaks kept. Figures are right-aligned beside it. */
  text?: boolean;
}

/** A dollar figure of the answer, shown as money (`$1,234.50`, a negative one coloured). */
export const money = (label: string, dollars: number): Figure => ({ label, value: <Money dollars={dollars} /> });

/** Label and value pairs, one per line: the cash balance card and the property details card. */
export function FigureList({ items }: { items: readonly Figure[] }) {
  return (
    <dl className={styles.list}>
      {items.map(({ label, value, text = false }) => (
        <Fragment key={label}>
          <dt className={styles.term}>{label}</dt>
          <dd className={text ? styles.text : styles.figure}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
