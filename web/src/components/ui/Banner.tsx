import type { ComponentProps } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './Banner.module.css';
import rows from './rows.module.css';

/**
 * A notice over a page that says what kind of view it is (an administrator's view of an investor's
 * page, a statement of another day), with its way back on the right; name it with `aria-label`.
 * `tone` 'past' marks a view of another time.
 */
export function Banner({ tone = 'view', className, ...props }: ComponentProps<'aside'> & { tone?: 'view' | 'past' }) {
  return <aside className={classNames(rows.spread, styles.banner, tone === 'past' && styles.past, className)} {...props} />;
}
