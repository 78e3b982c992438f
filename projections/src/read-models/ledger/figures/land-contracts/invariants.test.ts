import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CapitalMovement } from '../facts';
import { addCalendarDays } from './calendar';
import { contractForBooks, investedWithRecovery, recoverCapital } from './capital-recovery';
import type { LandContract, LandContractPayment, LateFeeWaiver } from './records';
import { landContractRefusal, lastRecordDate, servicedThrough } from './servicing';
import { landContractPayoff, landContractStatus } from './status';
import type { LandContractTerms } from './terms';
import { dueDate, lateFeeAmount, maturityDate, principalAtStart } from './terms';

/**
 * The invariants of docs/land-contracts.md over random contracts and histories: payments recorded in
 * random order (so many are back-dated), late, short, early, whole and payoff amounts, waivers and a
 * close. A candidate payment the engine refuses is left out, as the decider would refuse it.
 */

const termsArbitrary = fc
  .record({
    start: fc.integer({ min: 0, max: 3_650 }),
    firstAfter: fc.integer({ min: 1, max: 45 }),
    rateMilli: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 40_000 })),
    dayCount: fc.constantFrom('actual/365' as const, '30/360' as const),
    principal: fc.integer({ min: 10_000, max: 20_000_000 }),
    down: fc.integer({ min: 0, max: 5_000_000 }),
    takenOver: fc.boolean(),
    paymentAmount: fc.integer({ min: 1_000, max: 1_000_000 }),
    n: fc.integer({ min: 1, max: 36 }),
    grace: fc.integer({ min: 0, max: 20 }),
    percentFee: fc.boolean(),
    fee: fc.integer({ min: 0, max: 2_500 }),
  })
  .map(({ start, firstAfter, principal, down, takenOver, paymentAmount, n, grace, percentFee, fee, ...rest }): LandContractTerms => {
    const contractDate = addCalendarDays('2020-01-01', start);
    return {
      contractId: 'contract',
      contractDate,
      salePriceCents: principal + down,
      downPaymentCents: down,
      openingBalanceCents: takenOver ? principal : null,
      paymentAmountCents: paymentAmount,
      firstPaymentDate: addCalendarDays(contractDate, firstAfter),
      numberOfPayments: n,
      graceDays: grace,
      lateFeeType: percentFee ? 'percent' : 'flat',
      lateFee: percentFee ? fee : Math.min(fee * 10, paymentAmount),
      ...rest,
    };
  });

const candidateArbitrary = fc.record({
  offset: fc.integer({ min: 0, max: 1_200 }),
  kind: fc.constantFrom('installment', 'short', 'large', 'payoff'),
  amount: fc.integer({ min: 1, max: 3_000_000 }),
});

const historyArbitrary = fc.record({
  terms: termsArbitrary,
  candidates: fc.array(candidateArbitrary, { maxLength: 14 }),
  waivers: fc.array(fc.record({ installment: fc.nat(), after: fc.integer({ min: 0, max: 90 }) }), { maxLength: 3 }),
  close: fc.option(fc.integer({ min: 0, max: 200 })),
});

/** Adds the candidates in recorded order, keeping those the engine accepts; then waivers and maybe a close. */
type HistorySpec = typeof historyArbitrary extends fc.Arbitrary<infer Spec> ? Spec : never;

