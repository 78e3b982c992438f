import type { ReactNode } from 'react';
import { VisuallyHidden } from '../../../../components/ui';
import styles from './FigureTile.module.css';

/** What a figure that cannot be computed is called: never 0 %, which would be a claim. */
export const NOT_MEANINGFUL = 'Not meaningful';
/** Why IRR has no value: no rate zeroes flows that are not of both signs (docs/figures.md, Returns). */
export const NO_RATE = `${NOT_MEANINGFUL}: needs money both in and back out`;
/** Why a multiple has no value: nothing was contributed to divide by. */
export const NOTHING_CONTRIBUTED = `${NOT_MEANINGFUL}: nothing contributed yet`;

export interface FigureTileProps {
  title: string;
  /** The figure; null when it is not meaningful (a dash, with `note` saying why). */
  value: ReactNode | null;
  /** A line under the figure: what it counts, or why it is not meaningful. */
  note?: string;
  /** The title's heading level: 3 inside a titled section (the lead band, a property's panel). */
  level?: 2 | 3;
  /** A secondary figure: smaller, one size in every tile (a lead figure grows with its tile). */
  small?: boolean;
}

/**
 * A figure with its title over it. A figure that is not meaningful is a dash, which never
 * overflows its tile, read out as 'Not meaningful'; the reason is the note under it.
 */
export function FigureTile({ title, value, note, level = 3, small = false }: FigureTileProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={small ? styles.small : styles.tile}>
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.value}>
        {value ?? (
          <>
            <span aria-hidden="true">—</span>
            <VisuallyHidden>{NOT_MEANINGFUL}</VisuallyHidden>
          </>
        )}
      </p>
      {note && <div className={styles.note}>{note}</div>}
    </div>
  );
}

/** Tiles side by side: two in a row on a phone (of five, the first across the row), three from sm, `columns` from lg. */
export function FigureTiles({ columns, children }: { columns: 4 | 5; children: ReactNode }) {
  return <div className={`${styles.tiles} ${columns === 5 ? styles.five : styles.four}`}>{children}</div>;
}
