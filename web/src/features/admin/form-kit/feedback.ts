import { useState } from 'react';
import { isApiError } from '../../../lib/api';

/** Beside each empty required field. */
export const REQUIRED_FIELD_TEXT = 'Required.';

/** Beside an amount below what a record takes (a negative amount, a withdrawal of less than a cent). */
export const POSITIVE_AMOUNT_TEXT = 'Must be greater than 0';

/**
 * The contract's words for a field's problem, as a clerk reads them beside the field; the others
 * are plain enough as they are.
 */
const PLAIN_PROBLEMS: Readonly<Record<string, string>> = {
  'Expected an amount greater than 0': POSITIVE_AMOUNT_TEXT,
  'Expected an amount of 0 or more': 'Must be 0 or more',
};

export const plainProblem = (problem: string): string => PLAIN_PROBLEMS[problem] ?? problem;

/**
 * What a refused submit shows: the fields it concerns marked, each with `fieldText` beside it and the
 * message at the form, or, without `fieldText`, the message beside them only (said once).
 */
export interface FormProblem<K extends string = string> {
  /** At the form, announced to screen readers. */
  message: string;
  /** Marked invalid, each described by `fieldText`. */
  fields: readonly K[];
  /** Beside each field in `fields`; the form's message when absent (then not shown at the form too). */
  fieldText?: string;
}

/** The server's own words for a refused call; something plain when it was not reached. */
export function refusalText(error: unknown): string {
  if (isApiError(error)) return error.message;
  return 'The server could not be reached. Nothing was recorded; please try again.';
}

interface Shown<K extends string> {
  problem: FormProblem<K>;
  /** The field texts when it was shown: a marked field is cleared once its text changes. */
  at: Readonly<Record<string, string>>;
}

/**
 * The visible side of a form's checks. `show` a problem; a marked field loses its mark as soon as its
 * text changes, and a problem about fields goes once none is left marked. A problem about no field
 * (the server's refusal) stays until `clear` (the next submit).
 */
export function useFormFeedback<K extends string>(values: Readonly<Record<K, string>>) {
  const [shown, setShown] = useState<Shown<K> | null>(null);
  const marked = shown ? shown.problem.fields.filter((name) => values[name] === shown.at[name]) : [];
  const live = shown !== null && (shown.problem.fields.length === 0 || marked.length > 0);

  // A problem said beside its fields in the same words is not said again at the form.
  const besideOnly = shown !== null && shown.problem.fields.length > 0 && shown.problem.fieldText === undefined;

  return {
    /** The text at the form, undefined when there is none (or when it is the text beside the marked fields). */
    message: live && !besideOnly ? shown.problem.message : undefined,
    fieldError: (name: K): string | undefined =>
      live && marked.includes(name) ? (shown.problem.fieldText ?? shown.problem.message) : undefined,
    show: (problem: FormProblem<K>) => setShown({ problem, at: { ...values } }),
    /** Shows a refused submit's problem and focuses the first field it marks. */
    refuse: (form: HTMLFormElement, problem: FormProblem<K>) => {
      setShown({ problem, at: { ...values } });
      focusFirst(form, problem.fields);
    },
    clear: () => setShown(null),
  };
}

/** Focuses the first marked field of the submitted form, so keyboard and screen-reader users land on it. */
export function focusFirst(form: HTMLFormElement, fields: readonly string[]): void {
  for (const field of form.querySelectorAll<HTMLElement>('input, select, textarea')) {
    const name = field.getAttribute('name');
    if (name !== null && fields.includes(name) && !field.matches(':disabled')) {
      field.focus();
      return;
    }
  }
}
