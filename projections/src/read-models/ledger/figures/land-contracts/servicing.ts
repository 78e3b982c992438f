import { compareCodeUnits } from '../order';
import { addCalendarDays } from './calendar';
import { accrualDays, interestForDays } from './day-count';
import { LateFeeBook } from './late-fee-book';
import type {
  ContractEnd,
  LandContract,
  LandContractPayment,
  LateFeeWaiver,
  PaymentRefusal,
  ReceiptSplit,
  ServicingResult,
  Servicing,
} from './records';
import type { LandContractTerms } from './terms';
import { downPaymentReceived, dueDate, lateFeeAmount, principalAtStart } from './terms';

/**
 * Servicing: each receipt of a contract split into late fees, interest and principal, in date order
 * (docs/land-contracts.md, Servicing). A pure function of the terms and the records, so a
 * back-dated payment, a void or a waiver re-splits everything after it.
 */

/** What happens on a date; `order` ranks steps of one kind on one day (installment, or place in the log). */
type Step =
  | { readonly kind: 'fee'; readonly date: string; readonly order: number; readonly installment: number; readonly dueDate: string }
  | { readonly kind: 'waiver'; readonly date: string; readonly order: number; readonly waiver: LateFeeWaiver }
  | { readonly kind: 'down_payment'; readonly date: string; readonly order: number }
  | { readonly kind: 'payment'; readonly date: string; readonly order: number; readonly payment: LandContractPayment };

/** The order of one day: fee assessments, then waivers, then the down payment, then payments. */
const dayOrder: Record<Step['kind'], number> = { fee: 0, waiver: 1, down_payment: 2, payment: 3 };

const inProcessingOrder = (a: Step, b: Step): number =>
  compareCodeUnits(a.date, b.date) || dayOrder[a.kind] - dayOrder[b.kind] || a.order - b.order;

const stepsThrough = (contract: LandContract, through: string): Step[] => {
  const { terms } = contract;
  const steps: Step[] = [];
  if (lateFeeAmount(terms) > 0) {
    for (let k = 1; k <= terms.numberOfPayments; k++) {
      const due = dueDate(terms, k);
      const assessedOn = addCalendarDays(due, terms.graceDays + 1);
      if (assessedOn > through) break;
      steps.push({ kind: 'fee', date: assessedOn, order: k, installment: k, dueDate: due });
    }
  }
  for (const waiver of contract.waivers) {
    if (waiver.waiveDate <= through) steps.push({ kind: 'waiver', date: waiver.waiveDate, order: waiver.recordedOrder, waiver });
  }
  if (downPaymentReceived(terms) > 0) steps.push({ kind: 'down_payment', date: terms.contractDate, order: 0 });
  for (const payment of contract.payments) {
    if (payment.date < terms.contractDate) {
      throw new RangeError(`Payment ${payment.id} of ${payment.date} is before its contract's date ${terms.contractDate}`);
    }
    if (payment.date <= through) steps.push({ kind: 'payment', date: payment.date, order: payment.recordedOrder, payment });
  }
  return steps.sort(inProcessingOrder);
};

/** The state servicing carries from receipt to receipt. */
interface Account {
  balance: number;
  unpaidInterest: number;
  lastAccrual: string;
  paid: number;
  paidOff: ContractEnd | null;
}

const receiptRow = (
  account: Account,
  fees: LateFeeBook,
  receipt: Omit<ReceiptSplit, 'unpaidInterestCents' | 'unpaidLateFeesCents' | 'balanceCents'>,
): ReceiptSplit => ({
  ...receipt,
  unpaidInterestCents: account.unpaidInterest,
  unpaidLateFeesCents: fees.owedCents,
  balanceCents: account.balance,
});

/** Accrues interest to the payment's date and applies it: late fees, then interest, then principal. */
const applyPayment = (
  terms: LandContractTerms,
  account: Account,
  fees: LateFeeBook,
  payment: LandContractPayment,
): (ReceiptSplit & { readonly kind: 'payment' }) | PaymentRefusal => {
  const days = accrualDays(terms.dayCount, account.lastAccrual, payment.date);
  const interestAccrued = interestForDays(terms, account.balance, days);
  account.unpaidInterest += interestAccrued;
  account.lastAccrual = payment.date;
  const payoffCents = fees.owedCents + account.unpaidInterest + account.balance;
  if (payment.amountCents > payoffCents) {
    return { kind: 'exceeds_payoff', paymentId: payment.id, date: payment.date, amountCents: payment.amountCents, payoffCents };
  }
  const lateFeesPaid = fees.settle(payment.amountCents);
  const interestPaid = Math.min(payment.amountCents - lateFeesPaid, account.unpaidInterest);
  const principalPaid = payment.amountCents - lateFeesPaid - interestPaid;
  account.unpaidInterest -= interestPaid;
  account.balance -= principalPaid;
  account.paid += payment.amountCents;
  if (account.balance === 0) account.paidOff = { reason: 'paid_off', date: payment.date, receiptId: payment.id };
  const { id, date, amountCents } = payment;
  const split = { lateFeesPaidCents: lateFeesPaid, interestPaidCents: interestPaid, principalPaidCents: principalPaid };
  return {
    ...receiptRow(account, fees, { id, kind: 'payment', date, amountCents, days, interestAccruedCents: interestAccrued, ...split }),
    kind: 'payment',
  };
};

