import { centsToDollars } from '../../../components/history';
import { Card } from '../../../components/ui';
import { formatCurrency, formatMonth, formatPercent } from '../../../lib/format';
import type { InvestorSummary } from '../api/answers';
import { FigureList, money } from './FigureList';
import { Columns } from './layout';
import { firstInvestmentMonth, totalDistributedCents } from './summary-figures';
import styles from './SummaryFigures.module.css';

/** A figure with its title over it and, optionally, what it counts under it. */
export function StatCard({ title, value, note }: { title: string; value: string; note?: string }) {
  return (
    <Card>
      <h2 className={styles.statTitle}>{title}</h2>
      <p className={styles.statValue}>{value}</p>
      {note && <div className={styles.statNote}>{note}</div>}
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
    <Columns of="figures">
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
    </Columns>
  );
}

/**
 * A card listing Cash Balance and the investments by property type. Under the balance, the
 * rule the server computes it by: total income minus everything distributed.
 */
export function BalanceCard({ summary }: { summary: InvestorSummary }) {
  const distributed = centsToDollars(totalDistributedCents(summary));
  return (
    <Card as="div">
      <FigureList items={[money('Cash Balance', summary.cash_balance)]} />
      <p className={styles.rule}>
        Cash balance = total income − total distributed: <span className={styles.amount}>{formatCurrency(summary.total_income)}</span> −{' '}
        <span className={styles.amount}>{formatCurrency(distributed)}</span>
      </p>
      <FigureList
        items={[
          money('Rental Investments', summary.total_rental_investments),
          money('Land Contract Investments', summary.total_lc_investments),
          money('Other Investments', summary.total_other_investments),
        ]}
      />
    </Card>
  );
}
