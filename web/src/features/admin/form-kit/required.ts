import { REQUIRED_FIELD_TEXT, type FormProblem } from './feedback';

/** The console line of an incomplete form (the form also shows it). */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all fields.';

/** The named fields that hold nothing but blanks. */
export function missingFields<V extends Record<string, string>, K extends keyof V & string>(values: V, required: readonly K[]): K[] {
  return required.filter((name) => !allFilled(values, [name]));
}

/** True when every named field holds something other than blanks. */
export function allFilled<V extends Record<string, string>>(values: V, required: readonly (keyof V)[]): boolean {
  return required.every((name) => (values[name] ?? '').trim() !== '');
}

/** Logs the message and answers false when a required field is empty. */
export function checkRequired<V extends Record<string, string>>(values: V, required: readonly (keyof V)[]): boolean {
  if (allFilled(values, required)) return true;
  console.log(REQUIRED_FIELDS_MESSAGE);
  return false;
}

/** The problem of the named fields left blank, each marked 'Required.'; null when none is. */
export function missingProblem<V extends Record<string, string>, K extends keyof V & string>(
  values: V,
  required: readonly K[],
  message = REQUIRED_FIELDS_MESSAGE,
): FormProblem<K> | null {
  const missing = missingFields(values, required);
  return missing.length === 0 ? null : { message, fields: missing, fieldText: REQUIRED_FIELD_TEXT };
}
