import { useState, type ChangeEvent } from 'react';
import { isDay, type ReportTime } from '../../lib/report-time';
import { instantOfLocalInput, localInputOf, localToday } from '../../lib/report-time-text';
import { TextField } from '../ui';
import styles from './ReportTimeFields.module.css';

/**
 * A field whose text may pass through values that mean nothing yet (typing a year digit by digit
 * gives 0002, 0020, 0202, 2024): only a value `accept` takes, or an empty field, is passed on; the
 * field shows what is typed meanwhile, and what the page passes back in once it changes.
 */
function useDraft(value: string, accept: (text: string) => boolean, commit: (text: string) => void) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  return {
    value: draft,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const text = event.target.value;
      setDraft(text);
      if (text === '' || accept(text)) commit(text);
    },
  };
}

export interface ReportTimeFieldsProps {
  time: ReportTime;
  onChange: (time: ReportTime) => void;
  /** Offer 'As known on' too: administrators and auditors only (the server refuses it from an investor). */
  knownOn: boolean;
  /** The group's accessible name. */
  label: string;
}

/**
 * 'As of' (a day, today at most; empty: today) and, for the back office, 'As known on' (a local date
 * and time to the second, sent as an instant with the browser's offset; empty: everything recorded so
 * far). A change is passed on at once.
 */
export function ReportTimeFields({ time, onChange, knownOn, label }: ReportTimeFieldsProps) {
  const today = localToday();
  const asOf = useDraft(
    time.asOf ?? '',
    (text) => isDay(text) && text <= today,
    (text) => onChange({ ...time, asOf: text === '' ? null : text }),
  );
  const moment = useDraft(
    localInputOf(time.knownOn),
    (text) => instantOfLocalInput(text) !== null,
    (text) => onChange({ ...time, knownOn: instantOfLocalInput(text) }),
  );

  return (
    <div className={styles.fields} role="group" aria-label={label}>
      <TextField label="As of" type="date" min="1900-01-01" max={today} {...asOf} />
      {knownOn && (
        <TextField label="As known on" type="datetime-local" step={1} min="1900-01-01T00:00:00" max="2099-12-31T23:59:59" {...moment} />
      )}
    </div>
  );
}
