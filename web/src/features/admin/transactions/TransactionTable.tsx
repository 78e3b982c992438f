import styled from 'styled-components';
import { CopyButton, DataTable, ShortId, type DataTableColumn } from '../../../components/ui';
import { formatCurrency, formatDate } from '../../../lib/format';
import { ProblemMessage } from '../form-kit';
import { TableCard } from '../layout/Panel';
import type { DeleteKind } from './api/delete-kinds';
import type { TransactionRow } from './api/use-transactions';
import { useDeleteTransaction } from './api/use-delete-transaction';

const Problem = styled(ProblemMessage)`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

/**
 * The id shortened (its whole text on hover, on the row button's focus, and for screen readers)
 * with a button that copies it; dates and amounts on one line; the detail wraps between words.
 */
const columns: DataTableColumn<TransactionRow>[] = [
  {
    key: 'id',
    header: 'Id',
    cell: (row) => <ShortId id={row.id} />,
    aside: (row) => <CopyButton value={row.id} label={`id ${row.id}`} />,
    nowrap: true,
  },
  { key: 'date', header: 'Date', cell: (row) => formatDate(row.date), nowrap: true },
  { key: 'amount', header: 'Amount', cell: (row) => formatCurrency(row.amount), align: 'end' },
  { key: 'detail', header: 'Detail', cell: (row) => row.detail, minWidth: '9rem' },
];

export interface TransactionTableProps {
  title: string;
  rows: readonly TransactionRow[] | undefined;
  emptyText: string;
  kind: DeleteKind;
}

/** A list of deletable rows: clicking a row (or its Id button) deletes it after a confirmation. */
export function TransactionTable({ title, rows, emptyText, kind }: TransactionTableProps) {
  const { remove, problem } = useDeleteTransaction();
  return (
    <TableCard title={title}>
      {/* Above the rows: a long list would put it out of sight of the row just clicked. */}
      <Problem role="alert">{problem}</Problem>
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
