import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Card } from '../../../components/ui';
import { formatCurrency, formatDate } from '../../../lib/format';
import { DateField, refusalText, Select } from '../form-kit';
import { DownloadButton } from '../llc-taxes/DownloadButton';
import { FigureList } from '../layout/FigureList';
import { Explanation, SectionHeading } from '../layout/Panel';
import { downloadStatementCsv, usePayoff, type LandContract } from './api/use-land-contract';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space.md};

  & > :first-child {
    flex: 1 1 12rem;
  }
`;

/** What pays an open contract off on a chosen day: balance, interest to that day and the fees owed. */
export function PayoffCard({ propertyName }: { propertyName: string }) {
  const [day, setDay] = useState('');
  const [asked, setAsked] = useState('');
  const payoff = usePayoff(propertyName, asked);
  const quote = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAsked(day);
  };
  const refused = asked === day && payoff.error ? refusalText(payoff.error) : undefined;
  const data = asked === day ? payoff.data : undefined;
  return (
    <Card>
      <SectionHeading>Payoff Quote</SectionHeading>
      <Explanation>The amount that pays the contract off if paid on the day chosen, on or after the last payment.</Explanation>
      <Row onSubmit={quote} aria-label="Payoff quote" noValidate>
        <DateField label="Good Through" value={day} onChange={(event) => setDay(event.target.value)} error={refused} />
        <Button type="submit" variant="secondary" disabled={day === ''}>
          Quote Payoff
        </Button>
      </Row>
      {data && (
        <FigureList
          figures={[
            ['Principal balance', formatCurrency(data.principal_balance)],
            ['Interest unpaid', formatCurrency(data.unpaid_interest)],
            [`Interest for ${data.interest_days} days`, formatCurrency(data.interest_accrued)],
            ['Unpaid late fees', formatCurrency(data.unpaid_late_fees)],
            [`Payoff on ${formatDate(data.good_through)}`, formatCurrency(data.payoff_amount)],
            ['Per diem (one more day)', formatCurrency(data.per_diem)],
          ]}
        />
      )}
    </Card>
  );
}

/** The years a contract's span meets, up to this one: those a statement can be asked for. */
export function statementYears(contract: LandContract, thisYear: number): string[] {
  const first = Number(contract.terms.contract_date.slice(0, 4));
  const last = Math.min(thisYear, Number((contract.status.end_date ?? `${thisYear}`).slice(0, 4)));
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => String(last - index));
}

/** The buyer's year-end statement and its Form 1098 data, as a CSV for the year chosen. */
export function StatementCard({ propertyName, contract }: { propertyName: string; contract: LandContract }) {
  const years = statementYears(contract, new Date().getFullYear());
  const [year, setYear] = useState(years[0] ?? '');
  return (
    <Card>
      <SectionHeading>Year-end Statement</SectionHeading>
      <Explanation>
        Interest, late fees and principal received in a year, and the Form 1098 boxes, for the buyer and the preparer.
      </Explanation>
      <Row as="div">
        <Select label="Statement Year" options={years} value={year} onChange={(event) => setYear(event.target.value)} />
        <DownloadButton
          label="Year-end statement (CSV)"
          download={() => (year === '' ? Promise.resolve() : downloadStatementCsv(propertyName, year, contract.contract_id))}
        />
      </Row>
    </Card>
  );
}
