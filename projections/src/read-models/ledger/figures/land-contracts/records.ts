import type { LandContractTerms } from './terms';

/**
 * What servicing reads (a contract's terms and the records dated within it) and what it answers.
 * Splits are never stored: they are computed from these records every time (docs/land-contracts.md).
 */

/** A payment the buyer made (the land-contract payment record); `recordedOrder` is its place in the log. */
export interface LandContractPayment {
  readonly id: string;
  readonly date: string;
  readonly amountCents: number;
  readonly recordedOrder: number;
}

/** A waiver of the late fee of the installment due on `dueDate`, from `waiveDate` on. */
export interface LateFeeWaiver {
  readonly dueDate: string;
  readonly waiveDate: string;
  readonly recordedOrder: number;
}

/** A contract as the log holds it: the terms, the payments in its span, its waivers and its close. */
export interface LandContract {
  readonly terms: LandContractTerms;
  readonly payments: readonly LandContractPayment[];
  readonly waivers: readonly LateFeeWaiver[];
  /** The close date while the contract is closed; null when open (a reopen clears it). */
  readonly closeDate: string | null;
}

/** A receipt (the down payment or a payment) and how it was applied. Money after it: unpaid and balance. */
export interface ReceiptSplit {
  /** The payment's record id; the contract id for the down payment. */
  readonly id: string;
  readonly kind: 'down_payment' | 'payment';
  readonly date: string;
  readonly amountCents: number;
  /** Days of interest since the previous receipt (0 for the down payment). */
  readonly days: number;
  readonly interestAccruedCents: number;
  readonly lateFeesPaidCents: number;
  readonly interestPaidCents: number;
  /** The principal part: the whole amount of a down payment, which P0 already excludes. */
  readonly principalPaidCents: number;
  readonly unpaidInterestCents: number;
  readonly unpaidLateFeesCents: number;
  readonly balanceCents: number;
}

/** A late fee assessed on an installment, and what became of it. */
export interface AssessedLateFee {
  readonly installment: number;
  readonly dueDate: string;
  /** The day after the grace period: D_k + grace_days + 1. */
  readonly assessedOn: string;
  readonly amountCents: number;
  readonly paidCents: number;
  readonly waivedCents: number;
  readonly unpaidCents: number;
}

/** How a contract ended: paid off by a receipt, or closed (forfeiture or cancellation). */
export type ContractEnd =
  { readonly reason: 'paid_off'; readonly date: string; readonly receiptId: string } | { readonly reason: 'closed'; readonly date: string };

/** A contract serviced through a date: every receipt dated on or before it split, and the state after. */
export interface Servicing {
  readonly terms: LandContractTerms;
  readonly through: string;
  /** In processing order. */
  readonly receipts: readonly ReceiptSplit[];
  /** Fees assessed on or before `through`, oldest installment first. */
  readonly lateFees: readonly AssessedLateFee[];
  readonly balanceCents: number;
  readonly unpaidInterestCents: number;
  /** Interest has been accrued up to this date (the contract date, then the last payment's). */
  readonly lastAccrualDate: string;
  /** paid(through): the whole amounts of the payments, the down payment excluded. */
  readonly paidCents: number;
  readonly lastReceiptDate: string | null;
  /** The end on or before `through`, or null while the contract is open. */
  readonly end: ContractEnd | null;
}

/** Why servicing refuses the records: what the decider answers 409 with, nothing recorded. */
export type PaymentRefusal =
  | {
      readonly kind: 'exceeds_payoff';
      readonly paymentId: string;
      readonly date: string;
      readonly amountCents: number;
      readonly payoffCents: number;
    }
  | { readonly kind: 'after_end'; readonly paymentId: string; readonly date: string; readonly end: ContractEnd };

export type ServicingResult =
  { readonly ok: true; readonly servicing: Servicing } | { readonly ok: false; readonly refusal: PaymentRefusal };
