import type { ChangeEvent } from 'react';
import type { PostPath } from '../../../lib/api';
import { touches } from '../api/touches';
import { formatCurrency } from '../../../lib/format';
import { REQUIRED_FIELD_TEXT, REQUIRED_FIELDS_MESSAGE, useRecordForm, type FormValues, type RecordFormSpec } from '../form-kit';
import { useWithdrawalMaximum, type MaximumQuery } from './api/withdrawal-maximum';

export interface WithdrawalFormSpec<V extends FormValues & { amount: string }, P extends PostPath> extends Omit<
  RecordFormSpec<V, P>,
  'validate' | 'failureLog' | 'touches'
> {
  /** The fields the maximum depends on; the amount stays disabled until all are chosen. */
  selectors: readonly (keyof V & string)[];
  maximumQuery: (values: V) => MaximumQuery;
  /** Console line when the amount is over the maximum. */
  overMaximum: (maximum: number) => string;
}

/**
 * A withdrawal form: the amount is disabled until its selectors are chosen, then limited by the
 * maximum the server gives for them; changing a selector resets the maximum and the amount to 0;
 * an amount over the maximum sends nothing (the console line is shown at the form, the limit beside
 * the amount).
 */
export function useWithdrawalForm<V extends FormValues & { amount: string }, P extends PostPath>(spec: WithdrawalFormSpec<V, P>) {
  const form = useRecordForm<V, P>({
    ...spec,
    failureLog: 'Error recording withdrawal:',
    touches: touches.ledgerRecord,
    validate: (values) => {
      const amount = Number(values.amount);
      if (!(amount > 0)) {
        console.log(REQUIRED_FIELDS_MESSAGE); // an amount of 0 is no withdrawal
        return { message: REQUIRED_FIELDS_MESSAGE, fields: ['amount'], fieldText: REQUIRED_FIELD_TEXT };
      }
      if (amount > maximum) {
        const message = spec.overMaximum(maximum);
        console.log(message);
        return { message, fields: ['amount'], fieldText: `At most ${formatCurrency(maximum)}.` };
      }
      return null;
    },
  });
  const selectorsChosen = spec.selectors.every((name) => form.values[name] !== '');
  const { maximum, status: maximumStatus } = useWithdrawalMaximum(spec.maximumQuery(form.values), selectorsChosen);

  const bindSelector = (name: keyof V & string) => ({
    ...form.bind(name),
    onChange: (event: ChangeEvent<HTMLSelectElement>) =>
      form.setValues((current) => ({ ...current, [name]: event.target.value, amount: '0' })),
  });
  const amountProps = {
    ...form.bind('amount'),
    disabled: !selectorsChosen,
    max: maximum,
  };

  return { ...form, maximum, maximumStatus, bindSelector, amountProps };
}
