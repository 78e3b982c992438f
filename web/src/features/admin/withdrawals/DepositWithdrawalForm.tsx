import { AmountField, DateField, FormCard, Select, TextInput } from '../form-kit';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';
import { depositMaximumQuery } from './api/withdrawal-maximum';
import { MaximumNote } from './MaximumNote';
import { useWithdrawalForm } from './use-withdrawal-form';

const initial = { property_name: '', date: '', notes: '', amount: '0' };

/** A deposit returned from a rental property, up to the deposits it holds. */
export function DepositWithdrawalForm() {
  const helpers = useAdminHelpers();
  const form = useWithdrawalForm({
    path: '/admin/record_deposit_withdrawal',
    initial,
    selectors: ['property_name'],
    maximumQuery: (values) => depositMaximumQuery(values.property_name),
    overMaximum: (maximum) => `Amount cannot exceed the maximum deposit amount of ${maximum}`,
    numbers: ['amount'],
    success: 'Deposit withdrawal recorded successfully',
  });

  return (
    <FormCard
      title="Deposit Withdrawal"
      level={3}
      {...form.card}
      footer={<MaximumNote label="Maximum deposit amount" maximum={form.maximum} status={form.maximumStatus} />}
    >
      <Select label="Property" options={helpers.rental_properties} {...form.bindSelector('property_name')} />
      <DateField label="Date" {...form.bind('date')} />
      <TextInput label="Notes" {...form.bind('notes')} />
      <AmountField label="Amount" {...form.amountProps} />
    </FormCard>
  );
}
