import styled from 'styled-components';
import { DataTable, type DataTableColumn } from '../../../components/ui';
import { formatCurrency, formatDate } from '../../../lib/format';
import { TableCard } from '../layout/Panel';
import type { DeleteKind } from './api/delete-kinds';
import type { TransactionRow } from './api/use-transactions';
import { useDeleteTransaction } from './api/use-delete-transaction';

/** Dates and amounts stay whole on a phone; the long id and the detail wrap instead. */
const Whole = styled.span`
  white-space: nowrap;
`;

const columns: DataTableColumn<TransactionRow>[] = [
  { key: 'id', header: 'Id', cell: (row) => row.id },
  { key: 'date', header: 'Date', cell: (row) => <Whole>{formatDate(row.date)}</Whole> },
  { key: 'amount', header: 'Amount', cell: (row) => <Whole>{formatCurrency(row.amount)}</Whole>, align: 'end' },
  { key: 'detail', header: 'Detail', cell: (row) => row.detail },
];

export interface TransactionTableProps {
  title: string;
  rows: readonly TransactionRow[] | undefined;
  emptyText: string;
  kind: DeleteKind;
}

/** A list of deletable rows: clicking a row (or its Id button) deletes it after a confirmation. */
export function TransactionTable({ title, rows, emptyText, kind }: TransactionTableProps) {
  const remove = useDeleteTransaction();
  return (
    <TableCard title={title}>
      <DataTable
        caption={title}
        columns={columns}
        rows={rows ?? []}
        rowKey={(row) => row.id}
        emptyText={emptyText}
        onRowClick={(row) => remove(kind, row)}
        rowActionLabel={(row) => `Delete ${kind.type} ${row.id}`}
      />
    </TableCard>
  );
}
