import { useState } from 'react';
import styled from 'styled-components';
import { DataTable, type DataTableColumn } from '../../../components/ui';
import { formatCurrency, formatDate } from '../../../lib/format';
import { TableCard } from '../layout/Panel';
import type { Installment, LandContract, Receipt } from './api/use-land-contract';

/** A column of dollars. */
export const amount = <Row,>(key: string, header: string, of: (row: Row) => number): DataTableColumn<Row> => ({
  key,
  header,
  cell: (row) => formatCurrency(of(row)),
  align: 'end',
});

/** The down payment is told apart under its date: a column for it would cost every payment's row its width. */
const Kind = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const receiptColumns: DataTableColumn<Receipt>[] = [
  {
    key: 'date',
    header: 'Date',
    cell: (row) => (
      <>
        {formatDate(row.date)}
        {row.kind === 'down_payment' && <Kind>Down payment</Kind>}
      </>
    ),
    nowrap: true,
  },
  amount('amount', 'Amount', (row) => row.amount),
  amount('fees', 'Late fees', (row) => row.late_fees_paid),
  amount('interest', 'Interest', (row) => row.interest_paid),
  amount('principal', 'Principal', (row) => row.principal_paid),
  // Shorter names on a phone's stacked lines, so each value stays beside its name.
  { ...amount('capital', 'Capital returned', (row) => row.capital_returned), label: 'Capital back' },
  amount('gain', 'Gain', (row) => row.gain),
  { ...amount('unpaid', 'Interest unpaid', (row) => row.unpaid_interest), label: 'Interest due' },
  amount('balance', 'Balance after', (row) => row.balance),
];

/** Every receipt in the order it was applied, with its split and what it left owing. */
export function ReceiptsCard({ contract }: { contract: LandContract }) {
  return (
    <TableCard
      title="Payments and Splits"
      subtitle="Each payment pays late fees first, then interest, then principal; principal returns the investors' capital before it is gain."
    >
      <DataTable
        caption="Payments and splits"
        columns={receiptColumns}
        rows={contract.history}
        rowKey={(row) => row.id}
        emptyText="No payments yet."
        stacks
        keyColumn="date"
      />
    </TableCard>
  );
}

const installmentColumns: DataTableColumn<Installment>[] = [
  { key: 'number', header: '#', cell: (row) => row.number, align: 'end' },
  { key: 'due', header: 'Due', cell: (row) => formatDate(row.due_date), nowrap: true },
  amount('payment', 'Payment', (row) => row.payment),
  amount('interest', 'Interest', (row) => row.interest),
  amount('principal', 'Principal', (row) => row.principal),
  amount('balance', 'Balance', (row) => row.balance),
];

const Plan = styled.details`
  & > summary {
    cursor: pointer;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }

  &[open] > summary {
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

export interface ScheduleTableProps {
  rows: readonly Installment[];
  caption: string;
}

/** Installments of a plan; the last one is the balloon (everything left). */
export function ScheduleTable({ rows, caption }: ScheduleTableProps) {
  return (
    <DataTable
      caption={caption}
      columns={installmentColumns}
      rows={rows}
      rowKey={(row) => String(row.number)}
      emptyText="No installments."
      stacks
      keyColumn="due"
    />
  );
}

/** The plan as if every installment were paid on its due date; opens on demand (up to 480 rows). */
export function ScheduleCard({ contract }: { contract: LandContract }) {
  // Drawn once first opened: closed, its rows would cost every render of the panel for nothing.
  const [opened, setOpened] = useState(false);
  return (
    <TableCard
      title="Planned Schedule"
      subtitle="A plan, not the record: it assumes each installment is paid on its due date, and has no late fees."
    >
      <Plan onToggle={(event) => event.currentTarget.open && setOpened(true)}>
        <summary>Show all {contract.schedule.length} installments</summary>
        {opened && <ScheduleTable rows={contract.schedule} caption="Planned schedule" />}
      </Plan>
    </TableCard>
  );
}
