import { useState, type ReactNode } from 'react';
import styles from './Disclosure.module.css';

/**
 * A summary line that opens to its content. The content (a long table) is rendered only once it is
 * first opened: closed, it would cost the page's first render for nothing.
 */
export function Disclosure({ summary, children }: { summary: string; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  return (
    <details className={styles.details} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>{summary}</summary>
      {opened && children}
    </details>
  );
}
