import styled from 'styled-components';
import { isApiError, type PostBody } from '../../../lib/api';
import { formatCurrency } from '../../../lib/format';
import { refusalText, type Texts } from '../form-kit';
import type { LiveView } from '../forms/RecordForm';
import { usePreview } from './api/use-preview';

type PaymentPath = '/admin/record_lc_payment';
type PaymentField = keyof PostBody<PaymentPath> & string;
type Split = { governed: boolean } & Partial<
  Record<'late_fees_paid' | 'interest_paid' | 'principal_paid' | 'balance_after' | 'unpaid_interest_after', number | null>
>;

const Box = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const dollars = (amount: number | null | undefined) => formatCurrency(amount ?? 0);

/** The split in one sentence: what each part of the payment pays, and what is left owing. */
function SplitText({ split }: { split: Split }) {
  if (!split.governed) return <>No contract governs this date: the whole payment counts as income, as a payment before any contract.</>;
  return (
    <>
      <strong>This payment would pay</strong> late fees {dollars(split.late_fees_paid)}, interest {dollars(split.interest_paid)} and
      principal {dollars(split.principal_paid)}, leaving a balance of {dollars(split.balance_after)}
      {(split.unpaid_interest_after ?? 0) > 0 && <> and {dollars(split.unpaid_interest_after)} of interest unpaid</>}.
    </>
  );
}

/**
 * 'Add New Land Contract Payment' as it is filled in: how the payment would split, asked of the
 * server as typing pauses, and the refusal the server would give beside the field it is about (an
 * overpayment beside the amount).
 */
export function usePaymentSplit(values: Texts<PaymentField>): LiveView<PaymentField> {
  const body = { ...values, amount: values.amount.trim() === '' ? values.amount : Number(values.amount) };
  const preview = usePreview('/admin/preview_lc_payment', body);
  // A refusal the record would give too (409); anything else (the server not reached) the submit will say.
  if (isApiError(preview.error) && preview.error.status === 409) {
    const refusal = refusalText(preview.error);
    return { notes: { [/amount|payoff/i.test(refusal) ? 'amount' : 'payment_date']: refusal } };
  }
  if (!preview.data) return {};
  return {
    shown: (
      <Box role="status">
        <SplitText split={preview.data} />
      </Box>
    ),
  };
}
