import { useId } from 'react';
import { LabelledField, Problem, TextField } from '../../../components/ui';
import type { BankControls } from './BankFields';
import fieldStyles from '../../../components/ui/TextField.module.css';

/** A problem under its field, tied to the control for screen readers. */
function Note({ id, error }: { id: string; error: string | undefined }) {
  return error ? <Problem id={id}>{error}</Problem> : null;
}

const described = (id: string, error: string | undefined) => (error ? { 'aria-invalid': true as const, 'aria-describedby': id } : {});

/** The investor page's text field: the shell's, with its problem below. */
export const PlainText: BankControls['Text'] = ({ error, ...props }) => {
  const id = useId();
  return (
    <div>
      <TextField {...props} {...described(id, error)} />
      <Note id={id} error={error} />
    </div>
  );
};

/** The investor page's select, in the shell's text field's look. */
export const PlainChoice: BankControls['Choice'] = ({ label, options, error, ...props }) => {
  const id = useId();
  const noteId = useId();
  return (
    <LabelledField label={label} id={id}>
      <select id={id} className={fieldStyles.input} {...props} {...described(noteId, error)}>
        <option value="">Select {label}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Note id={noteId} error={error} />
    </LabelledField>
  );
};
