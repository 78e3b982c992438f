import { touches } from '../api/touches';
import { FormCard, Select, TextInput, useRecordForm, type SelectOption } from '../form-kit';

/** The four fee levels. */
export const FEE_PERCENTAGE_OPTIONS: readonly SelectOption[] = [
  { value: '0.0', label: '0' },
  { value: '0.1', label: '10%' },
  { value: '0.2', label: '20%' },
  { value: '0.3', label: '30%' },
];

const initial = { name: '', email: '', phone: '', address: '', fee_percentage: '' };

/** 'Add New Investor': the answer carries the secret the investor registers with. */
export function InvestorForm({ title }: { title: string }) {
  const form = useRecordForm({
    path: '/admin/add_investor',
    initial,
    numbers: ['fee_percentage'],
    success: (answer) => `New investor added successfully, login secret is: ${answer?.secret ?? ''}`,
    failureLog: 'Error adding investor:',
    touches: touches.catalogue,
  });

  return (
    <FormCard title={title} {...form.card}>
      <TextInput label="Name" autoComplete="off" {...form.bind('name')} />
      <TextInput label="Email" type="email" autoComplete="off" {...form.bind('email')} />
      <TextInput label="Phone" type="tel" autoComplete="off" {...form.bind('phone')} />
      <TextInput label="Address" autoComplete="off" {...form.bind('address')} />
      <Select label="Fee Percentage" options={FEE_PERCENTAGE_OPTIONS} {...form.bind('fee_percentage')} />
    </FormCard>
  );
}
