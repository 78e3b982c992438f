import { touches } from '../api/touches';
import { AmountField, DateField, FormCard, optionsOf, Select, TextInput, useRecordForm, WideField } from '../form-kit';
import { OPEN_INITIAL, OPEN_OPTIONAL, openBody } from './open-contract-body';
import { SchedulePreview } from './SchedulePreview';

const DAY_COUNTS = optionsOf({ 'actual/365': 'Actual days / 365', '30/360': '30-day months / 360' });
const LATE_FEE_TYPES = optionsOf({ percent: 'Percent of the installment', flat: 'Flat amount' });

/**
 * 'Open a contract': the terms of the sale of a Land Contract property. Every payment recorded on
 * the property from the contract date on is then split by them (docs/land-contracts.md).
 */
export function OpenContractForm({ propertyName, title }: { propertyName: string; title: string }) {
  const form = useRecordForm({
    path: '/admin/open_land_contract',
    initial: OPEN_INITIAL,
    optional: OPEN_OPTIONAL,
    toPayload: (values) => openBody(propertyName, values),
    success: 'Land contract opened successfully',
    failureLog: 'Error opening land contract:',
    touches: touches.ledgerRecord,
  });
  const { bind } = form;
  const percent = form.values.late_fee_type === 'percent';
  return (
    <FormCard title={title} submitLabel="Open Contract" {...form.card}>
      <TextInput label="Buyer Name" autoComplete="off" {...bind('buyer_name')} />
      <TextInput label="Buyer Address" autoComplete="off" {...bind('buyer_address')} />
      <DateField label="Contract Date" {...bind('contract_date')} />
      <DateField label="Origination Date (if earlier)" required={false} {...bind('origination_date')} />
      <AmountField label="Sale Price" {...bind('sale_price')} />
      <AmountField label="Down Payment" {...bind('down_payment')} />
      <AmountField label="Opening Balance (a contract taken over)" required={false} {...bind('opening_balance')} />
      <TextInput label="Annual Rate (%)" inputMode="decimal" autoComplete="off" {...bind('annual_rate')} />
      <Select label="Day Count" options={DAY_COUNTS} {...bind('day_count')} />
      <AmountField label="Monthly Installment" {...bind('payment_amount')} />
      <DateField label="First Payment Date" {...bind('first_payment_date')} />
      <TextInput label="Number of Payments" inputMode="numeric" autoComplete="off" {...bind('number_of_payments')} />
      <TextInput label="Grace Days" inputMode="numeric" autoComplete="off" {...bind('grace_days')} />
      <Select label="Late Fee Type" options={LATE_FEE_TYPES} {...bind('late_fee_type')} />
      <TextInput
        label={percent ? 'Late Fee (% of the installment)' : 'Late Fee ($)'}
        inputMode="decimal"
        autoComplete="off"
        {...bind('late_fee')}
      />
      <WideField>
        <TextInput label="Description" required={false} autoComplete="off" {...bind('description')} />
      </WideField>
      <WideField>
        <SchedulePreview body={openBody(propertyName, form.values)} />
      </WideField>
    </FormCard>
  );
}
