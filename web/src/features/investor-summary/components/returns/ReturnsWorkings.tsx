import type { ReactNode } from 'react';
import { centsToDollars, Money } from '../../../../components/history';
import { Button, DataTable, type DataTableColumn } from '../../../../components/ui';
import { formatDate, formatMultiple } from '../../../../lib/format';
import type { InvestorReturns, InvestorSummary, ReturnFlow } from '../../api/answers';
import { downloadFlows } from '../../api/use-investor-returns';
import { NOT_MEANINGFUL } from '../figures/FigureTile';
import { totalDistributedCents } from '../summary-figures';
import { Disclosure } from './Disclosure';
import styles from './ReturnsWorkings.module.css';

/** Each flow as the CSV names its kind (contribution, capital_returned, distribution, income, value). */
const flowKinds: Record<ReturnFlow['kind'], string> = {
  contribution: 'Contribution',
  capital_returned: 'Capital returned',
  distribution: 'Distribution',
  income: 'Income',
  value: 'Value',
};

/** The property of each flow is named only where flows of several properties are listed (the portfolio's). */
const columns = (withProperty: boolean): DataTableColumn<ReturnFlow>[] => [
  { key: 'date', header: 'Date', cell: (flow) => formatDate(flow.date), nowrap: true },
  {
    key: 'kind',
    header: 'Flow',
    cell: (flow) => (
      <>
        {flowKinds[flow.kind]}
        {withProperty && flow.property_name !== null && <span className={styles.property}>{flow.property_name}</span>}
      </>
    ),
  },
  { key: 'amount', header: 'Amount', cell: (flow) => <Money dollars={flow.amount} />, align: 'end' },
];

/** Amounts and formulas are never broken inside. */
function Figure({ children }: { children: ReactNode }) {
  return <span className={styles.figure}>{children}</span>;
}

const money = (dollars: number) => (
  <Figure>
    <Money dollars={dollars} />
  </Figure>
);

const ratio = (value: number | null) => (value === null ? NOT_MEANINGFUL.toLowerCase() : formatMultiple(value));

export interface ReturnsWorkingsProps {
  /** The whole portfolio's returns: its formulas are the page's, shown once (a property's panel counts its income as paid out). */
  returns: InvestorReturns;
  summary: Pick<InvestorSummary, 'total_income' | 'distributions_per_month'>;
}

/**
 * How each figure of the page is computed, with the amounts put in: the value, IRR from the dated
 * flows, the multiples, cash-on-cash, return on investment, the cash balance and the fees; every flow (a table that
 * opens), and the flows as CSV for a spreadsheet's XIRR.
 */
export function ReturnsWorkings({ returns, summary }: ReturnsWorkingsProps) {
  const rows = returns.flows.length + 1; // the CSV's header is row 1
  const firstDate = returns.flows[0]?.date;
  const paidBack = (
    <>
      {money(returns.total_distributed)} + {money(returns.total_capital_returned)}
    </>
  );
  return (
    <div className={styles.workings}>
      <ul className={styles.lines}>
        <li>
          <strong>Value (NAV) on {formatDate(returns.as_of)}:</strong> {money(returns.nav)}, your Active Investments and Cash Balance,
          counted as if paid to you that day.
        </li>
        <li>
          <strong>IRR</strong> is the yearly rate r at which the flows below add up to zero, each amount ×{' '}
          <Figure>
            (1 + r)<sup className={styles.exponent}>−days since {firstDate ? formatDate(firstDate) : 'the first'} ÷ 365</sup>
          </Figure>
          . A spreadsheet gives it from the CSV:{' '}
          <Figure>
            =XIRR(B2:B{rows}, A2:A{rows})
          </Figure>
          .
        </li>
        <li>
          <strong>Equity Multiple</strong> = (distributed + capital returned + value) ÷ contributed = ({paidBack} + {money(returns.nav)}) ÷{' '}
          {money(returns.total_contributed)} = <Figure>{ratio(returns.tvpi)}</Figure>
        </li>
        <li>
          <strong>DPI</strong> = (distributed + capital returned) ÷ contributed = ({paidBack}) ÷ {money(returns.total_contributed)} ={' '}
          <Figure>{ratio(returns.dpi)}</Figure>
        </li>
        <li>
          <strong>Cash-on-Cash</strong> of a year = what was distributed to you in it ÷ the capital the Yearly ROI counts for it × 100.
        </li>
        <li>
          <strong>Return on Investment</strong> = Total Income ÷ Active Investments × 100, since your first investment; the Yearly ROI is
          each year&apos;s income over the average amount invested during it.
        </li>
        <li>
          <strong>Cash Balance</strong> = Total Income − Distributed: {money(summary.total_income)} −{' '}
          {money(centsToDollars(totalDistributedCents(summary)))}
        </li>
        <li>
          <strong>Fees</strong>: each month, Net = Allocated − Fee − Own expenses, the income that is yours (Income History).
        </li>
        <li>A property&apos;s own IRR and multiples count its income as what it paid out, and its investment still in it as its value.</li>
        <li>
          <strong>A land-contract payment</strong> is split into late fees, interest and principal: the principal returns your capital first
          (Capital returned, no fee); interest, late fees and any gain (principal once all your capital is back) are income.
        </li>
      </ul>
      <Button variant="secondary" onClick={() => void downloadFlows(returns)}>
        Download flows (CSV)
      </Button>
      <Disclosure summary={`Every dated flow (${returns.flows.length})`}>
        <DataTable
          caption="Dated flows"
          columns={columns(returns.property_name === null)}
          rows={returns.flows}
          rowKey={(flow, index) => `${flow.date}#${index}`}
          emptyText="No flows yet."
        />
      </Disclosure>
    </div>
  );
}
