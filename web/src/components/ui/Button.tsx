import type { ComponentProps } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './Button.module.css';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: 'primary' | 'secondary' | 'ghost';
  /** The whole width of its container. */
  block?: boolean;
  /** Lower and narrower (2.5rem): in the top bar, under a list. */
  compact?: boolean;
}

/** `type` defaults to "button" so a button inside a form only submits when asked to. */
export function Button({ variant = 'primary', block = false, compact = false, type = 'button', className, ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={classNames(styles.button, styles[variant], block && styles.block, compact && styles.compact, className)}
      {...props}
    />
  );
}
