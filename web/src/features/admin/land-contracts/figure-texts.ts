import type { LandContract } from './api/use-land-contract';

type State = LandContract['status']['state'];

export const STATE_TEXT: Readonly<Record<State, string>> = {
  current: 'Current',
  past_due: 'Past due',
  paid_off: 'Paid off',
  closed: 'Closed',
};

/**
 * What each figure of the status card means, in one sentence a clerk can repeat to the buyer
 * (docs/land-contracts.md, Status, payoff and plan).
 */
export const STATUS_MEANINGS = {
  state:
    'Current when the payments cover every installment due so far, past due when they do not, paid off once the balance is 0, closed after a forfeiture or cancellation.',
  daysPastDue: 'Days since the oldest installment the payments do not cover fell due.',
  amountPastDue: 'The installments due so far less everything the buyer has paid; after the last due date, the whole payoff.',
  nextDueDate: 'The due date of the first installment the payments do not yet cover.',
  principalBalance: 'What is left of the price: it falls only by the principal part of each payment.',
  accruedInterest:
    'Interest owed today: what short payments left unpaid plus the interest since the last payment; it is never added to the balance.',
  unpaidLateFees: 'Late fees assessed for installments not paid by the end of the grace days, not yet paid or waived.',
  payoffToday: 'What pays the contract off today: the balance, the accrued interest and the unpaid late fees.',
} as const;
