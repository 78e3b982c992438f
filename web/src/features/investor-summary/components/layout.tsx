import type { ReactNode } from 'react';
import styles from './layout.module.css';

/** The page's sections, one under the other. */
export function Stack({ children }: { children: ReactNode }) {
  return <div className={styles.stack}>{children}</div>;
}

/** The column layouts of layout.module.css: one column on phones, side by side from md, lg or xl. */
export type ColumnLayout = 'chartAndFigures' | 'histories' | 'thirds';

/** Cards in columns as `of` lays them out. */
export function Columns({ of, children }: { of: ColumnLayout; children: ReactNode }) {
  return <div className={`${styles.columns} ${styles[of]}`}>{children}</div>;
}
