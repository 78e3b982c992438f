import styled from 'styled-components';
import { centsToDollars } from '../../../components/history';
import { Card, CardTitle } from '../../../components/ui';
import { formatCurrency, formatMonth, formatPercent } from '../../../lib/format';
import type { InvestorSummary } from '../api/answers';
import { FigureList } from './FigureList';
import { Columns, fourColumns, twoColumns } from './layout';
import { firstInvestmentMonth, totalDistributedCents } from './summary-figures';

const StatTitle = styled(CardTitle)`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

/** Shrinks with the screen so a figure fits its card on one line. */
const StatValue = styled.p`
  margin: 0;
  font-size: clamp(1.25rem, 2.2vw, ${({ theme }) => theme.fontSizes.xl});
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** What a figure counts, under it. */
const StatNote = styled.div`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The cards share one height even when a title wraps. */
export const StatRow = styled(Columns)`
  align-items: stretch;
`;

/** A figure with its title over it and, optionally, what it counts under it. */
export function StatCard({ title, value, note }: { title: string; value: string; note?: string }) {
  return (
    <Card>
      <StatTitle>{title}</StatTitle>
      <StatValue>{value}</StatValue>
      {note && <StatNote>{note}</StatNote>}
    </Card>
  );
}

/**
 * Three cards, Active Investments, Total Income, Return on Investment; the last says it is
 * counted since the first investment. A fourth, Total Distributed, is the sum of the distributions.
 */
export function TotalsCards({ summary }: { summary: InvestorSummary }) {
  const since = firstInvestmentMonth(summary);
  const distributions = summary.distributions_per_month.length;
  return (
    <StatRow $md={twoColumns} $xl={fourColumns}>
      <StatCard title="Active Investments" value={formatCurrency(summary.total_investments)} />
      <StatCard title="Total Income" value={formatCurrency(summary.total_income)} />
      <StatCard
        title="Return on Investment"
        value={formatPercent(summary.total_roi)}
        note={since ? `Since first investment, ${formatMonth(since)}` : undefined}
      />
      <StatCard
        title="Total Distributed"
        value={formatCurrency(centsToDollars(totalDistributedCents(summary)))}
        note={`${distributions} ${distributions === 1 ? 'distribution' : 'distributions'} paid out`}
      />
    </StatRow>
  );
}

const Rule = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 ${theme.space.md}`};
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Amount = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

/**
 * A card listing Cash Balance and the investments by property type. Under the balance, the
 * rule the server computes it by: total income minus everything distributed.
 */
export function BalanceCard({ summary }: { summary: InvestorSummary }) {
  const distributed = centsToDollars(totalDistributedCents(summary));
  return (
    <Card as="div">
      <FigureList items={[{ label: 'Cash Balance', value: formatCurrency(summary.cash_balance) }]} />
      <Rule>
        Cash balance = total income − total distributed: <Amount>{formatCurrency(summary.total_income)}</Amount> −{' '}
        <Amount>{formatCurrency(distributed)}</Amount>
      </Rule>
      <FigureList
        items={[
          { label: 'Rental Investments', value: formatCurrency(summary.total_rental_investments) },
          { label: 'Land Contract Investments', value: formatCurrency(summary.total_lc_investments) },
          { label: 'Other Investments', value: formatCurrency(summary.total_other_investments) },
        ]}
      />
    </Card>
  );
}
