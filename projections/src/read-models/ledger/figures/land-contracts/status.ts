import { calendarDaysBetween } from './calendar';
import { accrualDays, interestBetween, interestForDays, perDiem } from './day-count';
import type { AssessedLateFee, LandContract } from './records';
import { lastRecordDate, servicedThrough } from './servicing';
import { dueDate, maturityDate } from './terms';

/** Where a contract stands on a date (docs/land-contracts.md, Status). */
export type LandContractState = 'current' | 'past_due' | 'paid_off' | 'closed';

export interface LandContractStatus {
  readonly state: LandContractState;
  readonly daysPastDue: number;
  readonly oldestUnpaidDueDate: string | null;
  readonly nextDueDate: string | null;
  readonly amountPastDueCents: number;
  readonly principalBalanceCents: number;
  readonly unpaidInterestCents: number;
  /** Unpaid interest plus the interest since the last payment, up to the date (or the end). */
  readonly accruedInterestCents: number;
  readonly unpaidLateFeesCents: number;
  readonly payoffAmountCents: number | null;
  readonly perDiemCents: number | null;
  readonly endDate: string | null;
}

const unpaidSum = (fees: readonly AssessedLateFee[]): number => fees.reduce((sum, fee) => sum + fee.unpaidCents, 0);

/**
 * The status as of `asOf`, over the records with own date on or before it. An installment is past due
 * from the day after its due date until the whole payments reach it (the balloon: until the payoff).
 * Once the contract has ended nothing accrues or falls due after the end: its figures are those of
 * the end date.
 */
export const landContractStatus = (contract: LandContract, asOf: string): LandContractStatus => {
  const { terms } = contract;
  if (asOf < terms.contractDate) throw new RangeError(`No status before the contract date ${terms.contractDate}, asked for ${asOf}`);
  const serviced = servicedThrough(contract, asOf);
  const { end } = serviced;
  if (end !== null) {
    const atEnd = end.date < asOf ? servicedThrough(contract, end.date) : serviced;
    const sinceLast = end.reason === 'paid_off' ? 0 : interestBetween(terms, atEnd.balanceCents, atEnd.lastAccrualDate, end.date);
    return {
      state: end.reason,
      daysPastDue: 0,
      oldestUnpaidDueDate: null,
      nextDueDate: null,
      amountPastDueCents: 0,
      principalBalanceCents: atEnd.balanceCents,
      unpaidInterestCents: atEnd.unpaidInterestCents,
      accruedInterestCents: atEnd.unpaidInterestCents + sinceLast,
      unpaidLateFeesCents: unpaidSum(atEnd.lateFees),
      payoffAmountCents: null,
      perDiemCents: null,
      endDate: end.date,
    };
  }
  const n = terms.numberOfPayments;
  const installment = terms.paymentAmountCents;
  // Installments 1..n−1 are satisfied in order as the whole payments reach k installments; n only by a payoff.
  const firstUnsatisfied = Math.min(n, Math.floor(serviced.paidCents / installment) + 1);
  const nextDueDate = dueDate(terms, firstUnsatisfied);
  const pastDue = nextDueDate < asOf;
  const accruedInterest = serviced.unpaidInterestCents + interestBetween(terms, serviced.balanceCents, serviced.lastAccrualDate, asOf);
  const unpaidLateFees = unpaidSum(serviced.lateFees);
  const payoff = serviced.balanceCents + accruedInterest + unpaidLateFees;
  let dueBefore = 0;
  while (dueBefore < n - 1 && dueDate(terms, dueBefore + 1) < asOf) dueBefore++;
  return {
    state: pastDue ? 'past_due' : 'current',
    daysPastDue: pastDue ? calendarDaysBetween(nextDueDate, asOf) : 0,
    oldestUnpaidDueDate: pastDue ? nextDueDate : null,
    nextDueDate,
    amountPastDueCents: maturityDate(terms) < asOf ? payoff : Math.max(0, dueBefore * installment - serviced.paidCents),
    principalBalanceCents: serviced.balanceCents,
    unpaidInterestCents: serviced.unpaidInterestCents,
    accruedInterestCents: accruedInterest,
    unpaidLateFeesCents: unpaidLateFees,
    payoffAmountCents: payoff,
    perDiemCents: perDiem(terms, serviced.balanceCents),
    endDate: null,
  };
};

/** A payoff quote: what pays the contract off with a payment dated `goodThrough`, to the cent. */
export interface PayoffQuote {
  readonly goodThrough: string;
  readonly lastReceiptDate: string | null;
  readonly principalBalanceCents: number;
  readonly unpaidInterestCents: number;
  readonly interestDays: number;
  readonly interestAccruedCents: number;
  readonly unpaidLateFeesCents: number;
  /** The fees with something unpaid on `goodThrough`, oldest first. */
  readonly lateFees: readonly { readonly dueDate: string; readonly assessedOn: string; readonly unpaidCents: number }[];
  readonly payoffAmountCents: number;
  /** One more day's interest, for information: a later date's payoff is quoted anew. */
  readonly perDiemCents: number;
}

export type PayoffRefusal =
  | { readonly kind: 'not_open' }
  | { readonly kind: 'before_contract_date'; readonly goodThrough: string; readonly contractDate: string }
  | { readonly kind: 'before_last_receipt'; readonly goodThrough: string; readonly lastReceiptDate: string };

export type PayoffResult = { readonly ok: true; readonly quote: PayoffQuote } | { readonly ok: false; readonly refusal: PayoffRefusal };

/**
 * The payoff good through `goodThrough` of an open contract, assuming no payment after the last one:
 * balance + unpaid interest + interest since the last payment + unpaid late fees (fees assessed up to
 * that date included). A payment of exactly this amount dated `goodThrough` pays the contract off; a
 * cent more is refused. Only on or after the last receipt: an earlier date would re-split later ones.
 */
export const landContractPayoff = (contract: LandContract, goodThrough: string): PayoffResult => {
  const { terms } = contract;
  const whole = servicedThrough(contract, lastRecordDate(contract));
  if (contract.closeDate !== null || whole.end !== null) return { ok: false, refusal: { kind: 'not_open' } };
  if (goodThrough < terms.contractDate)
    return { ok: false, refusal: { kind: 'before_contract_date', goodThrough, contractDate: terms.contractDate } };
  const last = whole.lastReceiptDate;
  if (last !== null && goodThrough < last)
    return { ok: false, refusal: { kind: 'before_last_receipt', goodThrough, lastReceiptDate: last } };
  const serviced = servicedThrough(contract, goodThrough);
  const interestDays = accrualDays(terms.dayCount, serviced.lastAccrualDate, goodThrough);
  const interestAccrued = interestForDays(terms, serviced.balanceCents, interestDays);
  const unpaid = serviced.lateFees.filter((fee) => fee.unpaidCents > 0);
  const unpaidLateFees = unpaidSum(unpaid);
  return {
    ok: true,
    quote: {
      goodThrough,
      lastReceiptDate: last,
      principalBalanceCents: serviced.balanceCents,
      unpaidInterestCents: serviced.unpaidInterestCents,
      interestDays,
      interestAccruedCents: interestAccrued,
      unpaidLateFeesCents: unpaidLateFees,
      lateFees: unpaid.map(({ dueDate: due, assessedOn, unpaidCents }) => ({ dueDate: due, assessedOn, unpaidCents })),
      payoffAmountCents: serviced.balanceCents + serviced.unpaidInterestCents + interestAccrued + unpaidLateFees,
      perDiemCents: perDiem(terms, serviced.balanceCents),
    },
  };
};
