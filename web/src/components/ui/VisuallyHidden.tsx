import type { ComponentProps } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './VisuallyHidden.module.css';

/** Read by screen readers, not shown: the usual clip technique (display: none would hide it from both). */
export function VisuallyHidden({ className, ...props }: ComponentProps<'span'>) {
  return <span className={classNames(styles.hidden, className)} {...props} />;
}
