import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PostBody } from '../../../lib/api';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';
import { formatCurrency } from '../../../lib/format';
import { AmountField, DateField, FormCard, Select, TextInput, useRecordForm, WideField, type Texts } from '../form-kit';
import { InvestorChoice } from '../statements/InvestorChoice';
import { distributionKeys } from './api/distribution-calls';

type PlanPath = '/admin/plan_distribution';
type PlanField = 'date' | 'mode' | 'percent' | 'amount' | 'minimum' | 'description';

const MODES = [
  { value: 'balance', label: 'Whole cash balance' },
  { value: 'percent', label: 'Percent of the cash balance' },
  { value: 'amount', label: 'Amount split by cash balance' },
];

const INITIAL: Texts<PlanField> = { date: '', mode: 'balance', percent: '', amount: '', minimum: '', description: '' };

const filled = (text: string) => text.trim() !== '';

/** The plan's body: only the fields its mode takes (the contract refuses the others; one left empty is said 'Required' beside it), and the investors when chosen. */
const planBody = (values: Texts<PlanField>, chosen: readonly string[] | null): PostBody<PlanPath> => {
  const mode = values.mode as PostBody<PlanPath>['mode'];
  return {
    date: values.date,
    mode,
    description: values.description,
    ...(mode === 'percent' && filled(values.percent) ? { percent: values.percent } : {}),
    ...(mode === 'amount' && filled(values.amount) ? { amount: values.amount } : {}),
    ...(mode !== 'amount' && filled(values.minimum) ? { minimum: values.minimum } : {}),
    ...(chosen === null ? {} : { investor_names: [...chosen] }),
  };
};

/**
 * Plans a distribution: its date, how much each investor is paid (the whole cash balance, a percent
 * of it, or an amount split by the balances), the least payment worth sending, the description
 * each withdrawal carries, and to whom. The draft it answers records nothing; it is shown for review.
 */
export function PlanForm({ onPlanned }: { onPlanned: (runId: string) => void }) {
  const investors = useAdminHelpers().investors_list;
  const [chosen, setChosen] = useState<readonly string[] | null>(null);
  const queryClient = useQueryClient();
  const form = useRecordForm<PlanField, PlanPath>({
    path: '/admin/plan_distribution',
    initial: INITIAL,
    required: ['date', 'mode', 'description'],
    toPayload: (values) => planBody(values, chosen),
    validate: () =>
      chosen !== null && chosen.length === 0 ? { message: 'Tick at least one investor, or choose all investors.', fields: [] } : null,
    success: (run) => {
      const paid = run.lines.filter((line) => line.skipped_reason === null).length;
      return `Draft planned: ${paid === 1 ? '1 payment' : `${paid} payments`}, ${formatCurrency(run.total)}. Nothing is paid until it is confirmed.`;
    },
    onSuccess: (run) => {
      queryClient.setQueryData(distributionKeys.run(run.run_id), run);
      onPlanned(run.run_id);
    },
    failureLog: 'Error planning distribution:',
    touches: [distributionKeys.runs()],
  });
  const mode = form.values.mode;
  return (
    <FormCard title="Plan" level={3} submitLabel="Plan Distribution" {...form.card}>
      <DateField label="Date" {...form.bind('date')} />
      <Select label="Pay" placeholder="Select how much" options={MODES} {...form.bind('mode')} />
      {mode === 'percent' && <TextInput label="Percent" inputMode="decimal" placeholder="e.g. 50 or 7.25" {...form.bind('percent')} />}
      {mode === 'amount' && <AmountField label="Total Amount" {...form.bind('amount')} />}
      {mode !== 'amount' && (
        <AmountField label="Minimum Payment" required={false} {...form.bind('minimum')} hint="Smaller payments are skipped." />
      )}
      <WideField>
        <TextInput label="Description" placeholder="e.g. Q3 2026 distribution" {...form.bind('description')} />
      </WideField>
      <WideField>
        <InvestorChoice investors={investors} chosen={chosen} onChange={setChosen} />
      </WideField>
    </FormCard>
  );
}
