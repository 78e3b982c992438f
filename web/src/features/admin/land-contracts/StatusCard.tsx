import styled from 'styled-components';
import { Card } from '../../../components/ui';
import { formatCurrency, formatDate } from '../../../lib/format';
import { FigureList, type Figures } from '../layout/FigureList';
import { SectionHeading } from '../layout/Panel';
import type { LandContract } from './api/use-land-contract';
import { STATE_TEXT, STATUS_MEANINGS } from './figure-texts';

const Meanings = styled.details`
  margin-top: ${({ theme }) => theme.space.md};

  & > summary {
    cursor: pointer;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const MeaningList = styled.dl`
  margin: ${({ theme }) => theme.space.sm} 0 0;

  & > dt {
    font-weight: 600;
  }

  & > dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const dateOrNone = (date: string | null) => (date === null ? 'None' : formatDate(date));

/** The contract today: each figure, then what each one means (closed until asked for). */
export function StatusCard({ contract }: { contract: LandContract }) {
  const { status } = contract;
  const rows: readonly (readonly [label: string, value: string, meaning: string])[] = [
    ['State', STATE_TEXT[status.state], STATUS_MEANINGS.state],
    ['Days past due', String(status.days_past_due), STATUS_MEANINGS.daysPastDue],
    ['Amount past due', formatCurrency(status.amount_past_due), STATUS_MEANINGS.amountPastDue],
    ['Next due date', dateOrNone(status.next_due_date), STATUS_MEANINGS.nextDueDate],
    ['Principal balance', formatCurrency(status.principal_balance), STATUS_MEANINGS.principalBalance],
    ['Accrued interest', formatCurrency(status.accrued_interest), STATUS_MEANINGS.accruedInterest],
    ['Unpaid late fees', formatCurrency(status.unpaid_late_fees), STATUS_MEANINGS.unpaidLateFees],
    ['Payoff today', status.payoff_amount === null ? 'None' : formatCurrency(status.payoff_amount), STATUS_MEANINGS.payoffToday],
  ];
  const figures: Figures = rows.map(([label, value]) => [label, value]);
  return (
    <Card>
      <SectionHeading>{contract.as_of === null ? 'Status today' : `Status on ${formatDate(contract.as_of)}`}</SectionHeading>
      <FigureList figures={figures} />
      <Meanings>
        <summary>What do these figures mean?</summary>
        <MeaningList>
          {rows.map(([label, , meaning]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </MeaningList>
      </Meanings>
    </Card>
  );
}

/** The terms as opened, and what the contract has brought in so far. */
export function TermsCard({ contract }: { contract: LandContract }) {
  const { terms, totals } = contract;
  const lateFee =
    terms.late_fee_type === 'flat' ? formatCurrency(terms.late_fee) : `${terms.late_fee}% (${formatCurrency(terms.late_fee_amount)})`;
  const figures: Figures = [
    ['Buyer', terms.buyer_name],
    ['Contract date', formatDate(terms.contract_date)],
    ['Sale price', formatCurrency(terms.sale_price)],
    ['Down payment', formatCurrency(terms.down_payment)],
    ['Principal at start', formatCurrency(terms.principal)],
    ['Rate', `${terms.annual_rate}% ${terms.day_count}`],
    ['Installment', `${formatCurrency(terms.payment_amount)} × ${terms.number_of_payments}`],
    ['First due', formatDate(terms.first_payment_date)],
    ['Maturity', formatDate(terms.maturity_date)],
    ['Grace days', String(terms.grace_days)],
    ['Late fee', terms.late_fee === 0 ? 'None' : lateFee],
    ['Payments received', formatCurrency(totals.payments)],
    ['Capital returned', formatCurrency(totals.capital_returned)],
    ['Gain', formatCurrency(totals.gain)],
  ];
  return (
    <Card>
      <SectionHeading>Terms</SectionHeading>
      <FigureList figures={figures} />
    </Card>
  );
}
