import { formatCurrency, formatMultiple, formatPercent } from '../../../../lib/format';
import type { InvestorReturns } from '../../api/answers';
import { Columns } from '../layout';
import { StatCard } from '../SummaryFigures';

/** What a figure that cannot be computed shows: never 0 %, which would be a claim. */
export const NOT_MEANINGFUL = 'Not meaningful';

const multiple = (value: number | null) => (value === null ? NOT_MEANINGFUL : formatMultiple(value));

/**
 * IRR, Equity Multiple and DPI, then this year's Cash-on-Cash (the whole portfolio) or the fees
 * taken (one property). A figure without meaning (flows of one sign, nothing contributed) says so.
 */
export function ReturnsCards({ returns }: { returns: InvestorReturns }) {
  const year = returns.as_of.slice(0, 4);
  const cashOnCash = returns.cash_on_cash_by_year[year];
  return (
    <Columns of="figures">
      <StatCard
        title="IRR"
        value={returns.xirr === null ? NOT_MEANINGFUL : formatPercent(returns.xirr)}
        note={returns.xirr === null ? 'Needs money both in and back out' : 'A yearly rate, from your dated flows'}
      />
      <StatCard title="Equity Multiple" value={multiple(returns.tvpi)} note="Paid back and still held, per dollar in" />
      <StatCard title="DPI" value={multiple(returns.dpi)} note="Paid back so far, per dollar in" />
      {returns.property_name === null ? (
        <StatCard
          title={`Cash-on-Cash ${year}`}
          value={cashOnCash === undefined ? NOT_MEANINGFUL : formatPercent(cashOnCash)}
          note={`Cash withdrawn in ${year}, per dollar invested`}
        />
      ) : (
        <StatCard title="Fees" value={formatCurrency(returns.total_fees)} note="Taken out of your share of the income" />
      )}
    </Columns>
  );
}
