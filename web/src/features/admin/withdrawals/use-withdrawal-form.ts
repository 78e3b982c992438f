import type { ChangeEvent } from 'react';
import type { BodyField } from '../../../lib/api';
import { touches } from '../api/touches';
import { formatCurrency } from '../../../lib/format';
import {
  POSITIVE_AMOUNT_TEXT,
  REQUIRED_FIELD_TEXT,
  REQUIRED_FIELDS_MESSAGE,
  useRecordForm,
  type RecordFormSpec,
  type Texts,
} from '../form-kit';
import { useWithdrawalMaximum, type MaximumQuery } from './api/withdrawal-maximum';

/** The three withdrawal calls. */
export type WithdrawalPath = '/admin/record_cash_withdrawal' | '/admin/record_investment_withdrawal' | '/admin/record_deposit_withdrawal';

/** The fields every withdrawal's body has: the amount, which the maximum limits, and the date. */
const sharedFields = { date: 'date', amount: 'amount' } as const satisfies Record<string, BodyField<WithdrawalPath>>;

/**
 * The shared fields as fields of call `P`: the type checker cannot see for itself that a field of
 * every withdrawal call is one of each.
 */
export const withdrawalFields = <P extends WithdrawalPath>() => sharedFields as Record<keyof typeof sharedFields, BodyField<P>>;

/** A withdrawal form shows every field of its call's body. */
export interface WithdrawalFormSpec<P extends WithdrawalPath> extends Omit<
  RecordFormSpec<BodyField<P>, P>,
  'validate' | 'failureLog' | 'touches'
> {
  /** The fields the maximum depends on; the amount stays disabled until all are chosen. */
  selectors: readonly BodyField<P>[];
  maximumQuery: (values: Texts<BodyField<P>>) => MaximumQuery;
  /** Console line when the amount is over the maximum. */
  overMaximum: (maximum: number) => string;
}

/**
 * A withdrawal form: the amount is disabled until its selectors are chosen, then limited by the
 * maximum the server gives for them; changing a selector resets the maximum and the amount to 0;
 * an amount of 0 is a field left empty, a negative one is said to be at most 0, and an amount over
 * the maximum sends nothing (the console line is shown at the form, the limit beside the amount).
 */
export function useWithdrawalForm<P extends WithdrawalPath>(spec: WithdrawalFormSpec<P>) {
  const { amount: amountField } = withdrawalFields<P>();
  const form = useRecordForm<BodyField<P>, P>({
    ...spec,
    failureLog: 'Error recording withdrawal:',
    touches: touches.ledgerRecord,
    validate: (values) => {
      const amount = Number(values[amountField]);
      if (amount < 0) return { message: POSITIVE_AMOUNT_TEXT, fields: [amountField] };
      if (!(amount > 0)) {
        console.log(REQUIRED_FIELDS_MESSAGE); // an amount of 0 is no withdrawal
        return { message: REQUIRED_FIELDS_MESSAGE, fields: [amountField], fieldText: REQUIRED_FIELD_TEXT };
      }
      if (amount > maximum) {
        const message = spec.overMaximum(maximum);
        console.log(message);
        return { message, fields: [amountField], fieldText: `At most ${formatCurrency(maximum)}.` };
      }
      return null;
    },
  });
  const selectorsChosen = spec.selectors.every((name) => form.values[name] !== '');
  const { maximum, status: maximumStatus } = useWithdrawalMaximum(spec.maximumQuery(form.values), selectorsChosen);

  const bindSelector = (name: BodyField<P>) => ({
    ...form.bind(name),
    onChange: (event: ChangeEvent<HTMLSelectElement>) =>
      form.setValues((current) => ({ ...current, [name]: event.target.value, [amountField]: '0' })),
  });
  const amountProps = {
    ...form.bind(amountField),
    disabled: !selectorsChosen,
    max: maximum,
  };

  return { ...form, maximum, maximumStatus, bindSelector, amountProps };
}
