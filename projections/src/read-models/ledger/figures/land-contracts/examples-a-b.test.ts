import { describe, expect, it } from 'vitest';
import type { CapitalMovement } from '../facts';
import { contractForBooks, recoverCapital } from './capital-recovery';
import { landContractHistory, landContractMonths } from './history';
import type { LandContract, LandContractPayment } from './records';
import { paymentRefusalMessage } from './refusals';
import { plannedSchedule } from './schedule';
import { serviceLandContract, servicedThrough } from './servicing';
import { landContractPayoff, landContractStatus } from './status';
import type { DayCount } from './terms';
import { lateFeeAmount, maturityDate, principalAtStart, receivable } from './terms';
import { lotA, onTimePayments, payment } from './test/lot-a';

const contract = (dayCount: DayCount, payments: readonly LandContractPayment[] = onTimePayments): LandContract => ({
  terms: lotA(dayCount),
  payments,
  waivers: [],
  closeDate: null,
});
const splitOf = (dayCount: DayCount, id: string) =>
  servicedThrough(contract(dayCount), '2025-03-11').receipts.find((receipt) => receipt.id === id)!;
const quote = (target: LandContract, goodThrough: string) => {
  const result = landContractPayoff(target, goodThrough);
  if (!result.ok) throw new Error(result.refusal.kind);
  return result.quote;
};

/** A planned installment that leaves no interest unpaid. */
const installment = (
  number: number,
  dueDate: string,
  paymentCents: number,
  interestCents: number,
  principalCents: number,
  balanceCents: number,
) => ({
  number,
  dueDate,
  paymentCents,
  interestCents,
  principalCents,
  unpaidInterestCents: 0,
  balanceCents,
});

describe('the terms of Lot A', () => {
  it('derive P0, the receivable, the late fee amount and the maturity', () => {
    const terms = lotA('actual/365');
    expect(principalAtStart(terms)).toBe(10_000_000);
    expect(receivable(terms)).toBe(10_000_000);
    expect(lateFeeAmount(terms)).toBe(5_000); // round(100,000 x 5 / 100)
    expect(maturityDate(terms)).toBe('2035-01-01');
  });
});

describe('examples (a) and (b): the first two payments, each on its due date', () => {
  // Each pays its interest in full (no late fee, nothing left unpaid) and the rest goes to principal.
  // 30/360 counts February as 30 days (actual 28).
  // day count | payment | days | interest | principal | balance
  it.each<[DayCount, string, number, number, number, number]>([
    ['actual/365', 'p1', 31, 67_945, 32_055, 9_967_945],
    ['actual/365', 'p2', 28, 61_173, 38_827, 9_929_118],
    ['30/360', 'p1', 30, 66_667, 33_333, 9_966_667],
    ['30/360', 'p2', 30, 66_444, 33_556, 9_933_111],
  ])('%s splits payment %s: %i days, interest %i, principal %i, balance %i', (dayCount, id, days, interest, principal, balance) => {
    expect(splitOf(dayCount, id)).toMatchObject({
      days,
      interestAccruedCents: interest,
      lateFeesPaidCents: 0,
      interestPaidCents: interest,
      principalPaidCents: principal,
      balanceCents: balance,
      unpaidInterestCents: 0,
    });
  });
});

