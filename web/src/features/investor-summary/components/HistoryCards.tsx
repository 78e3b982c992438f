import { HistoryCard, type DescriptionColumn } from '../../../components/history';
import type { InvestorSummary } from '../api/answers';
import { Columns } from './layout';

type Distribution = InvestorSummary['distributions_per_month'][number];
const describeDistribution = (distribution: Distribution) => distribution.description;
const descriptionColumn: DescriptionColumn = { header: 'Description', from: 'md' };

/**
 * Investment History, Income History and Distributions History, with their empty texts;
 * each shows its newest rows, "Show all" and a total per year. The distributions card is the
 * widest: its descriptions are a column from md up. `shown` of them (all by default), in that order:
 * the page renders them one at a time.
 */
export function HistoryCards({ summary, thisYear, shown = 3 }: { summary: InvestorSummary; thisYear: string; shown?: number }) {
  return (
    <Columns of="histories">
      <HistoryCard
        title="Investment History"
        entries={summary.investments_per_month}
        emptyText="No investments available"
        thisYear={thisYear}
      />
      {shown >= 2 && (
        <HistoryCard title="Income History" entries={summary.cashflow_per_month} emptyText="No income available" thisYear={thisYear} />
      )}
      {shown >= 3 && (
        <HistoryCard
          title="Distributions History"
          entries={summary.distributions_per_month}
          emptyText="No distributions available."
          describeEntry={describeDistribution}
          descriptionColumn={descriptionColumn}
          thisYear={thisYear}
        />
      )}
    </Columns>
  );
}
