import { useMemo } from 'react';
import { centsToDollars, yearLabel } from '../../../../components/history';
import { Card, CardTitle } from '../../../../components/ui';
import { formatCurrency, formatMonth } from '../../../../lib/format';
import type { FeeMonth, InvestorReturns } from '../../api/answers';
import { Disclosure } from './Disclosure';
import { feeYears, type FeeYear } from './fee-years';
import { FeesTable, type FeeAmounts, type FeeLine } from './FeesTable';
import styles from './FeesCard.module.css';

/** A property's returns, as the page has them: undefined while they load, null when they could not be. */
export interface PropertyFees {
  name: string;
  returns: InvestorReturns | null | undefined;
}

const monthAmounts = (month: FeeMonth): FeeAmounts => ({
  allocated: month.allocated,
  fee: month.fee,
  ownExpenses: month.own_expenses,
  net: month.income,
});

const yearLine = (year: FeeYear, thisYear: string): FeeLine => ({
  key: year.year,
  label: yearLabel(year.year, thisYear),
  amounts: {
    allocated: centsToDollars(year.allocatedCents),
    fee: centsToDollars(year.feeCents),
    ownExpenses: centsToDollars(year.ownExpensesCents),
    net: centsToDollars(year.incomeCents),
  },
});

/**
 * The months newest first, each with its properties' parts once every property's returns are here
 * (a property's months are its own fees; they add up to the portfolio's month).
 */
function monthLines(months: readonly FeeMonth[], properties: readonly PropertyFees[]): FeeLine[] {
  const loaded = properties.every((property) => property.returns);
  const partsOf = (date: string) =>
    loaded
      ? properties.flatMap(({ name, returns }) => {
          const month = returns?.fees_per_month.find((row) => row.date === date);
          return month ? [{ label: name, amounts: monthAmounts(month) }] : [];
        })
      : [];
  return [...months].reverse().map((month) => ({
    key: month.date,
    label: formatMonth(month.date),
    amounts: monthAmounts(month),
    parts: partsOf(month.date),
  }));
}

/** Whether any month has expenses charged to the investor alone: else the column would be a line of zeros. */
export const hasOwnExpenses = (months: readonly FeeMonth[]) => months.some((month) => month.own_expenses !== 0);

export interface FeesCardProps {
  /** The whole portfolio's returns: its fees per month, summed over the properties. */
  returns: InvestorReturns;
  /** Each property's returns: what a month opens into. */
  properties: readonly PropertyFees[];
  thisYear: string;
}

/**
 * The fee taken each month: the investor's share of the net income (allocated), the firm's fee out
 * of it, expenses charged to them alone, and what is left to them (net). A total per year, and the
 * rule the fee is taken by; the months open below, each into its properties.
 */
export function FeesCard({ returns, properties, thisYear }: FeesCardProps) {
  const months = returns.fees_per_month; // oldest first
  const withOwnExpenses = hasOwnExpenses(months);
  const years = useMemo(() => feeYears(months).map((year) => yearLine(year, thisYear)), [months, thisYear]);
  const byMonth = useMemo(() => monthLines(months, properties), [months, properties]);
  return (
    <Card>
      <CardTitle>Fees</CardTitle>
      <FeesTable
        caption="Fees per year"
        lineHeader="Year"
        lines={years}
        withOwnExpenses={withOwnExpenses}
        emptyText="No income allocated yet."
      />
      <p className={styles.rule}>
        {formatCurrency(returns.total_fees)} in fees in all. The fee is charged per property, on the months that property earned; another
        property&apos;s loss is not netted against it.
      </p>
      {months.length > 0 && (
        <Disclosure summary={`Every month (${months.length})`}>
          <FeesTable caption="Fees per month" lineHeader="Month" lines={byMonth} withOwnExpenses={withOwnExpenses} emptyText="" />
        </Disclosure>
      )}
    </Card>
  );
}