describe('example (a): actual/365', () => {
  it('quotes the payoff through 2025-03-11: 10 days, 217.62 of interest, 99,508.80, per diem 21.76', () => {
    expect(quote(contract('actual/365'), '2025-03-11')).toEqual({
      goodThrough: '2025-03-11',
      lastReceiptDate: '2025-03-01',
      principalBalanceCents: 9_929_118,
      unpaidInterestCents: 0,
      interestDays: 10,
      interestAccruedCents: 21_762,
      unpaidLateFeesCents: 0,
      lateFees: [],
      payoffAmountCents: 9_950_880,
      perDiemCents: 2_176,
    });
  });

  it('accepts 99,508.80 on 2025-03-11 as the payoff, and refuses 99,508.81 naming the limit', () => {
    const paidOff = serviceLandContract(
      contract('actual/365', [...onTimePayments, payment('p3', '2025-03-11', 9_950_880, 3)]),
      '2025-03-11',
    );
    expect(paidOff.ok && paidOff.servicing.end).toEqual({ reason: 'paid_off', date: '2025-03-11', receiptId: 'p3' });
    const refused = serviceLandContract(
      contract('actual/365', [...onTimePayments, payment('p3', '2025-03-11', 9_950_881, 3)]),
      '2025-03-11',
    );
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.refusal).toEqual({
      kind: 'exceeds_payoff',
      paymentId: 'p3',
      date: '2025-03-11',
      amountCents: 9_950_881,
      payoffCents: 9_950_880,
    });
    expect(paymentRefusalMessage(refused.refusal, 'Lot A')).toBe('The amount exceeds the payoff of $99,508.80 for Lot A on 2025-03-11.');
  });

  it('is current on 2025-03-11: 2,000.00 paid covers two installments, the third is due 2025-04-01', () => {
    expect(landContractStatus(contract('actual/365'), '2025-03-11')).toEqual({
      state: 'current',
      daysPastDue: 0,
      oldestUnpaidDueDate: null,
      nextDueDate: '2025-04-01',
      amountPastDueCents: 0,
      principalBalanceCents: 9_929_118,
      unpaidInterestCents: 0,
      accruedInterestCents: 21_762,
      unpaidLateFeesCents: 0,
      payoffAmountCents: 9_950_880,
      perDiemCents: 2_176,
      endDate: null,
    });
  });

  it('books: gross 679.45 in February and 611.73 in March; 320.55 and 388.27 of capital returned, split by invested', () => {
    const movements: CapitalMovement[] = [
      { recordId: 'i1', kind: 'investment', investorId: 'ann', propertyName: 'Lot A', amountCents: 6_000_000, date: '2024-12-01' },
      { recordId: 'i2', kind: 'investment', investorId: 'bob', propertyName: 'Lot A', amountCents: 4_000_000, date: '2024-12-01' },
    ];
    const servicing = servicedThrough(contract('actual/365'), '2025-03-11');
    const result = recoverCapital({ movements, contracts: [contractForBooks(servicing)] });
    if (!result.ok) throw new Error(result.refusal.kind);
    const { recovery } = result;
    expect(recovery.reductions.filter((reduction) => reduction.kind === 'written_off')).toEqual([]); // W0 = 0: 100,000.00 <= receivable
    expect(recovery.receipts.map(({ date, capitalReturnedCents, gainCents }) => [date, capitalReturnedCents, gainCents])).toEqual([
      ['2025-02-01', 32_055, 0],
      ['2025-03-01', 38_827, 0],
    ]);
    // 320.55 over 60,000.00 : 40,000.00 = 192.33 / 128.22; 388.27 over 59,807.67 : 39,871.78 = 232.96 / 155.31
    expect(Object.fromEntries(recovery.receipts[0]!.returnedByInvestor)).toEqual({ ann: 19_233, bob: 12_822 });
    expect(Object.fromEntries(recovery.receipts[1]!.returnedByInvestor)).toEqual({ ann: 23_296, bob: 15_531 });
    const months = landContractMonths(landContractHistory(servicing, recovery), recovery);
    expect(months.map(({ month, grossCents, capitalReturnedCents }) => [month, grossCents, capitalReturnedCents])).toEqual([
      ['2025-02', 67_945, 32_055],
      ['2025-03', 61_173, 38_827],
    ]);
  });

  it('plans 120 installments: row 3 on 2025-04-01 and the balloon of 40,035.64 on 2035-01-01', () => {
    const plan = plannedSchedule(lotA('actual/365'));
    expect(plan).toHaveLength(120);
    // # | due | payment | interest | principal | balance
    expect([plan[0], plan[1], plan[2], plan[119]]).toEqual([
      installment(1, '2025-02-01', 100_000, 67_945, 32_055, 9_967_945),
      installment(2, '2025-03-01', 100_000, 61_173, 38_827, 9_929_118),
      installment(3, '2025-04-01', 100_000, 67_464, 32_536, 9_896_582),
      installment(120, '2035-01-01', 4_003_564, 27_019, 3_976_545, 0),
    ]);
  });
});

describe('example (b): the same with 30/360', () => {
  it('quotes the payoff through 2025-03-11: 10 days, 220.74, 99,551.85, per diem 22.07', () => {
    expect(quote(contract('30/360'), '2025-03-11')).toMatchObject({
      interestDays: 10,
      interestAccruedCents: 22_074,
      payoffAmountCents: 9_955_185,
      perDiemCents: 2_207,
    });
  });

  it('plans the balloon of 40,018.03 = 265.02 + 39,753.01 on 2035-01-01', () => {
    const plan = plannedSchedule(lotA('30/360'));
    expect(plan).toHaveLength(120);
    expect(plan[119]).toEqual(installment(120, '2035-01-01', 4_001_803, 26_502, 3_975_301, 0));
  });
});
