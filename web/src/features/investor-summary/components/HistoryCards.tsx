import { HistoryWithTotals } from '../../../components/history';
import { Card, CardTitle } from '../../../components/ui';
import type { InvestorSummary } from '../api/answers';
import { Columns } from './layout';

/** The distributions card is the widest: its descriptions are a column from md up. */
const historyColumns = 'minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.5fr)';

/**
 * Investment History, Income History and Distributions History, with their empty texts;
 * each shows its newest rows, "Show all" and a total per year.
 */
export function HistoryCards({ summary, thisYear }: { summary: InvestorSummary; thisYear: string }) {
  return (
    <Columns $lg={historyColumns}>
      <Card>
        <CardTitle>Investment History</CardTitle>
        <HistoryWithTotals
          caption="Investment History"
          entries={summary.investments_per_month}
          emptyText="No investments available"
          thisYear={thisYear}
        />
      </Card>
      <Card>
        <CardTitle>Income History</CardTitle>
        <HistoryWithTotals
          caption="Income History"
          entries={summary.cashflow_per_month}
          emptyText="No income available"
          thisYear={thisYear}
        />
      </Card>
      <Card>
        <CardTitle>Distributions History</CardTitle>
        <HistoryWithTotals
          caption="Distributions History"
          entries={summary.distributions_per_month}
          emptyText="No distributions available."
          describeEntry={(distribution) => distribution.description}
          descriptionColumn={{ header: 'Description', from: 'md' }}
          thisYear={thisYear}
        />
      </Card>
    </Columns>
  );
}
