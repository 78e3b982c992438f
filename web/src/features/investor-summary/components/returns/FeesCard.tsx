import { centsToDollars, Money, yearLabel } from '../../../../components/history';
import { Card, CardTitle, DataTable, type DataTableColumn } from '../../../../components/ui';
import { formatCurrency, formatMonth } from '../../../../lib/format';
import type { FeeMonth, InvestorReturns } from '../../api/answers';
import { Disclosure } from './Disclosure';
import { feeYears, type FeeYear } from './fee-years';
import styles from './FeesCard.module.css';

const money = (dollars: number) => <Money dollars={dollars} />;
const cents = (amount: number) => <Money dollars={centsToDollars(amount)} />;

const monthColumns: DataTableColumn<FeeMonth>[] = [
  { key: 'month', header: 'Month', cell: (row) => formatMonth(row.date), nowrap: true },
  { key: 'allocated', header: 'Allocated', cell: (row) => money(row.allocated), align: 'end' },
  { key: 'fee', header: 'Fee', cell: (row) => money(row.fee), align: 'end' },
  { key: 'own', header: 'Own expenses', cell: (row) => money(row.own_expenses), align: 'end' },
  { key: 'net', header: 'Net', cell: (row) => money(row.income), align: 'end' },
];

const yearColumns = (thisYear: string): DataTableColumn<FeeYear>[] => [
  { key: 'year', header: 'Year', cell: (row) => yearLabel(row.year, thisYear), nowrap: true },
  { key: 'allocated', header: 'Allocated', cell: (row) => cents(row.allocatedCents), align: 'end' },
  { key: 'fee', header: 'Fee', cell: (row) => cents(row.feeCents), align: 'end' },
  { key: 'own', header: 'Own expenses', cell: (row) => cents(row.ownExpensesCents), align: 'end' },
  { key: 'net', header: 'Net', cell: (row) => cents(row.incomeCents), align: 'end' },
];

/**
 * The fee taken each month: your share of the net income (allocated), the firm's fee out of it,
 * expenses charged to you alone, and what is left to you (net). A total per year; the months open below.
 */
export function FeesCard({ returns, thisYear }: { returns: InvestorReturns; thisYear: string }) {
  const months = returns.fees_per_month; // oldest first
  return (
    <Card>
      <CardTitle>Fees</CardTitle>
      <p className={styles.lead}>
        {formatCurrency(returns.total_fees)} in fees in all. Each month, allocated − fee − own expenses = net, the income that is yours.
      </p>
      <DataTable
        caption="Fees per year"
        columns={yearColumns(thisYear)}
        rows={feeYears(months)}
        rowKey={(row) => row.year}
        emptyText="No income allocated yet."
      />
      {months.length > 0 && (
        <Disclosure summary={`Every month (${months.length})`}>
          <DataTable caption="Fees per month" columns={monthColumns} rows={[...months].reverse()} rowKey={(row) => row.date} emptyText="" />
        </Disclosure>
      )}
    </Card>
  );
}
