import { touches } from '../api/touches';
import { FormCard, TextInput, useRecordForm } from '../form-kit';

const initial = { expense_category: '' };

/** 'Add Expense Category': grows the one catalogue property and LLC expenses share. */
export function ExpenseCategoryForm({ title }: { title: string }) {
  const form = useRecordForm({
    path: '/admin/add_expense_category',
    initial,
    success: 'New category added successfully',
    failureLog: 'Error adding category:',
    touches: touches.catalogue,
  });

  return (
    <FormCard title={title} {...form.card}>
      <TextInput label="Expense Category" autoComplete="off" {...form.bind('expense_category')} />
    </FormCard>
  );
}
