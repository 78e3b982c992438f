import { Money } from '../../../components/history';
import { Card, CardTitle } from '../../../components/ui';
import { formatMonth, formatMultiple, formatPercent } from '../../../lib/format';
import type { InvestorReturns, InvestorSummary } from '../api/answers';
import { FigureTile, NOT_MEANINGFUL, NOTHING_CONTRIBUTED } from './figures/FigureTile';
import { FigureList, money } from './FigureList';
import { firstInvestmentMonth } from './summary-figures';
import styles from './SummaryFigures.module.css';

/** DPI and this year's Cash-on-Cash, from the portfolio's returns (nothing until they are here); what they mean is in the band's workings. */
function ReturnsFigures({ returns }: { returns: InvestorReturns }) {
  const year = returns.as_of.slice(0, 4);
  const cashOnCash = returns.cash_on_cash_by_year[year];
  return (
    <>
      <FigureTile
        small
        title="DPI"
        value={returns.dpi === null ? null : formatMultiple(returns.dpi)}
        note={returns.dpi === null ? NOTHING_CONTRIBUTED : undefined}
      />
      <FigureTile
        small
        title={`Cash-on-Cash ${year}`}
        value={cashOnCash === undefined ? null : formatPercent(cashOnCash)}
        note={cashOnCash === undefined ? `${NOT_MEANINGFUL}: no capital in ${year}` : undefined}
      />
    </>
  );
}

/**
 * The figures after the lead band's: Active Investments, Total Income and Return on Investment
 * (counted since the first investment), DPI and this year's Cash-on-Cash, then Cash Balance and
 * the investments by property type.
 */
export function MoreFigures({ summary, returns }: { summary: InvestorSummary; returns: InvestorReturns | undefined }) {
  const since = firstInvestmentMonth(summary);
  return (
    <Card className={styles.card}>
      <CardTitle>More figures</CardTitle>
      <div className={styles.tiles}>
        <FigureTile small title="Active Investments" value={<Money dollars={summary.total_investments} />} />
        <FigureTile small title="Total Income" value={<Money dollars={summary.total_income} />} />
        {returns && <ReturnsFigures returns={returns} />}
        <div className={styles.wide}>
          <FigureTile
            small
            title="Return on Investment"
            value={formatPercent(summary.total_roi)}
            note={since ? `Since first investment, ${formatMonth(since)}` : undefined}
          />
        </div>
      </div>
      <FigureList
        items={[
          money('Cash Balance', summary.cash_balance),
          money('Rental Investments', summary.total_rental_investments),
          money('Land Contract Investments', summary.total_lc_investments),
          money('Other Investments', summary.total_other_investments),
        ]}
      />
    </Card>
  );
}
