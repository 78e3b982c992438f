import { Card } from '../../../components/ui';
import { useLogFailure } from '../api/use-log-failure';
import { CardGrid, Panel, SectionHeading } from '../layout/Panel';
import { FigureList } from '../layout/FigureList';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';
import { useAdminSummary, type AdminSummary } from './api/use-admin-summary';
import { InvestorLinks } from './InvestorLinks';
import { formatCurrency } from '../../../lib/format';

const FIGURES: readonly [label: string, field: keyof AdminSummary][] = [
  ['Total Cash', 'total_cash'],
  ['Total Investments', 'total_investments'],
  ['Total Income', 'total_income'],
  ['Total Expenses', 'total_expenses'],
  ['Total Deposits', 'total_deposits'],
];

/** 'Admin Summary': the firm's totals, and every investor one click from their summary. */
export function AdminSummaryPanel({ title }: { title: string }) {
  const summary = useAdminSummary();
  const helpers = useAdminHelpers();
  useLogFailure(summary.error, 'Error fetching admin summary:');

  return (
    <Panel title={title}>
      <CardGrid>
        <Card>
          <SectionHeading>Totals</SectionHeading>
          {summary.data ? (
            <FigureList figures={FIGURES.map(([label, field]) => [label, formatCurrency(summary.data[field])])} />
          ) : (
            <p>{summary.isError ? 'No data available.' : 'Loading...'}</p>
          )}
        </Card>
        <Card>
          <SectionHeading>Investors</SectionHeading>
          <InvestorLinks names={helpers.investors_list} />
        </Card>
      </CardGrid>
    </Panel>
  );
}
