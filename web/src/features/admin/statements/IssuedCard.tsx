import { Loading } from '../../../components/ui';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';
import { useStatements } from '../../statements/api/statements';
import { StatementTable } from '../../statements/components/StatementTable';
import { useLogFailure } from '../api/use-log-failure';
import { TableCard } from '../layout/Panel';
import { SelectorField } from '../layout/SelectorCard';
import { VerifyCell } from './VerifyCell';

interface IssuedCardProps {
  investor: string;
  onInvestor: (name: string) => void;
  /** An administrator may verify a statement; an auditor reads and downloads. */
  admin: boolean;
}

/**
 * One investor's statements and distribution notices, newest first, as the investor sees them, each to
 * download and (for an administrator) each statement to verify.
 */
export function IssuedCard({ investor, onInvestor, admin }: IssuedCardProps) {
  const investors = useAdminHelpers().investors_list;
  const statements = useStatements(investor, investor !== '');
  useLogFailure(statements.error, 'Error fetching statements:');
  return (
    <TableCard title="Issued Statements">
      <SelectorField label="Select Investor:" options={investors} value={investor} onChange={onInvestor} />
      {investor !== '' &&
        (statements.isPending ? (
          <Loading lines={2} />
        ) : (
          <StatementTable
            caption={`Statements of ${investor}`}
            statements={statements.data ?? []}
            emptyText={statements.isError ? 'No data available.' : `No statement has been issued to ${investor}.`}
            // A notice is kept as issued, never rendered again from the log: only a statement is verified.
            extra={admin ? (statement) => statement.kind === 'statement' && <VerifyCell statementId={statement.statement_id} /> : undefined}
          />
        ))}
    </TableCard>
  );
}
