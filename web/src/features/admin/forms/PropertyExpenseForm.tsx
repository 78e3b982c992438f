import { touches } from '../api/touches';
import { AmountField, DateField, FormCard, MonthField, Select, TextInput, useRecordForm } from '../form-kit';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';
import { PartnerSelect } from './PartnerSelect';

const initial = {
  expense_date: '',
  property_name: '',
  loren_name: '',
  description: '',
  amount: '',
  expense_category: '',
  expense_for_month: '',
};

/**
 * 'Add New Property Expense', and with `forInvestor` 'Add New Investor Property Expense': the same
 * expense charged to one investor alone.
 */
export function PropertyExpenseForm({ title, forInvestor = false }: { title: string; forInvestor?: boolean }) {
  const helpers = useAdminHelpers();
  const form = useRecordForm({
    path: forInvestor ? '/admin/record_investor_property_expense' : '/admin/record_property_expense',
    // The investor is a field, and part of the body, of the investor's expense only.
    initial: forInvestor ? { investor: '', ...initial } : (initial as typeof initial & { investor?: string }),
    optional: ['loren_name'],
    numbers: ['amount'],
    success: 'Expense recorded successfully',
    failureLog: 'Error recording expense:',
    touches: touches.ledgerRecord,
  });

  return (
    <FormCard title={title} {...form.card}>
      {forInvestor && <Select label="Investor" options={helpers.investors_list} {...form.bind('investor')} />}
      <DateField label="Date" {...form.bind('expense_date')} />
      <Select label="Property" options={helpers.properties} {...form.bind('property_name')} />
      <PartnerSelect optional {...form.bind('loren_name')} />
      <TextInput label="Description" {...form.bind('description')} />
      <AmountField label="Amount" {...form.bind('amount')} />
      <Select label="Expense Category" options={helpers.property_expense_categories} {...form.bind('expense_category')} />
      <MonthField label="Expense For Month" {...form.bind('expense_for_month')} />
    </FormCard>
  );
}

/** 'Add New Investor Property Expense'. */
export function InvestorPropertyExpenseForm({ title }: { title: string }) {
  return <PropertyExpenseForm title={title} forInvestor />;
}
