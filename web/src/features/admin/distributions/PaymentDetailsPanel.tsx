import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type DataTableColumn } from '../../../components/ui';
import { detailsText, detailsWithName } from '../../payment-details/details';
import { useRole } from '../../auth';
import { ProblemMessage, refusalText } from '../form-kit';
import { Explanation, Panel, QueryTableCard } from '../layout/Panel';
import { usePaymentDetailsList, useReviewPaymentDetails, type PaymentDetailsEntry } from './api/distribution-calls';
import { PaymentDetailsForm } from './PaymentDetailsForm';

/** The pending change and, for an administrator, Approve and Reject under it. */
const PendingCell = styled.div`
  display: flex;
  flex-direction: column;
  align-items: inherit;
  gap: ${({ theme }) => theme.space.xs};
`;

const columns = (review: ((entry: PaymentDetailsEntry) => ReactNode) | null): DataTableColumn<PaymentDetailsEntry>[] => [
  { key: 'investor', header: 'Investor', cell: (entry) => entry.investor_name, minWidth: '9rem' },
  { key: 'current', header: 'Paid By', cell: (entry) => (entry.erased ? 'Erased' : detailsWithName(entry.current)), minWidth: '12rem' },
  {
    key: 'pending',
    header: 'Change Waiting',
    cell: (entry) =>
      entry.pending === null ? (
        ''
      ) : (
        <PendingCell>
          {detailsWithName(entry.pending)}
          {review?.(entry)}
        </PendingCell>
      ),
    minWidth: '14rem',
  },
];

/** Approve and Reject for an investor's proposed change; a refusal is told to the panel. */
function ReviewButtons({ entry, onProblem }: { entry: PaymentDetailsEntry; onProblem: (text: string | null) => void }) {
  const review = useReviewPaymentDetails();
  const decide = (decision: 'approve' | 'reject') => {
    const question =
      decision === 'approve'
        ? `Approve ${entry.investor_name}'s new payment details (${detailsText(entry.pending)})? Their next payments go there, and they are e-mailed that their bank details changed.`
        : `Reject ${entry.investor_name}'s proposed payment details? They stay paid by ${detailsText(entry.current)}.`;
    if (!window.confirm(question)) return;
    onProblem(null);
    review.mutate(
      { investor_name: entry.investor_name, decision },
      {
        onSuccess: (answer) => window.alert(answer.message),
        onError: (error) => {
          console.error('Error reviewing payment details:', error);
          onProblem(refusalText(error));
        },
      },
    );
  };
  return (
    <span>
      <Button variant="secondary" compact disabled={review.isPending} onClick={() => decide('approve')}>
        Approve
      </Button>{' '}
      <Button variant="ghost" compact disabled={review.isPending} onClick={() => decide('reject')}>
        Reject
      </Button>
    </span>
  );
}

/**
 * 'Payment Details' (docs/distributions.md): how each investor is paid (ACH to an account shown by its
 * last four digits, a check, or hold), and the changes investors proposed, waiting for review: the
 * defence against a payment redirected by someone else. An auditor reads the list.
 */
export function PaymentDetailsPanel({ title }: { title: string }) {
  const admin = useRole() === 'admin';
  const list = usePaymentDetailsList();
  const [problem, setProblem] = useState<string | null>(null);
  const review = admin ? (entry: PaymentDetailsEntry) => <ReviewButtons entry={entry} onProblem={setProblem} /> : null;
  return (
    <Panel title={title}>
      {admin && (
        <>
          <Explanation>
            Bank details are sealed when saved; only the last four digits of an account are ever shown. A change an investor proposes waits
            here until it is approved or rejected, and the investor is e-mailed both when it is proposed and when it is approved.
          </Explanation>
          <PaymentDetailsForm />
        </>
      )}
      <ProblemMessage role="alert">{problem ?? undefined}</ProblemMessage>
      <QueryTableCard
        title="Investors' Payment Details"
        query={list}
        failureLog="Error fetching payment details:"
        columns={columns(review)}
        rowKey={(entry) => entry.investor_name}
        emptyText="No investor yet."
        stacks
        keyColumn="investor"
      />
    </Panel>
  );
}