const buildContract = ({ terms, candidates, waivers, close }: HistorySpec): LandContract => {
  let contract: LandContract = { terms, payments: [], waivers: [], closeDate: null };
  for (const [index, candidate] of candidates.entries()) {
    const date = addCalendarDays(terms.contractDate, Math.min(candidate.offset, terms.numberOfPayments * 31 + 120));
    const quote = landContractPayoff(contract, date);
    const amounts = {
      installment: terms.paymentAmountCents,
      short: Math.max(1, candidate.amount % terms.paymentAmountCents),
      large: candidate.amount,
    };
    const amountCents = candidate.kind === 'payoff' ? (quote.ok ? quote.quote.payoffAmountCents : 1) : amounts[candidate.kind];
    const payment: LandContractPayment = { id: `p${index}`, date, amountCents, recordedOrder: index };
    const next = { ...contract, payments: [...contract.payments, payment] };
    if (landContractRefusal(next) === null) contract = next;
  }
  for (const [index, { installment, after }] of waivers.entries()) {
    // A waiver dated before a payment that paid the fee moves that money on to interest and principal,
    // which can make the payment an overpayment: the decider refuses such a waiver, so it is left out.
    const due = dueDate(terms, (installment % terms.numberOfPayments) + 1);
    const waiver: LateFeeWaiver = {
      dueDate: due,
      waiveDate: addCalendarDays(due, terms.graceDays + 1 + after),
      recordedOrder: 100 + index,
    };
    const next = { ...contract, waivers: [...contract.waivers, waiver] };
    if (landContractRefusal(next) === null) contract = next;
  }
  return { ...contract, closeDate: close === null ? null : addCalendarDays(lastRecordDate(contract), close) };
};

/** Far enough to assess every fee the contract can have. */
const horizonOf = (contract: LandContract) => {
  const afterMaturity = addCalendarDays(maturityDate(contract.terms), contract.terms.graceDays + 2);
  const last = lastRecordDate(contract);
  return afterMaturity > last ? afterMaturity : last;
};

const paidOn = (contract: LandContract, date: string) =>
  contract.payments.filter((p) => p.date <= date).reduce((sum, p) => sum + p.amountCents, 0);

const runs = { numRuns: 120 };

