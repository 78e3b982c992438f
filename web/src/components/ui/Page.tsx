import type { ComponentProps } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './Page.module.css';

export interface PageProps extends ComponentProps<'div'> {
  /** Fades the page out over the 500 ms page transition. */
  leaving?: boolean;
  /** The narrow sign-in style screens. */
  centered?: boolean;
}

/** Content wrapper of one screen. */
export function Page({ leaving = false, centered = false, className, ...props }: PageProps) {
  return <div className={classNames(styles.page, centered && styles.centered, leaving && styles.leaving, className)} {...props} />;
}

export function PageTitle({ className, ...props }: ComponentProps<'h1'>) {
  return <h1 className={classNames(styles.title, className)} {...props} />;
}
