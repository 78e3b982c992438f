import { Card, CardTitle, HistoryTable } from '../../../components/ui';
import type { InvestorSummary } from '../api/types';
import { Columns, threeColumns } from './layout';

/** Spec: Investment History, Income History and Distributions History, with their empty texts. */
export function HistoryCards({ summary }: { summary: InvestorSummary }) {
  return (
    <Columns $lg={threeColumns}>
      <Card>
        <CardTitle>Investment History</CardTitle>
        <HistoryTable caption="Investment History" entries={summary.investments_per_month} emptyText="No investments available" />
      </Card>
      <Card>
        <CardTitle>Income History</CardTitle>
        <HistoryTable caption="Income History" entries={summary.cashflow_per_month} emptyText="No income available" />
      </Card>
      <Card>
        <CardTitle>Distributions History</CardTitle>
        <HistoryTable
          caption="Distributions History"
          entries={summary.distributions_per_month}
          emptyText="No distributions available."
          describeEntry={(distribution) => distribution.description}
        />
      </Card>
    </Columns>
  );
}
