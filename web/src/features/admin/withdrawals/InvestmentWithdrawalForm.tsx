import { AmountField, DateField, FormCard, Select } from '../form-kit';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';
import { investmentMaximumQuery } from './api/withdrawal-maximum';
import { MaximumNote } from './MaximumNote';
import { useWithdrawalForm } from './use-withdrawal-form';

const initial = { investor_name: '', property_name: '', date: '', amount: '0' };

/** Capital an investor takes back out of a property, up to what they have in it. */
export function InvestmentWithdrawalForm() {
  const helpers = useAdminHelpers();
  const form = useWithdrawalForm({
    path: '/admin/record_investment_withdrawal',
    initial,
    selectors: ['investor_name', 'property_name'],
    maximumQuery: (values) => investmentMaximumQuery(values.investor_name, values.property_name),
    overMaximum: (maximum) => `Amount cannot exceed the maximum withdrawal amount of ${maximum}`,
    numbers: ['amount'],
    success: 'Investment withdrawal recorded successfully',
  });

  return (
    <FormCard
      title="Investment Withdrawal"
      level={3}
      {...form.card}
      footer={<MaximumNote label="Maximum withdrawal amount" maximum={form.maximum} status={form.maximumStatus} />}
    >
      <Select label="Investor" options={helpers.investors_list} {...form.bindSelector('investor_name')} />
      <Select label="Property" options={helpers.properties} {...form.bindSelector('property_name')} />
      <DateField label="Date" {...form.bind('date')} />
      <AmountField label="Amount" {...form.amountProps} />
    </FormCard>
  );
}
