import { interestBetween } from './day-count';
import type { LandContractTerms } from './terms';
import { dueDates, principalAtStart } from './terms';

/** One installment of the plan: what would happen if every payment came exactly on its due date. */
export interface PlannedInstallment {
  readonly number: number;
  readonly dueDate: string;
  readonly paymentCents: number;
  readonly interestCents: number;
  readonly principalCents: number;
  /** Interest a too-small installment leaves unpaid, carried to the next (never added to the balance). */
  readonly unpaidInterestCents: number;
  readonly balanceCents: number;
}

/**
 * The planned schedule: from P0 on the contract date, each installment on its due date pays the
 * interest since the previous one, then principal; the last (the balloon) pays everything left. It
 * stops at the row that brings the balance to 0. The plan has no late fees and never changes when
 * the real payments differ: the history is the truth, the plan only a preview.
 */
export const plannedSchedule = (terms: LandContractTerms): PlannedInstallment[] => {
  const rows: PlannedInstallment[] = [];
  const dates = dueDates(terms);
  let balance = principalAtStart(terms);
  let unpaidInterest = 0;
  let lastAccrual = terms.contractDate;
  for (const [index, dueDate] of dates.entries()) {
    const interest = interestBetween(terms, balance, lastAccrual, dueDate);
    unpaidInterest += interest;
    const owed = unpaidInterest + balance;
    const payment = index === dates.length - 1 ? owed : Math.min(terms.paymentAmountCents, owed);
    const toInterest = Math.min(payment, unpaidInterest);
    const principal = payment - toInterest;
    unpaidInterest -= toInterest;
    balance -= principal;
    lastAccrual = dueDate;
    rows.push({
      number: index + 1,
      dueDate,
      paymentCents: payment,
      interestCents: interest,
      principalCents: principal,
      unpaidInterestCents: unpaidInterest,
      balanceCents: balance,
    });
    if (balance === 0) break;
  }
  return rows;
};
