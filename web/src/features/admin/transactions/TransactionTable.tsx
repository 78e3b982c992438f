import { useState } from 'react';
import styled from 'styled-components';
import { Button, CopyButton, DataTable, ShortId, TextField, VisuallyHidden, type DataTableColumn } from '../../../components/ui';
import { formatCount, formatCurrency, formatDate } from '../../../lib/format';
import { ProblemMessage } from '../form-kit';
import { TableCard } from '../layout/Panel';
import { Pager } from '../layout/Pager';
import type { DeleteKind } from './api/delete-kinds';
import type { TransactionRow } from './api/use-transactions';
import { useDeleteTransaction } from './api/use-delete-transaction';
import { newestFirst, rowsMatching } from './transaction-rows';

const Problem = styled(ProblemMessage)`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const Filter = styled.div`
  max-width: 20rem;
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

/** Rows a page: a long history is read a page at a time, newest first. */
export const ROWS_PER_PAGE = 10;

/**
 * The id shortened (its whole text on hover, on focus, and for screen readers) with a button that
 * copies it; dates and amounts on one line; the detail wraps between words; then the row's Delete.
 */
const columns = (kind: DeleteKind, remove: (row: TransactionRow) => void): DataTableColumn<TransactionRow>[] => [
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
  {
    key: 'delete',
    header: <VisuallyHidden>Delete</VisuallyHidden>,
    cell: (row) => (
      <Button variant="secondary" compact aria-label={`Delete ${kind.type} ${row.id}`} onClick={() => remove(row)}>
        Delete
      </Button>
    ),
    nowrap: true,
  },
];

export interface TransactionTableProps {
  title: string;
  rows: readonly TransactionRow[] | undefined;
  emptyText: string;
  kind: DeleteKind;
}

/**
 * A history whose rows can be deleted: newest first, a page at a time, filtered by any words of a
 * row (its date, amount, detail or id); each row's Delete asks to confirm, naming the row.
 */
export function TransactionTable({ title, rows = [], emptyText, kind }: TransactionTableProps) {
  const { remove, problem } = useDeleteTransaction();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const matching = rowsMatching(newestFirst(rows), query);
  const pageCount = Math.max(1, Math.ceil(matching.length / ROWS_PER_PAGE));
  const shownPage = Math.min(page, pageCount);
  const shown = matching.slice((shownPage - 1) * ROWS_PER_PAGE, shownPage * ROWS_PER_PAGE);
  const noun = matching.length === 1 ? 'row' : 'rows';

  return (
    <TableCard title={title}>
      {/* Above the rows: a long list would put it out of sight of the row just deleted. */}
      <Problem role="alert">{problem}</Problem>
      {rows.length > 0 && (
        <Filter>
          <TextField
            label={`Filter ${title}`}
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setPage(1);
            }}
          />
        </Filter>
      )}
      <DataTable
        caption={title}
        columns={columns(kind, (row) => remove(kind, row))}
        stacks
        keyColumn="detail"
        rows={shown}
        rowKey={(row) => row.id}
        emptyText={rows.length === 0 ? emptyText : `No row holds “${query.trim()}”.`}
      />
      {matching.length > ROWS_PER_PAGE && (
        <Pager
          label={`${title} pages`}
          page={shownPage}
          pageCount={pageCount}
          total={`${formatCount(matching.length)} ${noun}`}
          onPage={setPage}
        />
      )}
    </TableCard>
  );
}
