import { type DataTableColumn } from '../../../components/ui';
import { formatCurrency, formatDate, formatDateTime } from '../../../lib/format';
import { QueryTableCard } from '../layout/Panel';
import { useDistributionRuns, type RunSummary } from './api/distribution-calls';

const columns: DataTableColumn<RunSummary>[] = [
  { key: 'date', header: 'Date', cell: (run) => formatDate(run.date), nowrap: true },
  { key: 'description', header: 'Description', cell: (run) => run.description, minWidth: '7rem' },
  // Its state and when it took it in one column, before the figures (a date beside a right-aligned total
  // ran into it), wrapping between its words but never inside its time: so the columns fit a tablet's card.
  {
    key: 'state',
    header: 'State',
    cell: (run) => `${run.state === 'draft' ? 'Draft, planned' : 'Confirmed'} ${formatDateTime(run.at).replace(/ (AM|PM)$/, '\u00a0$1')}`,
  },
  { key: 'paid', header: 'Payments', cell: (run) => String(run.paid), align: 'end' },
  { key: 'total', header: 'Total', cell: (run) => formatCurrency(run.total), align: 'end' },
];

/** Every run, the drafts first, newest first; a click opens one. */
export function RunsCard({ onOpen }: { onOpen: (runId: string) => void }) {
  const runs = useDistributionRuns();
  return (
    <QueryTableCard
      title="Distribution Runs"
      query={runs}
      failureLog="Error fetching distribution runs:"
      columns={columns}
      rowKey={(run) => run.run_id}
      emptyText="No distribution has been planned yet."
      onRowClick={(run) => onOpen(run.run_id)}
      rowActionLabel={(run) => `Open the ${run.state === 'draft' ? 'draft' : 'run'} of ${formatDate(run.date)}`}
      stacks
      keyColumn="total"
    />
  );
}
