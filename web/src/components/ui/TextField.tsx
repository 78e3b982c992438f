import { useId, type InputHTMLAttributes } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
}

/** A labelled input; the label is tied to the input so screen readers announce it. */
export function TextField({ label, type = 'text', className, ...inputProps }: TextFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input className={classNames(styles.input, className)} id={id} type={type} {...inputProps} />
    </div>
  );
}
