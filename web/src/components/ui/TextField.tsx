import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
}

/** A label over its control (and whatever follows it), tied to the control's `id` so screen readers announce it. */
export function LabelledField({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A labelled input; the label is tied to the input so screen readers announce it. */
export function TextField({ label, type = 'text', className, ...inputProps }: TextFieldProps) {
  const id = useId();
  return (
    <LabelledField label={label} id={id}>
      <input className={classNames(styles.input, className)} id={id} type={type} {...inputProps} />
    </LabelledField>
  );
}
