import { touches } from '../api/touches';
import { AmountField, DateField, FormCard, Select, TextInput, useRecordForm } from '../form-kit';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';

const initial = { expense_date: '', llc_name: '', description: '', amount: '', expense_category: '' };

/** 'Add New LLC Expense': an expense of the LLC itself, not of one of its properties. */
export function LlcExpenseForm({ title }: { title: string }) {
  const helpers = useAdminHelpers();
  const form = useRecordForm({
    path: '/admin/record_llc_expense',
    initial,
    numbers: ['amount'],
    success: 'Expense recorded successfully',
    failureLog: 'Error recording expense:',
    touches: touches.ledgerRecord,
  });

  return (
    <FormCard title={title} {...form.card}>
      <DateField label="Date" {...form.bind('expense_date')} />
      <Select label="LLC" options={helpers.llcs_list} {...form.bind('llc_name')} />
      <TextInput label="Description" {...form.bind('description')} />
      <AmountField label="Amount" {...form.bind('amount')} />
      <Select label="Expense Category" options={helpers.llc_expense_categories} {...form.bind('expense_category')} />
    </FormCard>
  );
}
