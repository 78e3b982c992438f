import { useState } from 'react';
import { Button, DataTable, type DataTableColumn } from '../../../components/ui';
import type { PostBody } from '../../../lib/api';
import { formatCurrency, formatDate } from '../../../lib/format';
import { touches } from '../api/touches';
import { DateField, FormCard, TextInput, useRecordForm } from '../form-kit';
import { TableCard } from '../layout/Panel';
import type { LandContract, LateFee } from './api/use-land-contract';
import { amount } from './HistoryTables';

/** What became of a fee nothing is owed on. */
const settled = (fee: LateFee) => (fee.waived === 0 ? 'Paid' : fee.paid === 0 ? 'Waived' : 'Part paid, part waived');

interface WaiveFormProps {
  propertyName: string;
  fee: LateFee;
  onDone: () => void;
}

/** Waives what is unpaid of one installment's fee, from a day on, for a reason the audit trail keeps. */
function WaiveForm({ propertyName, fee, onDone }: WaiveFormProps) {
  const form = useRecordForm({
    path: '/admin/waive_lc_late_fee',
    initial: { waive_date: '', reason: '' },
    toPayload: (values): PostBody<'/admin/waive_lc_late_fee'> => ({ property_name: propertyName, due_date: fee.due_date, ...values }),
    success: 'Late fee waived successfully',
    failureLog: 'Error waiving late fee:',
    touches: touches.ledgerRecord,
    onSuccess: onDone,
    confirm: ({ waive_date }) =>
      `Waive the unpaid late fee of the installment due ${formatDate(fee.due_date)} from ${formatDate(waive_date)} on? The buyer no longer owes it.`,
  });
  return (
    <FormCard title={`Waive the fee of the installment due ${formatDate(fee.due_date)}`} level={3} submitLabel="Waive Fee" {...form.card}>
      <DateField label="Waive Date" {...form.bind('waive_date')} />
      <TextInput label="Reason" autoComplete="off" {...form.bind('reason')} />
    </FormCard>
  );
}

/** Every late fee assessed, what of it is paid, waived or still owed; an owed one can be waived. */
export interface LateFeesCardProps {
  propertyName: string;
  contract: LandContract;
  /** An administrator may waive an owed fee; an auditor sees it owed. */
  canWaive: boolean;
}

export function LateFeesCard({ propertyName, contract, canWaive }: LateFeesCardProps) {
  const [waiving, setWaiving] = useState<string | null>(null);
  const columns: DataTableColumn<LateFee>[] = [
    { key: 'due', header: 'Due date', cell: (fee) => formatDate(fee.due_date), nowrap: true },
    { key: 'assessed', header: 'Assessed on', cell: (fee) => formatDate(fee.assessed_on), nowrap: true },
    amount('amount', 'Fee', (fee) => fee.amount),
    amount('paid', 'Paid', (fee) => fee.paid),
    amount('waived', 'Waived', (fee) => fee.waived),
    amount('unpaid', 'Unpaid', (fee) => fee.unpaid),
    {
      key: 'status',
      header: 'Status',
      cell: (fee) =>
        fee.unpaid > 0 && !canWaive ? (
          'Owed'
        ) : fee.unpaid > 0 ? (
          <Button
            variant="secondary"
            compact
            aria-label={`Waive the fee due ${formatDate(fee.due_date)}`}
            onClick={() => setWaiving(fee.due_date)}
          >
            Waive
          </Button>
        ) : (
          settled(fee)
        ),
    },
  ];
  const fee = contract.late_fees.find((row) => row.due_date === waiving);
  return (
    <TableCard
      title="Late Fees"
      subtitle={`A fee of ${formatCurrency(contract.terms.late_fee_amount)} is assessed the day after an installment's ${contract.terms.grace_days} grace days end unpaid, once per installment.`}
    >
      <DataTable
        caption="Late fees"
        columns={columns}
        rows={contract.late_fees}
        rowKey={(row) => row.due_date}
        emptyText="No late fees assessed."
        stacks
        keyColumn="due"
      />
      {fee && <WaiveForm key={fee.due_date} propertyName={propertyName} fee={fee} onDone={() => setWaiving(null)} />}
    </TableCard>
  );
}
