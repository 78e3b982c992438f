import type { DataTableColumn } from '../../../components/ui';
import { formatDateTime } from '../../../lib/format';
import { QueryTableCard } from '../layout/Panel';
import { useLoginSummary, type LoginSummaryRow } from './api/use-login-summary';

const columns: DataTableColumn<LoginSummaryRow>[] = [
  { key: 'investor', header: 'Investor', cell: (row) => row.investor_name },
  { key: 'count', header: 'Login Count', cell: (row) => row.login_count, align: 'end' },
  { key: 'last', header: 'Last Login', cell: (row) => formatDateTime(row.last_login, 'N/A'), nowrap: true },
];

/** 'Login Summary': how often and when each investor last signed in. */
export function LoginSummaryTable() {
  const summary = useLoginSummary();
  return (
    <QueryTableCard
      title="Login Summary"
      columns={columns}
      query={summary}
      failureLog="Error fetching login summary:"
      rowKey={(row) => row.investor_name}
      emptyText="No logins available."
      stacks
    />
  );
}
