import { useLogFailure } from '../api/use-log-failure';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';
import { CardGrid, Panel } from '../layout/Panel';
import { SelectorCard } from '../layout/SelectorCard';
import { useUrlSelection } from '../layout/use-url-selection';
import { DELETE_KINDS } from './api/delete-kinds';
import { usePropertyTransactions } from './api/use-transactions';
import { TransactionTable } from './TransactionTable';

/** 'Delete Property Transaction': a property's income, expenses, deposits and payments. */
export function DeletePropertyTransactionPanel({ title }: { title: string }) {
  const helpers = useAdminHelpers();
  const [{ property }, select] = useUrlSelection(['property']);
  const txns = usePropertyTransactions(property);
  useLogFailure(txns.error, 'Error fetching property transactions:');

  return (
    <Panel title={title}>
      <SelectorCard
        label="Select Property:"
        options={helpers.properties}
        value={property}
        onChange={(name) => select({ property: name })}
      />
      {property !== '' && txns.isPending && <p role="status">Loading...</p>}
      {txns.data && (
        <CardGrid $minCard="34rem">
          <TransactionTable title="Income History" rows={txns.data.income} emptyText="No income available." kind={DELETE_KINDS.income} />
          <TransactionTable
            title="Expenses History"
            rows={txns.data.expenses}
            emptyText="No expenses available."
            kind={DELETE_KINDS.expense}
          />
          <TransactionTable
            title="Deposits History"
            rows={txns.data.deposits}
            emptyText="No deposits available."
            kind={DELETE_KINDS.deposit}
          />
          <TransactionTable
            title="Land Contract Payment History"
            rows={txns.data.lc_payments}
            emptyText="No payments available."
            kind={DELETE_KINDS.lcPayment}
          />
        </CardGrid>
      )}
    </Panel>
  );
}
