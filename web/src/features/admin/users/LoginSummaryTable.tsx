import type { DataTableColumn } from '../../../components/ui';
import { formatDateTime } from '../../../lib/format';
import { useLogFailure } from '../api/use-log-failure';
import { DataTableCard } from '../layout/Panel';
import { useLoginSummary, type LoginSummaryRow } from './api/use-login-summary';

const columns: DataTableColumn<LoginSummaryRow>[] = [
  { key: 'investor', header: 'Investor', cell: (row) => row.investor_name },
  { key: 'count', header: 'Login Count', cell: (row) => row.login_count, align: 'end' },
  { key: 'last', header: 'Last Login', cell: (row) => formatDateTime(row.last_login, 'N/A'), nowrap: true },
];

/** 'Login Summary': how often and when each investor last signed in. */
export function LoginSummaryTable() {
  const summary = useLoginSummary();
  useLogFailure(summary.error, 'Error fetching login summary:');
  return (
    <DataTableCard
      title="Login Summary"
      columns={columns}
      rows={summary.data ?? []}
      rowKey={(row) => row.investor_name}
      emptyText={summary.isPending ? 'Loading...' : 'No logins available.'}
    />
  );
}
