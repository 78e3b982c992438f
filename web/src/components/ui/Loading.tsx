import { classNames } from '../../lib/class-names';
import styles from './Loading.module.css';
import { VisuallyHidden } from './VisuallyHidden';

export interface LoadingProps {
  /** What a screen reader says while it waits; 'Loading...' unless the wait is worth naming. */
  label?: string;
  /** How many lines of bars stand in for what is coming. */
  lines?: number;
  /** One figure's bar inside a line or a table cell, announced by nothing (its row or page is). */
  inline?: boolean;
  className?: string;
}

/**
 * Every wait of the portal looks the same: grey bars where the content will come, and a status a
 * screen reader announces. A page fetching its code, a table asking the server and a figure still
 * being computed all show this, never a spinner or a word of their own.
 */
export function Loading({ label = 'Loading...', lines = 3, inline = false, className }: LoadingProps) {
  if (inline) {
    return (
      <span className={className}>
        <span className={classNames(styles.bar, styles.inline)} aria-hidden="true" />
        <VisuallyHidden>{label}</VisuallyHidden>
      </span>
    );
  }
  return (
    <div className={classNames(styles.loading, className)} role="status">
      {Array.from({ length: lines }, (_, line) => (
        <span key={line} className={styles.bar} aria-hidden="true" />
      ))}
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