describe('land-contract invariants over random histories', () => {
  it('1, 2: every split sums to its payment; the balance is P0 less the principal paid, never negative, 0 exactly when paid off', () => {
    fc.assert(
      fc.property(historyArbitrary, (spec) => {
        const contract = buildContract(spec);
        expect(landContractRefusal(contract)).toBeNull();
        const serviced = servicedThrough(contract, horizonOf(contract));
        let principal = 0;
        for (const receipt of serviced.receipts) {
          expect(receipt.lateFeesPaidCents + receipt.interestPaidCents + receipt.principalPaidCents).toBe(receipt.amountCents);
          expect(
            Math.min(receipt.lateFeesPaidCents, receipt.interestPaidCents, receipt.principalPaidCents, receipt.unpaidInterestCents),
          ).toBeGreaterThanOrEqual(0);
          if (receipt.kind === 'payment') principal += receipt.principalPaidCents;
          expect(receipt.balanceCents).toBe(principalAtStart(contract.terms) - principal);
          expect(receipt.balanceCents).toBeGreaterThanOrEqual(0);
        }
        expect(serviced.balanceCents === 0).toBe(serviced.end?.reason === 'paid_off');
        if (serviced.end?.reason === 'paid_off')
          expect([serviced.unpaidInterestCents, serviced.lateFees.reduce((s, f) => s + f.unpaidCents, 0)]).toEqual([0, 0]);
      }),
      runs,
    );
  });

  it('3: on an open contract, a payment of payoff(g) on g pays it off, and one cent more is refused', () => {
    fc.assert(
      fc.property(historyArbitrary, fc.integer({ min: 0, max: 800 }), (spec, after) => {
        const contract = { ...buildContract(spec), closeDate: null };
        const from = servicedThrough(contract, lastRecordDate(contract));
        if (from.end !== null) return;
        const goodThrough = addCalendarDays(from.lastReceiptDate ?? contract.terms.contractDate, after);
        const result = landContractPayoff(contract, goodThrough);
        if (!result.ok) throw new Error(result.refusal.kind);
        const payoff = result.quote.payoffAmountCents;
        expect(landContractStatus(contract, goodThrough).payoffAmountCents).toBe(payoff);
        const paying = (amountCents: number): LandContract => ({
          ...contract,
          payments: [...contract.payments, { id: 'payoff', date: goodThrough, amountCents, recordedOrder: 1_000 }],
        });
        expect(landContractRefusal(paying(payoff))).toBeNull();
        expect(servicedThrough(paying(payoff), goodThrough).end).toEqual({ reason: 'paid_off', date: goodThrough, receiptId: 'payoff' });
        expect(landContractRefusal(paying(payoff + 1))).toEqual({
          kind: 'exceeds_payoff',
          paymentId: 'payoff',
          date: goodThrough,
          amountCents: payoff + 1,
          payoffCents: payoff,
        });
      }),
      runs,
    );
  });

  it('6: a fee exactly for each installment unpaid at the end of its grace period while open, at most one each', () => {
    fc.assert(
      fc.property(historyArbitrary, (spec) => {
        const contract = buildContract(spec);
        const { terms } = contract;
        const serviced = servicedThrough(contract, horizonOf(contract));
        const paidOffOn = serviced.end?.reason === 'paid_off' ? serviced.end.date : null;
        const fees = new Map(serviced.lateFees.map((fee) => [fee.installment, fee]));
        expect(fees.size).toBe(serviced.lateFees.length);
        for (let k = 1; k <= terms.numberOfPayments; k++) {
          const lastGraceDay = addCalendarDays(dueDate(terms, k), terms.graceDays);
          const ended = [paidOffOn, contract.closeDate].some((end) => end !== null && end <= lastGraceDay);
          const satisfied = k < terms.numberOfPayments && paidOn(contract, lastGraceDay) >= k * terms.paymentAmountCents;
          expect(fees.has(k)).toBe(lateFeeAmount(terms) > 0 && !ended && !satisfied);
        }
      }),
      runs,
    );
  });

  it('4: invested never falls below zero, and every investor’s capital is 0 once the contract is paid off', () => {
    const investors = fc.array(fc.record({ amount: fc.integer({ min: 1, max: 30_000_000 }), before: fc.integer({ min: 0, max: 400 }) }), {
      minLength: 1,
      maxLength: 3,
    });
    fc.assert(
      fc.property(historyArbitrary, investors, (spec, investments) => {
        const contract = buildContract(spec);
        const serviced = servicedThrough(contract, lastRecordDate(contract));
        const movements: CapitalMovement[] = investments.map(({ amount, before }, index) => ({
          recordId: `m${index}`,
          kind: 'investment',
          investorId: `investor-${index}`,
          propertyName: 'Lot',
          amountCents: amount,
          date: addCalendarDays(contract.terms.contractDate, -before),
        }));
        const result = recoverCapital({ movements, contracts: [contractForBooks(serviced)] });
        if (!result.ok) throw new Error(JSON.stringify(result.refusal));
        const { receipts, reductions } = result.recovery;
        for (const receipt of receipts) {
          expect(receipt.capitalReturnedCents + receipt.gainCents).toBe(receipt.principalCents);
          expect([...receipt.returnedByInvestor.values()].reduce((sum, cents) => sum + cents, 0)).toBe(receipt.capitalReturnedCents);
        }
        for (const date of new Set(reductions.map((reduction) => reduction.date))) {
          for (const cents of investedWithRecovery(movements, reductions, date).values()) expect(cents).toBeGreaterThanOrEqual(0);
        }
        if (serviced.end?.reason === 'paid_off') {
          expect([...investedWithRecovery(movements, reductions, serviced.end.date).values()].every((cents) => cents === 0)).toBe(true);
        }
      }),
      runs,
    );
  });

  it('as of a date: servicing through it gives the same splits as the whole history up to it', () => {
    fc.assert(
      fc.property(historyArbitrary, fc.integer({ min: 0, max: 1_300 }), (spec, offset) => {
        const contract = buildContract(spec);
        const asOf = addCalendarDays(contract.terms.contractDate, offset);
        const whole = servicedThrough(contract, horizonOf(contract)).receipts.filter((receipt) => receipt.date <= asOf);
        expect(servicedThrough(contract, asOf).receipts).toEqual(whole);
        const status = landContractStatus(contract, asOf);
        expect(status.state === 'past_due').toBe(status.oldestUnpaidDueDate !== null);
      }),
      runs,
    );
  });
});
