import { touches } from '../api/touches';
import { AmountField, DateField, FormCard, Select, TextInput, useRecordForm } from '../form-kit';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';

const initial = {
  property_name: '',
  address: '',
  purchase_date: '',
  purchase_price: '',
  property_type: '',
  picture_url: '',
  llc: '',
  land_value: '',
  property_value: '',
};

/** 'Add New Investment Property': a property held by one of the LLCs. */
export function InvestmentPropertyForm({ title }: { title: string }) {
  const helpers = useAdminHelpers();
  const form = useRecordForm({
    path: '/admin/add_investment_property',
    initial,
    numbers: ['purchase_price', 'land_value', 'property_value'],
    success: 'New property added successfully',
    failureLog: 'Error adding property:',
    touches: touches.property,
  });

  return (
    <FormCard title={title} {...form.card}>
      <TextInput label="Property Name" {...form.bind('property_name')} />
      <TextInput label="Address" autoComplete="off" {...form.bind('address')} />
      <DateField label="Purchase Date" {...form.bind('purchase_date')} />
      <AmountField label="Purchase Price" {...form.bind('purchase_price')} />
      <Select label="Property Type" options={helpers.property_types} {...form.bind('property_type')} />
      <TextInput label="Picture URL" placeholder="/pictures/main-street.jpg" {...form.bind('picture_url')} />
      <Select label="LLC" options={helpers.llcs_list} {...form.bind('llc')} />
      <AmountField label="Land Value" {...form.bind('land_value')} />
      <AmountField label="Property Value" {...form.bind('property_value')} />
    </FormCard>
  );
}
