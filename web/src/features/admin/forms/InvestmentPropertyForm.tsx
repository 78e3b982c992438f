import type { PostBody } from '../../../lib/api';
import { touches } from '../api/touches';
import { AmountField, DateField, dollars, FormCard, Select, TextInput, useRecordForm } from '../form-kit';
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
    required: Object.keys(initial) as (keyof typeof initial)[],
    toPayload: (values) => ({
      property_name: values.property_name,
      address: values.address,
      purchase_date: values.purchase_date,
      purchase_price: dollars(values.purchase_price),
      property_type: values.property_type as PostBody<'/admin/add_investment_property'>['property_type'],
      picture_url: values.picture_url,
      llc: values.llc,
      land_value: dollars(values.land_value),
      property_value: dollars(values.property_value),
    }),
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
