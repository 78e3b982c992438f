import type { ComponentProps, HTMLAttributes } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './Card.module.css';

/** A white panel with a border and a shadow: a `section` (a landmark once named), or a plain `div` with `as="div"`. */
export function Card({ as: Element = 'section', className, ...props }: HTMLAttributes<HTMLElement> & { as?: 'section' | 'div' }) {
  return <Element className={classNames(styles.card, className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={classNames(styles.title, className)} {...props} />;
}
