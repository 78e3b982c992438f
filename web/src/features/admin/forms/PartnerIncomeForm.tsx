import { touches } from '../api/touches';
import { AmountField, DateField, FormCard, Select, TextInput, useRecordForm } from '../form-kit';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';

const initial = { income_date: '', property_name: '', description: '', amount: '', start_date: '', end_date: '' };

/** 'Add New {name} Income': income from the partner counterparty over a period. */
export function PartnerIncomeForm({ title }: { title: string }) {
  const helpers = useAdminHelpers();
  const form = useRecordForm({
    path: '/admin/record_loren_income',
    initial,
    numbers: ['amount'],
    success: 'Income recorded successfully',
    failureLog: 'Error recording income:',
    touches: touches.ledgerRecord,
  });

  return (
    <FormCard title={title} {...form.card}>
      <DateField label="Date" {...form.bind('income_date')} />
      <Select label="Property" options={helpers.properties} {...form.bind('property_name')} />
      <TextInput label="Description" {...form.bind('description')} />
      <AmountField label="Amount" {...form.bind('amount')} />
      <DateField label="Start Date" {...form.bind('start_date')} />
      <DateField label="End Date" {...form.bind('end_date')} />
    </FormCard>
  );
}
