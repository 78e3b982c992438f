import { apiCalls } from '@portal/contracts/api';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import type { BodyField, PostAnswer, PostBody, PostPath } from '../../../lib/api';
import { useAdminPost } from '../api/use-admin-post';
import type { Touches } from '../api/touches';
import { periodKeys } from '../periods/api/keys';
import { closedHint, closedPeriodProblem, closedThroughOf, isPlacingField, useClosedThrough } from './closed-period';
import { plainProblem, refusalText, useFormFeedback, type FormProblem } from './feedback';
import { missingProblem, REQUIRED_FIELDS_MESSAGE } from './required';
import { useFormValues } from './use-form-values';

/** A form's texts, by field name. */
export type Texts<K extends string> = Record<K, string>;

/**
 * A record form posting to `P`. Its fields `K` are named as the call's body names them, so a field
 * the body does not have (a request field renamed in the contract, say) fails the type check. The
 * fields are the keys of `initial` (the other members name some of them: `NoInfer`).
 */
export interface RecordFormSpec<K extends BodyField<P>, P extends PostPath> {
  /** The admin call the form posts to: its body and answer are the contract's. */
  path: P;
  /** The fields and their first texts: the body is made of exactly these fields. */
  initial: Texts<K>;
  /** Fields that may stay empty (sent as null); every other field is required. */
  optional?: readonly NoInfer<K>[];
  /** The required fields, when not every field but the optional ones (a form with its own check). */
  required?: readonly NoInfer<K>[];
  /** Fields sent as JSON numbers (amounts in dollars, the fee); the others are sent as typed. */
  numbers?: readonly NoInfer<K>[];
  /** The call's body, when it is not the fields as described above. */
  toPayload?: (values: Texts<K>) => PostBody<P>;
  /** The success alert. */
  success: string | ((answer: PostAnswer<P>) => string);
  /** Told of a success with the fields as they were sent, before the form is cleared. */
  onSuccess?: (answer: PostAnswer<P>, values: Texts<K>) => void;
  /** Console prefix of a failed call (the form shows the server's message too). */
  failureLog: string;
  touches: Touches;
  /**
   * A further check after the required one: null to send, or the problem to show (the check has
   * written its own console line or alert).
   */
  validate?: (values: Texts<K>) => FormProblem<K> | null;
  /** A question to confirm before sending (a deletion); Cancel sends nothing. */
  confirm?: (values: Texts<K>) => string;
}

/**
 * The contract's check of a call's body, as the server will make it: the first problem, named
 * `field: problem` exactly as the server's 400 would say it, or null when the body passes.
 */
export function contractProblem(path: PostPath, body: unknown): { field: string; message: string; problem: string } | null {
  const schema = apiCalls.find((call) => call.method === 'POST' && call.path === path)?.body;
  const result = schema?.safeParse(body);
  if (!result || result.success) return null;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const problem = issue?.message ?? 'Invalid input';
  return { field, message: field ? `${field}: ${problem}` : problem, problem };
}

/**
 * One admin record form: nothing is sent while a required field is empty (the console says so and
 * the form shows it beside each empty field), while a date places the record in the closed books
 * (said beside the date, as 'Books closed through ...' is before) or while the call's contract
 * refuses the body; success alerts and clears the form, a failure is logged and its message shown
 * at the form (a closed-period refusal beside its dates too).
 */
export function useRecordForm<K extends BodyField<P>, P extends PostPath>(spec: RecordFormSpec<K, P>) {
  const form = useFormValues(spec.initial);
  const feedback = useFormFeedback<K>(form.values);
  const post = useAdminPost(spec.path, spec.touches);
  const optional = spec.optional ?? [];
  const required = spec.required ?? keysOf(spec.initial).filter((name) => !optional.includes(name));
  const closedThrough = useClosedThrough();
  const queryClient = useQueryClient();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (post.isPending) return;
    const missing = missingProblem(form.values, required);
    if (missing) {
      console.log(REQUIRED_FIELDS_MESSAGE);
      feedback.refuse(event.currentTarget, missing);
      return;
    }
    const problem = closedPeriodProblem(form.values, closedThrough) ?? spec.validate?.(form.values) ?? null;
    if (problem) {
      feedback.refuse(event.currentTarget, problem);
      return;
    }
    // The body is checked with the call's own schema before it is sent: what the server would refuse
    // with 400 is shown at once, beside its field, and nothing is sent.
    const payload = spec.toPayload ? spec.toPayload(form.values) : bodyOfTexts(form.values, spec);
    const refused = contractProblem(spec.path, payload);
    if (refused) {
      // A field of the form is marked and said beside it (once) in plain words, never by its name in
      // the body ('amount: ...'); a problem with no field of the form is said at the form as the server would.
      const shown = refused.field in form.values;
      const text = plainProblem(refused.problem);
      feedback.refuse(
        event.currentTarget,
        shown ? { message: text, fields: [refused.field as K] } : { message: refused.message, fields: [] },
      );
      return;
    }
    feedback.clear();
    if (spec.confirm && !window.confirm(spec.confirm(form.values))) return;
    post.mutate(payload, {
      onSuccess: (answer) => {
        window.alert(typeof spec.success === 'string' ? spec.success : spec.success(answer));
        spec.onSuccess?.(answer, form.values);
        form.reset();
      },
      onError: (error) => {
        console.error(spec.failureLog, error);
        // Closed since the form was opened: the dates it reaches are marked, and the hints follow the new date.
        const closedSince = closedThroughOf(error);
        if (closedSince !== null) void queryClient.invalidateQueries({ queryKey: periodKeys.all });
        const closed = closedPeriodProblem(form.values, closedSince);
        feedback.show(closed ?? { message: refusalText(error), fields: [] });
      },
    });
  }

  /** `useFormValues`' binding plus the field's problem text, if the last submit marked it, and a date's closed books. */
  const bind = (name: K) => ({
    ...form.bind(name),
    error: feedback.fieldError(name),
    hint: isPlacingField(name) ? closedHint(closedThrough) : undefined,
  });

  return {
    ...form,
    bind,
    handleSubmit,
    pending: post.isPending,
    /** Spread on the FormCard: submit, pending and the message at the form. */
    card: { onSubmit: handleSubmit, pending: post.isPending, message: feedback.message },
  };
}

const keysOf = <K extends string>(values: Texts<K>) => Object.keys(values) as K[];

/**
 * The body a form's texts make: every field of the form, the `numbers` as JSON numbers and an
 * empty optional field as null. Its type is the call's because the contract checks it before it is
 * sent (`contractProblem`).
 */
function bodyOfTexts<K extends BodyField<P>, P extends PostPath>(values: Texts<K>, spec: RecordFormSpec<K, P>): PostBody<P> {
  const body = Object.fromEntries(
    keysOf(values).map((name) => {
      const text = values[name] ?? '';
      if (spec.numbers?.includes(name)) return [name, Number(text)];
      if (spec.optional?.includes(name) && text.trim() === '') return [name, null];
      return [name, text];
    }),
  );
  return body as PostBody<P>;
}