/**
 * Services `contract` through `through`: every record and fee assessment dated on or before it, in
 * order. Refuses (rather than answers) when a payment exceeds the payoff at its date, or is dated
 * after the contract ended (paid off, or closed).
 */
export const serviceLandContract = (contract: LandContract, through: string): ServicingResult => {
  const { terms, closeDate } = contract;
  const account: Account = { balance: principalAtStart(terms), unpaidInterest: 0, lastAccrual: terms.contractDate, paid: 0, paidOff: null };
  const fees = new LateFeeBook();
  const feeAmount = lateFeeAmount(terms);
  const receipts: ReceiptSplit[] = [];

  for (const step of stepsThrough(contract, through)) {
    if (step.kind === 'fee') {
      // Judged at the end of D_k + grace days (the day before this one): no fee once the contract has
      // ended, and none when the whole payments so far reach k installments (the balloon: only a payoff).
      const ended = account.paidOff !== null || (closeDate !== null && closeDate < step.date);
      const satisfied = step.installment < terms.numberOfPayments && account.paid >= step.installment * terms.paymentAmountCents;
      if (!ended && !satisfied) fees.assess(step.installment, step.dueDate, step.date, feeAmount);
    } else if (step.kind === 'waiver') {
      fees.waive(step.waiver.dueDate);
    } else if (step.kind === 'down_payment') {
      const amountCents = downPaymentReceived(terms);
      const split = { lateFeesPaidCents: 0, interestPaidCents: 0, principalPaidCents: amountCents };
      receipts.push(
        receiptRow(account, fees, {
          id: terms.contractId,
          kind: 'down_payment',
          date: step.date,
          amountCents,
          days: 0,
          interestAccruedCents: 0,
          ...split,
        }),
      );
    } else {
      const { payment } = step;
      const end =
        account.paidOff ?? (closeDate !== null && closeDate < payment.date ? ({ reason: 'closed', date: closeDate } as const) : null);
      if (end !== null) return { ok: false, refusal: { kind: 'after_end', paymentId: payment.id, date: payment.date, end } };
      const applied = applyPayment(terms, account, fees, payment);
      if (applied.kind !== 'payment') return { ok: false, refusal: applied };
      receipts.push(applied);
    }
  }

  const servicing: Servicing = {
    terms,
    through,
    receipts,
    lateFees: fees.list(),
    balanceCents: account.balance,
    unpaidInterestCents: account.unpaidInterest,
    lastAccrualDate: account.lastAccrual,
    paidCents: account.paid,
    lastReceiptDate: receipts.at(-1)?.date ?? null,
    end: account.paidOff ?? (closeDate !== null && closeDate <= through ? { reason: 'closed', date: closeDate } : null),
  };
  return { ok: true, servicing };
};

/** The last own date of the contract's records: servicing through it meets every payment the decider must check. */
export const lastRecordDate = (contract: LandContract): string =>
  [
    contract.terms.contractDate,
    contract.closeDate ?? '',
    ...contract.payments.map((p) => p.date),
    ...contract.waivers.map((w) => w.waiveDate),
  ].reduce((latest, date) => (date > latest ? date : latest));

/**
 * The decider's check before recording a payment, a void, a waiver, a close or a back-dated opening:
 * the contract with the change applied, serviced through its last record. Null when every payment fits.
 */
export const landContractRefusal = (contract: LandContract) => {
  const result = serviceLandContract(contract, lastRecordDate(contract));
  return result.ok ? null : result.refusal;
};

/** For reads: the log holds only records the decider accepted, so a refusal here is a bug, not an answer. */
export const servicedThrough = (contract: LandContract, through: string): Servicing => {
  const result = serviceLandContract(contract, through);
  if (!result.ok) throw new Error(`Land contract ${contract.terms.contractId} holds a refused payment: ${JSON.stringify(result.refusal)}`);
  return result.servicing;
};
