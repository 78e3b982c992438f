import type { ChangeEvent, ComponentType } from 'react';
import { METHOD_WORDS, type DetailsField } from '../details';

/** What a field of the form is given: its name, text, change and the problem beside it. */
export interface BoundField {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  error?: string | undefined;
}

export type BindField = (name: DetailsField) => BoundField;

/** The form's own controls (the back office's or the investor page's), so both show the same fields. */
export interface BankControls {
  Text: ComponentType<
    BoundField & { label: string; type?: 'text' | 'password'; inputMode?: 'numeric'; autoComplete?: string; maxLength?: number }
  >;
  Choice: ComponentType<BoundField & { label: string; options: readonly { value: string; label: string }[] }>;
}

const METHODS = Object.entries(METHOD_WORDS).map(([value, label]) => ({ value, label }));
const ACCOUNT_TYPES = [
  { value: 'checking', label: 'Checking' },
  { value: 'savings', label: 'Savings' },
];
const HOLDERS = [
  { value: 'person', label: 'A person' },
  { value: 'company', label: 'A company' },
];

/**
 * How an investor is paid: the method, and for ACH the bank account (its routing number, whose check
 * digit the contract checks, the account number, its type, the name on it and whether a company holds it).
 */
export function BankFields({ bind, method, controls: { Text, Choice } }: { bind: BindField; method: string; controls: BankControls }) {
  return (
    <>
      <Choice label="Method" options={METHODS} {...bind('method')} />
      {method === 'ach' && (
        <>
          <Text label="Routing Number" inputMode="numeric" autoComplete="off" maxLength={9} {...bind('routing_number')} />
          <Text label="Account Number" inputMode="numeric" autoComplete="off" maxLength={17} {...bind('account_number')} />
          <Choice label="Account Type" options={ACCOUNT_TYPES} {...bind('account_type')} />
          <Text label="Name on the Account" autoComplete="off" {...bind('account_name')} />
          <Choice label="Account Holder" options={HOLDERS} {...bind('entity')} />
        </>
      )}
    </>
  );
}
