import type { ReactNode } from 'react';
import styles from './EmptyNote.module.css';

/** A page's place for what is not there yet: a headline, then a word on what will come, in place of zeros or an empty table. */
export function EmptyNote({ headline, children }: { headline: string; children: ReactNode }) {
  return (
    <div className={styles.empty} role="status">
      <p className={styles.headline}>{headline}</p>
      {children}
    </div>
  );
}
