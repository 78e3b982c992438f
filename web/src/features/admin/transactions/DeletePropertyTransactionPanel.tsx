import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';
import { CardGrid } from '../layout/Panel';
import { SelectionPanel } from '../layout/SelectionPanel';
import { DELETE_KINDS } from './api/delete-kinds';
import { usePropertyTransactions } from './api/use-transactions';
import { TransactionTable } from './TransactionTable';

/** 'Delete Property Transaction': a property's income, expenses, deposits and payments. */
export function DeletePropertyTransactionPanel({ title }: { title: string }) {
  const helpers = useAdminHelpers();
  return (
    <SelectionPanel
      title={title}
      param="property"
      label="Select Property:"
      options={helpers.properties}
      useData={usePropertyTransactions}
      failureLog="Error fetching property transactions:"
    >
      {(transactions) => (
        <CardGrid $minCard="34rem">
          <TransactionTable title="Income History" rows={transactions.income} emptyText="No income available." kind={DELETE_KINDS.income} />
          <TransactionTable
            title="Expenses History"
            rows={transactions.expenses}
            emptyText="No expenses available."
            kind={DELETE_KINDS.expense}
          />
          <TransactionTable
            title="Deposits History"
            rows={transactions.deposits}
            emptyText="No deposits available."
            kind={DELETE_KINDS.deposit}
          />
          <TransactionTable
            title="Land Contract Payment History"
            rows={transactions.lc_payments}
            emptyText="No payments available."
            kind={DELETE_KINDS.lcPayment}
          />
        </CardGrid>
      )}
    </SelectionPanel>
  );
}
