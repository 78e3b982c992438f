import { useLogFailure } from '../api/use-log-failure';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';
import { Panel } from '../layout/Panel';
import { SelectorCard } from '../layout/SelectorCard';
import { useUrlSelection } from '../layout/use-url-selection';
import { DELETE_KINDS } from './api/delete-kinds';
import { useLlcTransactions } from './api/use-transactions';
import { TransactionTable } from './TransactionTable';

/** 'Delete LLC Transaction': an LLC's own expenses. */
export function DeleteLlcTransactionPanel({ title }: { title: string }) {
  const helpers = useAdminHelpers();
  const [{ llc }, select] = useUrlSelection(['llc']);
  const txns = useLlcTransactions(llc);
  useLogFailure(txns.error, 'Error fetching LLC transactions:');

  return (
    <Panel title={title}>
      <SelectorCard label="Select LLC:" options={helpers.llcs_list} value={llc} onChange={(name) => select({ llc: name })} />
      {llc !== '' && txns.isPending && <p role="status">Loading...</p>}
      {txns.data && (
        <TransactionTable
          title="Expenses History"
          rows={txns.data.expenses}
          emptyText="No expenses available."
          kind={DELETE_KINDS.llcExpense}
        />
      )}
    </Panel>
  );
}
