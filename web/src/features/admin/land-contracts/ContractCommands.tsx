import { formatDate } from '../../../lib/format';
import type { PostBody } from '../../../lib/api';
import { touches } from '../api/touches';
import { DateField, FormCard, TextInput, useRecordForm } from '../form-kit';
import { CardGrid } from '../layout/Panel';
import type { LandContract } from './api/use-land-contract';

interface CommandProps {
  propertyName: string;
  contract: LandContract;
}

function CloseForm({ propertyName }: CommandProps) {
  const form = useRecordForm({
    path: '/admin/close_land_contract',
    initial: { close_date: '', reason: '' },
    toPayload: (values): PostBody<'/admin/close_land_contract'> => ({ property_name: propertyName, ...values }),
    success: 'Land contract closed successfully',
    failureLog: 'Error closing land contract:',
    touches: touches.ledgerRecord,
    confirm: ({ close_date }) =>
      `Close the contract of ${propertyName} on ${formatDate(close_date)}? Nothing accrues or falls due after that day, and no payment can be recorded after it.`,
  });
  return (
    <FormCard title="Close (forfeiture or cancellation)" level={3} submitLabel="Close Contract" {...form.card}>
      <DateField label="Close Date" {...form.bind('close_date')} />
      <TextInput label="Reason" autoComplete="off" {...form.bind('reason')} />
    </FormCard>
  );
}

function ReopenForm({ propertyName }: CommandProps) {
  const form = useRecordForm({
    path: '/admin/reopen_land_contract',
    initial: { reason: '' },
    toPayload: (values): PostBody<'/admin/reopen_land_contract'> => ({ property_name: propertyName, ...values }),
    success: 'Land contract reopened successfully',
    failureLog: 'Error reopening land contract:',
    touches: touches.ledgerRecord,
    confirm: () => `Reopen the contract of ${propertyName}? Its close is undone and interest runs again from its last payment.`,
  });
  return (
    <FormCard title="Reopen" level={3} submitLabel="Reopen Contract" {...form.card}>
      <TextInput label="Reason" autoComplete="off" {...form.bind('reason')} />
    </FormCard>
  );
}

function VoidForm({ propertyName, contract }: CommandProps) {
  const form = useRecordForm({
    path: '/admin/void_land_contract',
    initial: { reason: '' },
    toPayload: (values): PostBody<'/admin/void_land_contract'> => ({ property_name: propertyName, ...values }),
    success: 'Land contract voided successfully',
    failureLog: 'Error voiding land contract:',
    touches: touches.ledgerRecord,
    confirm: () =>
      `Void the contract of ${propertyName} dated ${formatDate(contract.terms.contract_date)}? It is treated as never opened; open it again with the right terms.`,
  });
  return (
    <FormCard title="Void (wrong terms)" level={3} submitLabel="Void Contract" {...form.card}>
      <TextInput label="Reason" autoComplete="off" {...form.bind('reason')} />
    </FormCard>
  );
}

/** Close an open contract, reopen a closed one, void the latest (refused while a payment lies in it). */
export function ContractCommands(props: CommandProps) {
  const { state } = props.contract.status;
  const open = state === 'current' || state === 'past_due';
  return (
    <CardGrid>
      {open && <CloseForm {...props} />}
      {state === 'closed' && <ReopenForm {...props} />}
      <VoidForm {...props} />
    </CardGrid>
  );
}
