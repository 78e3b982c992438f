import type { distributionEvents, DomainEvent, PaymentMethod } from '@portal/contracts';
import { excerpt, formatCents, formatDate } from './formats';
import { investorRef } from './people-refs';

/** Payment details and distribution runs. */
export type DistributionEvent = Extract<DomainEvent, { type: keyof typeof distributionEvents }>;

const methodWords: Record<PaymentMethod, string> = { ach: 'paid by ACH', check: 'paid by check', hold: 'payments held' };

/** The investors an event concerns: the one whose details, or every investor a run pays. */
export const distributionInvestorIds = (event: DistributionEvent): string[] =>
  event.type === 'DistributionRunConfirmed'
    ? event.data.lines.map((line) => line.investorId)
    : event.type === 'DistributionFileIssued'
      ? []
      : [event.data.investorId];

/**
 * The audit trail's sentence for payment details and distribution runs (docs/distributions.md): the
 * method, never a digit of a bank account.
 */
export const distributionSentence = (event: DistributionEvent): string => {
  switch (event.type) {
    case 'PaymentDetailsSet':
      return `Payment details of investor ${investorRef(event.data.investorId)} set: ${methodWords[event.data.method]}`;
    case 'PaymentDetailsChangeProposed':
      return `Investor ${investorRef(event.data.investorId)} proposed new payment details (${methodWords[event.data.method]}), waiting for review`;
    case 'PaymentDetailsChangeReviewed':
      return `Proposed payment details of investor ${investorRef(event.data.investorId)} ${event.data.decision === 'approve' ? 'approved' : 'rejected'}`;
    case 'DistributionRunConfirmed': {
      const { runId, date, lines, description } = event.data;
      const total = lines.reduce((sum, line) => sum + line.amountCents, 0);
      const count = `${lines.length} ${lines.length === 1 ? 'payment' : 'payments'}`;
      return `Distribution run ${runId.slice(0, 8)} of ${formatDate(date)} confirmed: ${count}, ${formatCents(total)} in all (${excerpt(description)})`;
    }
    case 'DistributionPaymentMarked': {
      const { runId, investorId, status, returnCode } = event.data;
      const payment = `Payment of distribution run ${runId.slice(0, 8)} to investor ${investorRef(investorId)}`;
      return status === 'settled' ? `${payment} settled` : `${payment} returned (${returnCode}): its cash withdrawal is void`;
    }
    case 'DistributionFileIssued':
      return `Bank file of distribution run ${event.data.runId.slice(0, 8)} issued (SHA-256 ${event.data.sha256.slice(0, 12)})`;
  }
};
