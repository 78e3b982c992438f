import { touches } from '../api/touches';
import { AmountField, DateField, FormCard, Select, TextInput, useRecordForm } from '../form-kit';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';
import { PartnerSelect } from './PartnerSelect';

const initial = { payment_date: '', property_name: '', loren_name: '', description: '', amount: '' };

/** 'Add New Land Contract Payment': a payment on a land-contract property from a partner. */
export function LandContractPaymentForm({ title }: { title: string }) {
  const helpers = useAdminHelpers();
  const form = useRecordForm({
    path: '/admin/record_lc_payment',
    initial,
    numbers: ['amount'],
    success: 'Land contract payment recorded successfully',
    failureLog: 'Error adding payment:',
    touches: touches.ledgerRecord,
  });

  return (
    <FormCard title={title} {...form.card}>
      <DateField label="Date" {...form.bind('payment_date')} />
      <Select label="Property" options={helpers.land_contract_properties} {...form.bind('property_name')} />
      <PartnerSelect {...form.bind('loren_name')} />
      <TextInput label="Description" {...form.bind('description')} />
      <AmountField label="Amount" {...form.bind('amount')} />
    </FormCard>
  );
}
