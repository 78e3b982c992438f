import { HistoryCard, NEWEST_ROWS, type DescriptionColumn } from '../../../components/history';
import type { InvestorSummary } from '../api/answers';
import { Columns } from './layout';
import { useMediaQuery } from '../../../lib/use-media-query';

/** On a phone a history shows its newest four rows before "Show all" (the totals per year sum up the rest), so the page stays a few screens long. */
const PHONE_NEWEST_ROWS = 4;

type Distribution = InvestorSummary['distributions_per_month'][number];
const describeDistribution = (distribution: Distribution) => distribution.description;
const descriptionColumn: DescriptionColumn = { header: 'Description', from: 'md' };

/**
 * Investment History, Income History and Distributions History, with their empty texts;
 * each shows its newest rows (a year's; four on a phone), "Show all" and a total per year. The distributions card is the
 * widest: its descriptions are a column from md up. `shown` of them (all by default), in that order:
 * the page renders them one at a time.
 */
export function HistoryCards({ summary, thisYear, shown = 3 }: { summary: InvestorSummary; thisYear: string; shown?: number }) {
  const shared = { newestCount: useMediaQuery('(max-width: 767.98px)') ? PHONE_NEWEST_ROWS : NEWEST_ROWS, thisYear };
  return (
    <Columns of="histories">
      <HistoryCard title="Investment History" entries={summary.investments_per_month} emptyText="No investments available" {...shared} />
      {shown >= 2 && (
        <HistoryCard title="Income History" entries={summary.cashflow_per_month} emptyText="No income available" {...shared} />
      )}
      {shown >= 3 && (
        <HistoryCard
          title="Distributions History"
          entries={summary.distributions_per_month}
          emptyText="No distributions available."
          describeEntry={describeDistribution}
          descriptionColumn={descriptionColumn}
          {...shared}
        />
      )}
    </Columns>
  );
}
