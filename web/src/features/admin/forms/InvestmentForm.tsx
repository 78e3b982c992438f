import { touches } from '../api/touches';
import { AmountField, DateField, FormCard, Select, useRecordForm } from '../form-kit';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';

const initial = { investor_name: '', property_name: '', date: '', amount: '' };

/** 'Add New Investment': an investor puts money into a property. */
export function InvestmentForm({ title }: { title: string }) {
  const helpers = useAdminHelpers();
  const form = useRecordForm({
    path: '/admin/add_investment',
    initial,
    numbers: ['amount'],
    success: 'New investment added successfully',
    failureLog: 'Error adding investment:',
    touches: touches.ledgerRecord,
  });

  return (
    <FormCard title={title} {...form.card}>
      <Select label="Investor" options={helpers.investors_list} {...form.bind('investor_name')} />
      <Select label="Property" options={helpers.properties} {...form.bind('property_name')} />
      <DateField label="Date" {...form.bind('date')} />
      <AmountField label="Amount" {...form.bind('amount')} />
    </FormCard>
  );
}
