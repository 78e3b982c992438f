import { roundHalfAwayFromZero, toSafeNumber } from '../rounding';
import { addMonthsClamped } from './calendar';

/**
 * A land contract's terms, as opening it records them: money in integer cents, the rate in
 * thousandths of a percent, and what follows from them (docs/land-contracts.md, The terms).
 */

/** How days between two dates are counted for interest: actual days over 365, or bond-basis 30/360. */
export type DayCount = 'actual/365' | '30/360';

export const dayCounts: readonly DayCount[] = ['actual/365', '30/360'];

/** A late fee is a flat amount, or a percent of the installment. */
export type LateFeeType = 'flat' | 'percent';

export const lateFeeTypes: readonly LateFeeType[] = ['flat', 'percent'];

export interface LandContractTerms {
  readonly contractId: string;
  /** The sale: the day interest starts and a down payment is received. */
  readonly contractDate: string;
  readonly salePriceCents: number;
  /** 0 or less than the sale price; received on the contract date by a new sale. */
  readonly downPaymentCents: number;
  /** Set only for a contract already running when the ledger takes it over: its balance then. */
  readonly openingBalanceCents: number | null;
  /** The annual rate in thousandths of a percent: 8.125 % is 8125. */
  readonly rateMilli: number;
  readonly dayCount: DayCount;
  /** The monthly installment. */
  readonly paymentAmountCents: number;
  readonly firstPaymentDate: string;
  readonly numberOfPayments: number;
  readonly graceDays: number;
  readonly lateFeeType: LateFeeType;
  /** `flat`: cents; `percent`: hundredths of a percent of the installment (5 % is 500). 0: no late fees. */
  readonly lateFee: number;
}

/** A taken-over contract starts at its opening balance and receives no down payment in the ledger. */
export const isTakenOver = (terms: LandContractTerms): boolean => terms.openingBalanceCents !== null;

/** P0: the principal owed on the contract date. */
export const principalAtStart = (terms: LandContractTerms): number =>
  terms.openingBalanceCents ?? terms.salePriceCents - terms.downPaymentCents;

/** What the contract will still bring in from the contract date: the sale price, or the opening balance. */
export const receivable = (terms: LandContractTerms): number => terms.openingBalanceCents ?? terms.salePriceCents;

/** The down payment the ledger receives on the contract date (0 for a taken-over contract). */
export const downPaymentReceived = (terms: LandContractTerms): number => (isTakenOver(terms) ? 0 : terms.downPaymentCents);

/** The fee for one late installment: flat, or the percent of the installment rounded to the cent. */
export const lateFeeAmount = (terms: LandContractTerms): number =>
  terms.lateFeeType === 'flat'
    ? terms.lateFee
    : toSafeNumber(roundHalfAwayFromZero(BigInt(terms.paymentAmountCents) * BigInt(terms.lateFee), 10_000n));

/** D_k, k = 1..n: the first payment date plus k − 1 months, clamped to the month's last day. */
export const dueDate = (terms: LandContractTerms, k: number): string => addMonthsClamped(terms.firstPaymentDate, k - 1);

/** D_1 .. D_n in order. */
export const dueDates = (terms: LandContractTerms): string[] =>
  Array.from({ length: terms.numberOfPayments }, (_, i) => dueDate(terms, i + 1));

/** The last due date D_n, when the balloon is due. */
export const maturityDate = (terms: LandContractTerms): string => dueDate(terms, terms.numberOfPayments);
