import { compareCodeUnits } from '../order';
import { addCalendarDays } from './calendar';
import { accrualDays, interestForDays } from './day-count';
import type { ContractEnd, LandContract, LandContractPayment, LateFeeWaiver, ReceiptSplit, ServicingResult, Servicing } from './records';
import { downPaymentReceived, dueDate, lateFeeAmount, principalAtStart } from './terms';

/**
 * Servicing: each receipt of a contract split into late fees, interest and principal, in date order
 * (docs/land-contracts.md, Servicing). A pure function of the terms and the records, so a
 * back-dated payment, a void or a waiver re-splits everything after it.
 */

/** What happens on a date, in the order of that date: fee assessments, waivers, the down payment, payments. */
type Step =
  | { readonly phase: 0; readonly date: string; readonly order: number; readonly installment: number }
  | { readonly phase: 1; readonly date: string; readonly order: number; readonly waiver: LateFeeWaiver }
  | { readonly phase: 2; readonly date: string; readonly order: number }
  | { readonly phase: 3; readonly date: string; readonly order: number; readonly payment: LandContractPayment };

const byDateThenPhase = (a: Step, b: Step): number => compareCodeUnits(a.date, b.date) || a.phase - b.phase || a.order - b.order;

const stepsThrough = (contract: LandContract, through: string): Step[] => {
  const { terms } = contract;
  const steps: Step[] = [];
  if (lateFeeAmount(terms) > 0) {
    for (let k = 1; k <= terms.numberOfPayments; k++) {
      const assessedOn = addCalendarDays(dueDate(terms, k), terms.graceDays + 1);
      if (assessedOn > through) break;
      steps.push({ phase: 0, date: assessedOn, order: k, installment: k });
    }
  }
  for (const waiver of contract.waivers) {
    if (waiver.waiveDate <= through) steps.push({ phase: 1, date: waiver.waiveDate, order: waiver.recordedOrder, waiver });
  }
  if (downPaymentReceived(terms) > 0) steps.push({ phase: 2, date: terms.contractDate, order: 0 });
  for (const payment of contract.payments) {
    if (payment.date < terms.contractDate) {
      throw new RangeError(`Payment ${payment.id} of ${payment.date} is before its contract's date ${terms.contractDate}`);
    }
    if (payment.date <= through) steps.push({ phase: 3, date: payment.date, order: payment.recordedOrder, payment });
  }
  return steps.sort(byDateThenPhase);
};

interface FeeState {
  readonly installment: number;
  readonly dueDate: string;
  readonly assessedOn: string;
  readonly amountCents: number;
  paidCents: number;
  waivedCents: number;
}

const unpaidOf = (fee: FeeState): number => fee.amountCents - fee.paidCents - fee.waivedCents;

/**
 * Services `contract` through `through`: every record and fee assessment dated on or before it, in
 * order. Refuses (rather than answers) when a payment exceeds the payoff at its date, or is dated
 * after the contract ended (paid off, or closed).
 */
export const serviceLandContract = (contract: LandContract, through: string): ServicingResult => {
  const { terms } = contract;
  const n = terms.numberOfPayments;
  const closeDate = contract.closeDate;
  const fees: FeeState[] = [];
  const receipts: ReceiptSplit[] = [];
  let balance = principalAtStart(terms);
  let unpaidInterest = 0;
  let lastAccrual = terms.contractDate;
  let paid = 0;
  let paidOff: ContractEnd | null = null;
  const unpaidFees = () => fees.reduce((sum, fee) => sum + unpaidOf(fee), 0);

  for (const step of stepsThrough(contract, through)) {
    if (step.phase === 0) {
      // Judged at the end of D_k + grace days (the day before this one): no fee once the contract has
      // ended, and none when the whole payments so far reach k installments (the balloon: only a payoff).
      const closedBefore = closeDate !== null && closeDate < step.date;
      const satisfied = step.installment < n && paid >= step.installment * terms.paymentAmountCents;
      if (paidOff === null && !closedBefore && !satisfied) {
        const amountCents = lateFeeAmount(terms);
        fees.push({
          installment: step.installment,
          dueDate: dueDate(terms, step.installment),
          assessedOn: step.date,
          amountCents,
          paidCents: 0,
          waivedCents: 0,
        });
      }
    } else if (step.phase === 1) {
      const fee = fees.find((candidate) => candidate.dueDate === step.waiver.dueDate);
      if (fee !== undefined) fee.waivedCents += unpaidOf(fee);
    } else if (step.phase === 2) {
      const amountCents = downPaymentReceived(terms);
      receipts.push({
        id: terms.contractId,
        kind: 'down_payment',
        date: step.date,
        amountCents,
        days: 0,
        interestAccruedCents: 0,
        lateFeesPaidCents: 0,
        interestPaidCents: 0,
        principalPaidCents: amountCents,
        unpaidInterestCents: unpaidInterest,
        unpaidLateFeesCents: unpaidFees(),
        balanceCents: balance,
      });
    } else {
      const { payment } = step;
      const end: ContractEnd | null =
        paidOff ?? (closeDate !== null && closeDate < payment.date ? { reason: 'closed', date: closeDate } : null);
      if (end !== null) return { ok: false, refusal: { kind: 'after_end', paymentId: payment.id, date: payment.date, end } };
      const days = accrualDays(terms.dayCount, lastAccrual, payment.date);
      const interestAccrued = interestForDays(terms, balance, days);
      unpaidInterest += interestAccrued;
      lastAccrual = payment.date;
      const payoffCents = unpaidFees() + unpaidInterest + balance;
      if (payment.amountCents > payoffCents) {
        return {
          ok: false,
          refusal: { kind: 'exceeds_payoff', paymentId: payment.id, date: payment.date, amountCents: payment.amountCents, payoffCents },
        };
      }
      let rest = payment.amountCents;
      for (const fee of fees) {
        const part = Math.min(rest, unpaidOf(fee));
        fee.paidCents += part;
        rest -= part;
      }
      const lateFeesPaid = payment.amountCents - rest;
      const interestPaid = Math.min(rest, unpaidInterest);
      const principalPaid = rest - interestPaid;
      unpaidInterest -= interestPaid;
      balance -= principalPaid;
      paid += payment.amountCents;
      receipts.push({
        id: payment.id,
        kind: 'payment',
        date: payment.date,
        amountCents: payment.amountCents,
        days,
        interestAccruedCents: interestAccrued,
        lateFeesPaidCents: lateFeesPaid,
        interestPaidCents: interestPaid,
        principalPaidCents: principalPaid,
        unpaidInterestCents: unpaidInterest,
        unpaidLateFeesCents: unpaidFees(),
        balanceCents: balance,
      });
      if (balance === 0) paidOff = { reason: 'paid_off', date: payment.date, receiptId: payment.id };
    }
  }

  const servicing: Servicing = {
    terms,
    through,
    receipts,
    lateFees: fees.map((fee) => ({ ...fee, unpaidCents: unpaidOf(fee) })),
    balanceCents: balance,
    unpaidInterestCents: unpaidInterest,
    lastAccrualDate: lastAccrual,
    paidCents: paid,
    lastReceiptDate: receipts.at(-1)?.date ?? null,
    end: paidOff ?? (closeDate !== null && closeDate <= through ? { reason: 'closed', date: closeDate } : null),
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
