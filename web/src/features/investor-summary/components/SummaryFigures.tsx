import styled from 'styled-components';
import { Card, CardTitle } from '../../../components/ui';
import { formatCurrency, formatPercent } from '../../../lib/format';
import type { InvestorSummary } from '../api/types';
import { FigureList } from './FigureList';
import { Columns, threeColumns } from './layout';

const StatTitle = styled(CardTitle)`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

/** Shrinks with the screen so a figure fits its third of a tablet's width on one line. */
const StatValue = styled.p`
  margin: 0;
  font-size: clamp(1.25rem, 2.2vw, ${({ theme }) => theme.fontSizes.xl});
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

/** The three cards share one height even when a title wraps. */
const StatRow = styled(Columns)`
  align-items: stretch;
`;

function StatCard({ title, value }: { title: string; value: string }) {
  return (
    <Card>
      <StatTitle>{title}</StatTitle>
      <StatValue>{value}</StatValue>
    </Card>
  );
}

/** Spec: three cards, Active Investments, Total Income, Return on Investment. */
export function TotalsCards({ summary }: { summary: InvestorSummary }) {
  return (
    <StatRow $md={threeColumns}>
      <StatCard title="Active Investments" value={formatCurrency(summary.total_investments)} />
      <StatCard title="Total Income" value={formatCurrency(summary.total_income)} />
      <StatCard title="Return on Investment" value={formatPercent(summary.total_roi)} />
    </StatRow>
  );
}

/** Spec: a card listing Cash Balance and the investments by property type. */
export function BalanceCard({ summary }: { summary: InvestorSummary }) {
  return (
    <Card as="div">
      <FigureList
        items={[
          { label: 'Cash Balance', value: formatCurrency(summary.cash_balance) },
          { label: 'Rental Investments', value: formatCurrency(summary.total_rental_investments) },
          { label: 'Land Contract Investments', value: formatCurrency(summary.total_lc_investments) },
          { label: 'Other Investments', value: formatCurrency(summary.total_other_investments) },
        ]}
      />
    </Card>
  );
}
