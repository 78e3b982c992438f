import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { BodyField, PostAnswer, PostPath } from '../../../lib/api';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';
import type { AdminHelpers, HelperListName } from '../../../lib/admin-helpers/admin-helpers';
import { useAppConfig } from '../../../lib/app-config';
import type { Touches } from '../api/touches';
import {
  AmountField,
  DateField,
  FormCard,
  MonthField,
  Select,
  TextInput,
  useRecordForm,
  WideField,
  type SelectOption,
  type Texts,
} from '../form-kit';
import { PartnerSelect } from './PartnerSelect';

/** Below the form card, spaced as the cards of a panel are. */
const After = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** A label, or one made from the configured partner label (the firm's own word for a partner). */
type PartnerText = string | ((partnerLabel: string) => string);

/** Extra attributes of a text input. */
interface TextProps {
  autoComplete?: 'off';
  type?: 'email' | 'tel';
  placeholder?: string;
  inputMode?: 'numeric';
}

/**
 * One field of a record form, in the order the form shows it; `name` is its key in the body, so a
 * form (`recordForm`) takes only the fields its call's body has.
 */
export type RecordField<N extends string = string> =
  | { kind: 'text'; name: N; label: PartnerText; props?: TextProps }
  | { kind: 'date' | 'month'; name: N; label: string }
  /** An amount in dollars, sent as a JSON number. */
  | { kind: 'amount'; name: N; label: string }
  /** Options from a helper list, or fixed ones; `number` sends the chosen value as a JSON number. */
  | { kind: 'select'; name: N; label: string; options: HelperListName | readonly SelectOption[]; number?: boolean }
  /** The partner a record is with; an optional one may stay at "None" and is then sent as null. */
  | { kind: 'partner'; name: N; optional: boolean };

export const text = <N extends string>(label: PartnerText, name: N, props?: TextProps): RecordField<N> => ({
  kind: 'text',
  name,
  label,
  props,
});
export const date = <N extends string>(label: string, name: N): RecordField<N> => ({ kind: 'date', name, label });
export const month = <N extends string>(label: string, name: N): RecordField<N> => ({ kind: 'month', name, label });
export const amount = <N extends string>(label: string, name: N): RecordField<N> => ({ kind: 'amount', name, label });
export const select = <N extends string>(
  label: string,
  name: N,
  options: HelperListName | readonly SelectOption[],
  number = false,
): RecordField<N> => ({ kind: 'select', name, label, options, number });
export const partner = <N extends string>(name: N, { optional }: { optional: boolean }): RecordField<N> => ({
  kind: 'partner',
  name,
  optional,
});

/** A record form described as data: one card of fields posting to one admin call. */
export interface RecordFormDescription<P extends PostPath> {
  path: P;
  /** Named as the call's body names them: a field renamed in the contract fails the type check here. */
  fields: readonly RecordField<BodyField<P>>[];
  /** The success alert; a function is given the call's answer and the partner label. */
  success: string | ((answer: PostAnswer<P>, partnerLabel: string) => string);
  /** Console prefix of a failed call (the form shows the server's message too). */
  failureLog: string;
  touches: Touches;
  /** What a success leaves to show below the form (the secret a new investor registers with), until the next success. */
  after?: (answer: PostAnswer<P>, values: Texts<BodyField<P>>) => ReactNode;
  /**
   * A hook telling, as the form is filled in, what it would do: `shown` under the fields, `notes`
   * beside fields (a refusal the server would give). A land-contract payment's split.
   */
  useLive?: (values: Texts<BodyField<P>>) => LiveView<BodyField<P>>;
}

export interface LiveView<K extends string> {
  shown?: ReactNode;
  notes?: Partial<Record<K, string>>;
}

const noLiveView = (): LiveView<never> => ({});

/**
 * The admin panel of a record form: every field is required but an optional partner, the body is
 * the fields in their order (amounts and `number` selects as JSON numbers, an empty optional
 * partner as null), and `useRecordForm` does the rest.
 */
export function recordForm<P extends PostPath>({ path, fields, success, failureLog, touches, after, useLive }: RecordFormDescription<P>) {
  const initial = Object.fromEntries(fields.map((field) => [field.name, ''])) as Texts<BodyField<P>>;
  const numbers = fields.filter((field) => field.kind === 'amount' || (field.kind === 'select' && field.number)).map(({ name }) => name);
  const optional = fields.filter((field) => field.kind === 'partner' && field.optional).map(({ name }) => name);
  const useLiveView: (values: Texts<BodyField<P>>) => LiveView<BodyField<P>> = useLive ?? noLiveView;

  return function RecordForm({ title }: { title: string }) {
    const helpers = useAdminHelpers();
    const { partnerLabel } = useAppConfig();
    const [shownAfter, setShownAfter] = useState<ReactNode>(null);
    const form = useRecordForm({
      path,
      initial,
      optional,
      numbers,
      success: typeof success === 'string' ? success : (answer: PostAnswer<P>) => success(answer, partnerLabel),
      onSuccess: after && ((answer: PostAnswer<P>, values: Texts<BodyField<P>>) => setShownAfter(after(answer, values))),
      failureLog,
      touches,
    });
    const live = useLiveView(form.values);

    return (
      <>
        <FormCard title={title} {...form.card}>
          {fields.map((field) => {
            const bound = form.bind(field.name);
            const note = live.notes?.[field.name];
            return (
              <FieldOf
                key={field.name}
                field={field}
                helpers={helpers}
                partnerLabel={partnerLabel}
                bound={note && !bound.error ? { ...bound, error: note } : bound}
              />
            );
          })}
          {live.shown && <WideField>{live.shown}</WideField>}
        </FormCard>
        {shownAfter && <After>{shownAfter}</After>}
      </>
    );
  };
}

interface FieldOfProps {
  field: RecordField;
  helpers: AdminHelpers;
  partnerLabel: string;
  bound: ReturnType<ReturnType<typeof useRecordForm>['bind']>;
}

function FieldOf({ field, helpers, partnerLabel, bound }: FieldOfProps) {
  switch (field.kind) {
    case 'text': {
      const label = typeof field.label === 'string' ? field.label : field.label(partnerLabel);
      return <TextInput label={label} {...field.props} {...bound} />;
    }
    case 'date':
      return <DateField label={field.label} {...bound} />;
    case 'month':
      return <MonthField label={field.label} {...bound} />;
    case 'amount':
      return <AmountField label={field.label} {...bound} />;
    case 'select': {
      const options = typeof field.options === 'string' ? helpers[field.options] : field.options;
      return <Select label={field.label} options={options} {...bound} />;
    }
    case 'partner':
      return <PartnerSelect optional={field.optional} {...bound} />;
  }
}
