import { touches } from '../api/touches';
import { DateField, FormCard, TextInput, useRecordForm } from '../form-kit';

const initial = {
  llc_name: '',
  address: '',
  date_started: '',
  principal_business_activity: '',
  principal_product: '',
  business_code_number: '',
};

/** 'Add New LLC' (docs/figures.md): the facts its tax summary shows. */
export function LlcForm({ title }: { title: string }) {
  const form = useRecordForm({
    path: '/admin/add_llc',
    initial,
    success: 'New LLC added successfully',
    failureLog: 'Error adding LLC:',
    touches: touches.catalogue,
  });

  return (
    <FormCard title={title} {...form.card}>
      <TextInput label="LLC Name" autoComplete="off" {...form.bind('llc_name')} />
      <TextInput label="Address" autoComplete="off" {...form.bind('address')} />
      <DateField label="Date Started" {...form.bind('date_started')} />
      <TextInput label="Principal Business Activity" {...form.bind('principal_business_activity')} />
      <TextInput label="Principal Product" {...form.bind('principal_product')} />
      <TextInput label="Business Code Number" inputMode="numeric" {...form.bind('business_code_number')} />
    </FormCard>
  );
}
