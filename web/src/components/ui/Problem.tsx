import type { ComponentProps } from 'react';
import styles from './Problem.module.css';

/** A problem said in words just under what it concerns (a field, a button): small, bold, in the danger colour. */
export function Problem(props: Omit<ComponentProps<'p'>, 'className'>) {
  return <p className={styles.problem} {...props} />;
}
