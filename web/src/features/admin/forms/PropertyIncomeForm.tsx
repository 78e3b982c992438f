import { touches } from '../api/touches';
import { AmountField, DateField, FormCard, MonthField, Select, TextInput, useRecordForm } from '../form-kit';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';
import { PartnerSelect } from './PartnerSelect';

const initial = {
  income_date: '',
  property_name: '',
  loren_name: '',
  description: '',
  amount: '',
  income_for_month: '',
  income_category: '',
};

/** 'Add New Income': income of a property, counted in the month it is for. */
export function PropertyIncomeForm({ title }: { title: string }) {
  const helpers = useAdminHelpers();
  const form = useRecordForm({
    path: '/admin/record_property_income',
    initial,
    optional: ['loren_name'],
    numbers: ['amount'],
    success: 'Income recorded successfully',
    failureLog: 'Error recording income:',
    touches: touches.ledgerRecord,
  });

  return (
    <FormCard title={title} {...form.card}>
      <DateField label="Date" {...form.bind('income_date')} />
      <Select label="Property" options={helpers.properties} {...form.bind('property_name')} />
      <PartnerSelect optional {...form.bind('loren_name')} />
      <TextInput label="Description" {...form.bind('description')} />
      <AmountField label="Amount" {...form.bind('amount')} />
      <MonthField label="Income For Month" {...form.bind('income_for_month')} />
      <Select label="Income Category" options={helpers.property_income_categories} {...form.bind('income_category')} />
    </FormCard>
  );
}
