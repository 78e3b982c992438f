import { touches } from '../api/touches';
import { AmountField, DateField, FormCard, Select, TextInput, useRecordForm } from '../form-kit';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';
import { PartnerSelect } from './PartnerSelect';

const initial = { property_name: '', date: '', amount: '', notes: '', loren_name: '' };

/** 'Add New Rental Deposit': a deposit held for a rental property. */
export function RentalDepositForm({ title }: { title: string }) {
  const helpers = useAdminHelpers();
  const form = useRecordForm({
    path: '/admin/add_rental_deposit',
    initial,
    optional: ['loren_name'],
    numbers: ['amount'],
    success: 'New deposit added successfully',
    failureLog: 'Error adding deposit:',
    touches: touches.ledgerRecord,
  });

  return (
    <FormCard title={title} {...form.card}>
      <Select label="Property" options={helpers.rental_properties} {...form.bind('property_name')} />
      <DateField label="Date" {...form.bind('date')} />
      <AmountField label="Amount" {...form.bind('amount')} />
      <TextInput label="Notes" {...form.bind('notes')} />
      <PartnerSelect optional {...form.bind('loren_name')} />
    </FormCard>
  );
}
