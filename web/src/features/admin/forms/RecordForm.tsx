import type { PostAnswer, PostPath } from '../../../lib/api';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';
import type { AdminHelpers, HelperListName } from '../../../lib/admin-helpers/admin-helpers';
import { useAppConfig } from '../../../lib/app-config';
import type { Touches } from '../api/touches';
import { AmountField, DateField, FormCard, MonthField, Select, TextInput, useRecordForm, type SelectOption } from '../form-kit';
import { PartnerSelect } from './PartnerSelect';

/** A label, or one made from the configured partner label (the firm's own word for a partner). */
type PartnerText = string | ((partnerLabel: string) => string);

/** Extra attributes of a text input. */
interface TextProps {
  autoComplete?: 'off';
  type?: 'email' | 'tel';
  placeholder?: string;
  inputMode?: 'numeric';
}

/** One field of a record form, in the order the form shows it; `name` is its key in the body. */
export type RecordField =
  | { kind: 'text'; name: string; label: PartnerText; props?: TextProps }
  | { kind: 'date' | 'month'; name: string; label: string }
  /** An amount in dollars, sent as a JSON number. */
  | { kind: 'amount'; name: string; label: string }
  /** Options from a helper list, or fixed ones; `number` sends the chosen value as a JSON number. */
  | { kind: 'select'; name: string; label: string; options: HelperListName | readonly SelectOption[]; number?: boolean }
  /** The partner a record is with; an optional one may stay at "None" and is then sent as null. */
  | { kind: 'partner'; name: string; optional: boolean };

export const text = (label: PartnerText, name: string, props?: TextProps): RecordField => ({ kind: 'text', name, label, props });
export const date = (label: string, name: string): RecordField => ({ kind: 'date', name, label });
export const month = (label: string, name: string): RecordField => ({ kind: 'month', name, label });
export const amount = (label: string, name: string): RecordField => ({ kind: 'amount', name, label });
export const select = (label: string, name: string, options: HelperListName | readonly SelectOption[], number = false): RecordField => ({
  kind: 'select',
  name,
  label,
  options,
  number,
});
export const partner = (name: string, { optional }: { optional: boolean }): RecordField => ({ kind: 'partner', name, optional });

/** A record form described as data: one card of fields posting to one admin call. */
export interface RecordFormDescription<P extends PostPath> {
  path: P;
  fields: readonly RecordField[];
  /** The success alert; a function is given the call's answer and the partner label. */
  success: string | ((answer: PostAnswer<P>, partnerLabel: string) => string);
  /** Console prefix of a failed call (the form shows the server's message too). */
  failureLog: string;
  touches: Touches;
}

/**
 * The admin panel of a record form: every field is required but an optional partner, the body is
 * the fields in their order (amounts and `number` selects as JSON numbers, an empty optional
 * partner as null), and `useRecordForm` does the rest.
 */
export function recordForm<P extends PostPath>({ path, fields, success, failureLog, touches }: RecordFormDescription<P>) {
  const initial = Object.fromEntries(fields.map((field) => [field.name, '']));
  const numbers = fields.filter((field) => field.kind === 'amount' || (field.kind === 'select' && field.number)).map(({ name }) => name);
  const optional = fields.filter((field) => field.kind === 'partner' && field.optional).map(({ name }) => name);

  return function RecordForm({ title }: { title: string }) {
    const helpers = useAdminHelpers();
    const { partnerLabel } = useAppConfig();
    const form = useRecordForm({
      path,
      initial,
      optional,
      numbers,
      success: typeof success === 'string' ? success : (answer: PostAnswer<P>) => success(answer, partnerLabel),
      failureLog,
      touches,
    });

    return (
      <FormCard title={title} {...form.card}>
        {fields.map((field) => (
          <FieldOf key={field.name} field={field} helpers={helpers} partnerLabel={partnerLabel} bound={form.bind(field.name)} />
        ))}
      </FormCard>
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
