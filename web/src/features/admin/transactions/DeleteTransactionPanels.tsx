import { CardGrid } from '../layout/Panel';
import { SelectionPanel } from '../layout/SelectionPanel';
import { DELETE_KINDS, type DeleteKind } from './api/delete-kinds';
import { useLlcTransactions, usePropertyTransactions, type PropertyTransactions, type TransactionRow } from './api/use-transactions';
import { TransactionTable } from './TransactionTable';

/** One history of a property's or an LLC's transactions, each row with its delete button. */
interface History<T> {
  title: string;
  rows: (transactions: T) => readonly TransactionRow[];
  emptyText: string;
  kind: DeleteKind;
}

function Histories<T>({ histories, transactions }: { histories: readonly History<T>[]; transactions: T }) {
  return histories.map(({ title, rows, emptyText, kind }) => (
    <TransactionTable key={title} title={title} rows={rows(transactions)} emptyText={emptyText} kind={kind} />
  ));
}

const PROPERTY_HISTORIES: readonly History<PropertyTransactions>[] = [
  { title: 'Income History', rows: (t) => t.income, emptyText: 'No income available.', kind: DELETE_KINDS.income },
  { title: 'Expenses History', rows: (t) => t.expenses, emptyText: 'No expenses available.', kind: DELETE_KINDS.expense },
  { title: 'Deposits History', rows: (t) => t.deposits, emptyText: 'No deposits available.', kind: DELETE_KINDS.deposit },
  { title: 'Land Contract Payment History', rows: (t) => t.lc_payments, emptyText: 'No payments available.', kind: DELETE_KINDS.lcPayment },
];

/** 'Delete Property Transaction': a property's income, expenses, deposits and payments. */
export function DeletePropertyTransactionPanel({ title }: { title: string }) {
  return (
    <SelectionPanel title={title} of="property" useData={usePropertyTransactions} failureLog="Error fetching property transactions:">
      {(transactions) => (
        <CardGrid $minCard="34rem">
          <Histories histories={PROPERTY_HISTORIES} transactions={transactions} />
        </CardGrid>
      )}
    </SelectionPanel>
  );
}

/** 'Delete LLC Transaction': an LLC's own expenses. */
export function DeleteLlcTransactionPanel({ title }: { title: string }) {
  return (
    <SelectionPanel title={title} of="llc" useData={useLlcTransactions} failureLog="Error fetching LLC transactions:">
      {({ expenses }) => (
        <TransactionTable title="Expenses History" rows={expenses} emptyText="No expenses available." kind={DELETE_KINDS.llcExpense} />
      )}
    </SelectionPanel>
  );
}
