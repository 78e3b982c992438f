import type { BodyField } from '../../../lib/api';
import type { HelperListName } from '../../../lib/admin-helpers/admin-helpers';
import { useAdminHelpers } from '../../../lib/admin-helpers/use-admin-helpers';
import { AmountField, DateField, FormCard, Select, TextInput, type Texts } from '../form-kit';
import { cashMaximumQuery, depositMaximumQuery, investmentMaximumQuery, type MaximumQuery } from './api/withdrawal-maximum';
import { MaximumNote } from './MaximumNote';
import { useWithdrawalForm, withdrawalFields, type WithdrawalPath } from './use-withdrawal-form';

/**
 * One withdrawal form: its selectors, then the date, a note when it has one, and the amount; each
 * field named as its call's body names it.
 */
interface WithdrawalDescription<P extends WithdrawalPath> {
  title: string;
  path: P;
  /** The fields the maximum depends on, each a select over a helper list. */
  selectors: readonly { label: string; name: BodyField<P>; options: HelperListName }[];
  note?: { label: string; name: BodyField<P> };
  /** The maximum is 'the maximum {limit} amount'. */
  limit: 'withdrawal' | 'deposit';
  maximumQuery: (values: Texts<BodyField<P>>) => MaximumQuery;
  success: string;
}

/**
 * A withdrawal form of the 'Withdraw Funds' panel, limited by the maximum the server gives for its
 * selection. The body is its fields in their order; the amount starts at 0.
 */
function withdrawalForm<P extends WithdrawalPath>({
  title,
  path,
  selectors,
  note,
  limit,
  maximumQuery,
  success,
}: WithdrawalDescription<P>) {
  const { date, amount } = withdrawalFields<P>();
  const texts = [...selectors.map(({ name }) => name), date, ...(note ? [note.name] : [])];
  const initial = { ...Object.fromEntries(texts.map((name) => [name, ''])), [amount]: '0' } as Texts<BodyField<P>>;

  return function WithdrawalForm() {
    const helpers = useAdminHelpers();
    const form = useWithdrawalForm({
      path,
      initial,
      selectors: selectors.map(({ name }) => name),
      maximumQuery,
      overMaximum: (maximum) => `Amount cannot exceed the maximum ${limit} amount of ${maximum}`,
      numbers: [amount],
      success,
    });

    return (
      <FormCard
        title={title}
        level={3}
        {...form.card}
        footer={<MaximumNote label={`Maximum ${limit} amount`} maximum={form.maximum} status={form.maximumStatus} />}
      >
        {selectors.map(({ label, name, options }) => (
          <Select key={name} label={label} options={helpers[options]} {...form.bindSelector(name)} />
        ))}
        <DateField label="Date" {...form.bind(date)} />
        {note && <TextInput label={note.label} {...form.bind(note.name)} />}
        <AmountField label="Amount" {...form.amountProps} />
      </FormCard>
    );
  };
}

const investor = { label: 'Investor', name: 'investor_name', options: 'investors_list' } as const;

/** Cash paid out to an investor, up to their cash balance. */
export const CashWithdrawalForm = withdrawalForm({
  title: 'Cash Withdrawal',
  path: '/admin/record_cash_withdrawal',
  selectors: [investor],
  note: { label: 'Description', name: 'description' },
  limit: 'withdrawal',
  maximumQuery: (values) => cashMaximumQuery(values.investor_name),
  success: 'Cash withdrawal recorded successfully',
});

/** Capital an investor takes back out of a property, up to what they have in it. */
export const InvestmentWithdrawalForm = withdrawalForm({
  title: 'Investment Withdrawal',
  path: '/admin/record_investment_withdrawal',
  selectors: [investor, { label: 'Property', name: 'property_name', options: 'properties' }],
  limit: 'withdrawal',
  maximumQuery: (values) => investmentMaximumQuery(values.investor_name, values.property_name),
  success: 'Investment withdrawal recorded successfully',
});

/** A deposit returned from a rental property, up to the deposits it holds. */
export const DepositWithdrawalForm = withdrawalForm({
  title: 'Deposit Withdrawal',
  path: '/admin/record_deposit_withdrawal',
  selectors: [{ label: 'Property', name: 'property_name', options: 'rental_properties' }],
  note: { label: 'Notes', name: 'notes' },
  limit: 'deposit',
  maximumQuery: (values) => depositMaximumQuery(values.property_name),
  success: 'Deposit withdrawal recorded successfully',
});
