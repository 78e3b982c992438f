import { Card, Loading } from '../../../components/ui';
import { useLogFailure } from '../api/use-log-failure';
import { CardGrid, Panel, SectionHeading } from '../layout/Panel';
import { FigureList } from '../layout/FigureList';
import { usePanelTime } from '../layout/PanelTime';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';
import { useAdminSummary, type AdminSummary } from './api/use-admin-summary';
import { InvestorLinks } from './InvestorLinks';
import { formatCurrency } from '../../../lib/format';
import { reportTimeSearch } from '../../../lib/report-time';

// total_capital_returned comes only with land contracts (docs/land-contracts.md): not a fixed figure here.
const FIGURES: readonly [label: string, field: Exclude<keyof AdminSummary, 'as_of' | 'known_on' | 'total_capital_returned'>][] = [
  ['Total Cash', 'total_cash'],
  ['Total Investments', 'total_investments'],
  ['Total Income', 'total_income'],
  ['Total Expenses', 'total_expenses'],
  ['Total Deposits', 'total_deposits'],
];

/** 'Admin Summary': the firm's totals (today, or at another time), and every investor one click from their summary. */
export function AdminSummaryPanel({ title }: { title: string }) {
  const { time, fields, banner } = usePanelTime();
  const summary = useAdminSummary(time);
  const helpers = useAdminHelpers();
  useLogFailure(summary.error, 'Error fetching admin summary:');

  return (
    <Panel title={title}>
      <Card>{fields}</Card>
      {banner}
      <CardGrid>
        <Card>
          <SectionHeading>Totals</SectionHeading>
          {summary.data ? (
            <FigureList figures={FIGURES.map(([label, field]) => [label, formatCurrency(summary.data[field])])} />
          ) : summary.isError ? (
            <p>No data available.</p>
          ) : (
            <Loading />
          )}
        </Card>
        <Card>
          <SectionHeading>Investors</SectionHeading>
          <InvestorLinks names={helpers.investors_list} search={reportTimeSearch(time)} />
        </Card>
      </CardGrid>
    </Panel>
  );
}
