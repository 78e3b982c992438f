import type { PostBody } from '../../../lib/api';
import type { Texts } from '../form-kit';

export type OpenPath = '/admin/open_land_contract';
export type OpenBody = PostBody<OpenPath>;
export type OpenField = Exclude<keyof OpenBody & string, 'property_name'>;

/** The open form's fields and their first texts: a new sale at 10 grace days, interest by actual days. */
export const OPEN_INITIAL: Texts<OpenField> = {
  buyer_name: '',
  buyer_address: '',
  contract_date: '',
  origination_date: '',
  sale_price: '',
  down_payment: '0',
  opening_balance: '',
  annual_rate: '',
  day_count: 'actual/365',
  payment_amount: '',
  first_payment_date: '',
  number_of_payments: '',
  grace_days: '10',
  late_fee_type: 'percent',
  late_fee: '',
  description: '',
};

export const OPEN_OPTIONAL: readonly OpenField[] = ['origination_date', 'opening_balance', 'description'];

/** A dollar text as the JSON number the contract reads; an empty one stays a text so the check says 'Required'. */
const dollars = (text: string): number | string => (text.trim() === '' ? text : Number(text));
const omitted = (text: string): string | undefined => (text.trim() === '' ? undefined : text);

/**
 * The body of `open_land_contract` from the form's texts: amounts and counts as numbers, the rate and
 * fee as typed (the contract reads their decimals exactly), an empty optional field left out.
 */
export function openBody(propertyName: string, values: Texts<OpenField>): OpenBody {
  const openingBalance = omitted(values.opening_balance);
  return {
    ...values,
    property_name: propertyName,
    origination_date: omitted(values.origination_date),
    sale_price: dollars(values.sale_price),
    down_payment: dollars(values.down_payment),
    opening_balance: openingBalance === undefined ? undefined : dollars(openingBalance),
    payment_amount: dollars(values.payment_amount),
    number_of_payments: Number(values.number_of_payments),
    grace_days: Number(values.grace_days),
    day_count: values.day_count as OpenBody['day_count'],
    late_fee_type: values.late_fee_type as OpenBody['late_fee_type'],
    description: omitted(values.description),
  };
}
