import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';
import { SelectionPanel } from '../layout/SelectionPanel';
import { DELETE_KINDS } from './api/delete-kinds';
import { useLlcTransactions } from './api/use-transactions';
import { TransactionTable } from './TransactionTable';

/** 'Delete LLC Transaction': an LLC's own expenses. */
export function DeleteLlcTransactionPanel({ title }: { title: string }) {
  const helpers = useAdminHelpers();
  return (
    <SelectionPanel
      title={title}
      param="llc"
      label="Select LLC:"
      options={helpers.llcs_list}
      useData={useLlcTransactions}
      failureLog="Error fetching LLC transactions:"
    >
      {(transactions) => (
        <TransactionTable
          title="Expenses History"
          rows={transactions.expenses}
          emptyText="No expenses available."
          kind={DELETE_KINDS.llcExpense}
        />
      )}
    </SelectionPanel>
  );
}
