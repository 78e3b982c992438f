import type { FormEvent } from 'react';
import { useAdminPost } from '../api/use-admin-post';
import type { Touches } from '../api/touches';
import { checkRequired } from './required';
import { useFormValues, type FormValues } from './use-form-values';

export interface RecordFormSpec<V extends FormValues, TAnswer> {
  /** The admin call the form posts to. */
  path: string;
  initial: V;
  required: readonly (keyof V)[];
  /** The exact payload of spec section 3 built from the field texts. */
  toPayload: (values: V) => unknown;
  /** The success alert of spec section 8. */
  success: string | ((answer: TAnswer) => string);
  /** Console prefix of a failed call (failures are only logged, spec section 8). */
  failureLog: string;
  touches: Touches;
  /** A further check after the required one; answers false to send nothing. */
  validate?: (values: V) => boolean;
}

/**
 * One admin record form: nothing is sent while a required field is empty (the console says so),
 * success alerts and clears the form, failure is logged.
 */
export function useRecordForm<V extends FormValues, TAnswer = unknown>(spec: RecordFormSpec<V, TAnswer>) {
  const form = useFormValues(spec.initial);
  const post = useAdminPost<unknown, TAnswer>(spec.path, spec.touches);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (post.isPending) return;
    if (!checkRequired(form.values, spec.required)) return;
    if (spec.validate && !spec.validate(form.values)) return;
    post.mutate(spec.toPayload(form.values), {
      onSuccess: (answer) => {
        window.alert(typeof spec.success === 'string' ? spec.success : spec.success(answer));
        form.reset();
      },
      onError: (error) => console.error(spec.failureLog, error),
    });
  }

  return { ...form, handleSubmit, pending: post.isPending };
}

/** Dollars typed into an amount field, as the JSON number the API reads. */
export const dollars = (text: string): number => Number(text);

/** An optional name: empty means none. */
export const optionalName = (text: string): string | null => (text.trim() === '' ? null : text);
