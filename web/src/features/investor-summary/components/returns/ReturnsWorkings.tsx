import type { ReactNode } from 'react';
import { Button, Card, CardTitle, DataTable, type DataTableColumn } from '../../../../components/ui';
import { Money } from '../../../../components/history';
import { formatCurrency, formatDate, formatMultiple } from '../../../../lib/format';
import type { InvestorReturns, ReturnFlow } from '../../api/answers';
import { downloadFlows } from '../../api/use-investor-returns';
import { Disclosure } from './Disclosure';
import { NOT_MEANINGFUL } from './ReturnsCards';
import styles from './ReturnsWorkings.module.css';

const flowKinds: Record<ReturnFlow['kind'], string> = {
  contribution: 'Invested',
  capital_returned: 'Capital returned',
  distribution: 'Cash withdrawn',
  income: 'Income',
  value: 'Value held',
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

const ratio = (value: number | null) => (value === null ? NOT_MEANINGFUL.toLowerCase() : formatMultiple(value));

/**
 * How each figure is computed from the investor's dated flows, with the amounts put in: the value
 * line, the formulas, every flow (a table that opens), and the flows as CSV for a spreadsheet's XIRR.
 */
export function ReturnsWorkings({ returns }: { returns: InvestorReturns }) {
  const portfolio = returns.property_name === null;
  const paidOut = portfolio ? 'cash withdrawn' : 'income';
  const rows = returns.flows.length + 1; // the CSV's header is row 1
  const firstDate = returns.flows[0]?.date;
  const paidBack = (
    <>
      <Figure>{formatCurrency(returns.total_distributed)}</Figure> + <Figure>{formatCurrency(returns.total_capital_returned)}</Figure>
    </>
  );
  return (
    <Card>
      <CardTitle>How is this computed?</CardTitle>
      <ul className={styles.lines}>
        <li>
          <strong>Value on {formatDate(returns.as_of)}:</strong> <Figure>{formatCurrency(returns.nav)}</Figure>,{' '}
          {portfolio ? 'your active investments and cash balance' : `your investment still in ${returns.property_name}`}, counted as if paid
          to you that day.
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
          <strong>Equity Multiple</strong> = ({paidOut} + capital returned + value) ÷ invested = ({paidBack} +{' '}
          <Figure>{formatCurrency(returns.nav)}</Figure>) ÷ <Figure>{formatCurrency(returns.total_contributed)}</Figure> ={' '}
          <Figure>{ratio(returns.tvpi)}</Figure>
        </li>
        <li>
          <strong>DPI</strong> = ({paidOut} + capital returned) ÷ invested = ({paidBack}) ÷{' '}
          <Figure>{formatCurrency(returns.total_contributed)}</Figure> = <Figure>{ratio(returns.dpi)}</Figure>
        </li>
        {portfolio && (
          <li>
            <strong>Cash-on-Cash</strong> of a year = the cash you withdrew in it ÷ the capital the Yearly ROI counts for it × 100.
          </li>
        )}
      </ul>
      <Button variant="secondary" onClick={() => void downloadFlows(returns)}>
        Download flows (CSV)
      </Button>
      <Disclosure summary={`Every dated flow (${returns.flows.length})`}>
        <DataTable
          caption="Dated flows"
          columns={columns(portfolio)}
          rows={returns.flows}
          rowKey={(flow, index) => `${flow.date}#${index}`}
          emptyText="No flows yet."
        />
      </Disclosure>
    </Card>
  );
}
