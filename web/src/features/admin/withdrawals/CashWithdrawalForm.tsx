import { AmountField, DateField, FormCard, Select, TextInput } from '../form-kit';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';
import { cashMaximumQuery } from './api/withdrawal-maximum';
import { MaximumNote } from './MaximumNote';
import { useWithdrawalForm } from './use-withdrawal-form';

const initial = { investor_name: '', date: '', description: '', amount: '0' };

/** Cash paid out to an investor, up to their cash balance. */
export function CashWithdrawalForm() {
  const helpers = useAdminHelpers();
  const form = useWithdrawalForm({
    path: '/admin/record_cash_withdrawal',
    initial,
    selectors: ['investor_name'],
    maximumQuery: (values) => cashMaximumQuery(values.investor_name),
    overMaximum: (maximum) => `Amount cannot exceed the maximum withdrawal amount of ${maximum}`,
    numbers: ['amount'],
    success: 'Cash withdrawal recorded successfully',
  });

  return (
    <FormCard
      title="Cash Withdrawal"
      level={3}
      {...form.card}
      footer={<MaximumNote label="Maximum withdrawal amount" maximum={form.maximum} status={form.maximumStatus} />}
    >
      <Select label="Investor" options={helpers.investors_list} {...form.bindSelector('investor_name')} />
      <DateField label="Date" {...form.bind('date')} />
      <TextInput label="Description" {...form.bind('description')} />
      <AmountField label="Amount" {...form.amountProps} />
    </FormCard>
  );
}
