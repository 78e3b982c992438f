import type { PaymentDetailsInput, PaymentDetailsShown } from '@portal/contracts/api';

/** The fields of a payment-details form, as texts; `entity` is 'company' or 'person'. */
export type DetailsField = 'method' | 'routing_number' | 'account_number' | 'account_type' | 'account_name' | 'entity';
export type DetailsTexts = Record<DetailsField, string>;

export const EMPTY_DETAILS: DetailsTexts = {
  method: '',
  routing_number: '',
  account_number: '',
  account_type: '',
  account_name: '',
  entity: 'person',
};

type Method = PaymentDetailsShown['method'];

export const METHOD_WORDS: Readonly<Record<Method, string>> = { ach: 'ACH', check: 'Check', hold: 'Hold' };

/** The details' body (the admin's and the investor's calls take the same fields): bank fields for ACH only, as the contract wants. */
export function detailsBody(values: DetailsTexts): PaymentDetailsInput {
  // Checked by the call's contract before it is sent: an unknown method or account type is said there.
  const method = values.method as Method;
  if (method !== 'ach') return { method };
  return {
    method,
    routing_number: values.routing_number,
    account_number: values.account_number,
    account_type: values.account_type as 'checking' | 'savings',
    account_name: values.account_name,
    entity: values.entity === 'company',
  };
}

/**
 * The problem of a choice left on its placeholder, said before the contract is asked (whose words
 * are the server's): for ACH, the account type. Null when every choice is made.
 */
export function unchosenProblem(values: DetailsTexts): { field: DetailsField; message: string } | null {
  if (values.method === 'ach' && values.account_type === '') return { field: 'account_type', message: 'Choose checking or savings' };
  return null;
}

/** Payment details in a few words, never more than the last four digits: 'ACH, checking ••6789'. */
export function detailsText(details: PaymentDetailsShown | null): string {
  if (details === null) return 'None on file';
  if (details.method !== 'ach') return METHOD_WORDS[details.method];
  return `ACH, ${details.account_type ?? 'account'} ••${details.account_last4 ?? ''}`;
}

/** The details and the name on the account, for comparing a proposed change with the current details: 'ACH, checking ••6789, Ann Lee'. */
export function detailsWithName(details: PaymentDetailsShown | null): string {
  const text = detailsText(details);
  return details?.account_name ? `${text}, ${details.account_name}` : text;
}
