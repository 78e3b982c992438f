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

/** The commands that take a reason alone: reopening a closed contract, voiding the latest. */
interface ReasonCommand {
  path: '/admin/reopen_land_contract' | '/admin/void_land_contract';
  title: string;
  submitLabel: string;
  success: string;
  failureLog: string;
  question: string;
}

function ReasonForm({ propertyName, command }: { propertyName: string; command: ReasonCommand }) {
  const form = useRecordForm({
    path: command.path,
    initial: { reason: '' },
    toPayload: (values) => ({ property_name: propertyName, ...values }),
    success: command.success,
    failureLog: command.failureLog,
    touches: touches.ledgerRecord,
    confirm: () => command.question,
  });
  return (
    <FormCard title={command.title} level={3} submitLabel={command.submitLabel} {...form.card}>
      <TextInput label="Reason" autoComplete="off" {...form.bind('reason')} />
    </FormCard>
  );
}

const reopen = (propertyName: string): ReasonCommand => ({
  path: '/admin/reopen_land_contract',
  title: 'Reopen',
  submitLabel: 'Reopen Contract',
  success: 'Land contract reopened successfully',
  failureLog: 'Error reopening land contract:',
  question: `Reopen the contract of ${propertyName}? Its close is undone and interest runs again from its last payment.`,
});

const voiding = (propertyName: string, contract: LandContract): ReasonCommand => ({
  path: '/admin/void_land_contract',
  title: 'Void (wrong terms)',
  submitLabel: 'Void Contract',
  success: 'Land contract voided successfully',
  failureLog: 'Error voiding land contract:',
  question: `Void the contract of ${propertyName} dated ${formatDate(contract.terms.contract_date)}? It is treated as never opened; open it again with the right terms.`,
});

/** Close an open contract, reopen a closed one, void the latest (refused while a payment lies in it). */
export function ContractCommands(props: CommandProps) {
  const { state } = props.contract.status;
  const open = state === 'current' || state === 'past_due';
  return (
    <CardGrid>
      {open && <CloseForm {...props} />}
      {state === 'closed' && <ReasonForm propertyName={props.propertyName} command={reopen(props.propertyName)} />}
      <ReasonForm propertyName={props.propertyName} command={voiding(props.propertyName, props.contract)} />
    </CardGrid>
  );
}
