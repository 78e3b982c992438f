import { formatCurrency } from '../../lib/format';
import styles from './Money.module.css';

/**
 * An amount of dollars as the page shows money ('$1,234.50'); a negative one keeps its sign and
 * is coloured too ('-$45.00' in red), so a loss never reads as a gain at a glance.
 */
export function Money({ dollars }: { dollars: number }) {
  const text = formatCurrency(dollars);
  return text.startsWith('-') ? <span className={styles.negative}>{text}</span> : text;
}
