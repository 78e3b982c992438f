import { describe, expect, it } from 'vitest';
import type { CapitalMovement } from '../facts';
import { contractForBooks, recoverCapital } from './capital-recovery';
import { landContractHistory, landContractMonths, landContractTotals } from './history';
import type { LandContract, LandContractPayment, LateFeeWaiver } from './records';
import { servicedThrough } from './servicing';
import { landContractPayoff, landContractStatus } from './status';
import { lotA, onTimePayments, payment } from './test/lot-a';

// Example (c): Lot A under actual/365, a late and short third payment.
const contract = (later: readonly LandContractPayment[] = [], waivers: readonly LateFeeWaiver[] = []): LandContract => ({
  terms: lotA('actual/365'),
  payments: [...onTimePayments, ...later],
  waivers,
  closeDate: null,
});
const short = [payment('p3', '2025-04-15', 60_000, 3), payment('p4', '2025-05-01', 140_000, 4)];
const aprilFee = { installment: 3, dueDate: '2025-04-01', assessedOn: '2025-04-12', amountCents: 5_000 };

describe('example (c): a late, short payment', () => {
  it('assesses no fee through the grace period, and 50.00 on 2025-04-12 since 2,000.00 < 3 x 1,000.00', () => {
    expect(servicedThrough(contract(), '2025-04-11').lateFees).toEqual([]);
    expect(servicedThrough(contract(), '2025-04-12').lateFees).toEqual([{ ...aprilFee, paidCents: 0, waivedCents: 0, unpaidCents: 5_000 }]);
  });

  it('is past due 13 days on 2025-04-14, 1,000.00 past due, the installment of 2025-04-01 the oldest unpaid', () => {
    expect(landContractStatus(contract(), '2025-04-14')).toMatchObject({
      state: 'past_due',
      oldestUnpaidDueDate: '2025-04-01',
      daysPastDue: 13,
      amountPastDueCents: 100_000,
      nextDueDate: '2025-04-01',
      unpaidLateFeesCents: 5_000,
    });
  });

  it('quotes 100,298.73 through 2025-04-14: 44 days of interest 957.55 and the unpaid fee 50.00', () => {
    const result = landContractPayoff(contract(), '2025-04-14');
    expect(result.ok && result.quote).toMatchObject({
      principalBalanceCents: 9_929_118,
      interestDays: 44,
      interestAccruedCents: 95_755,
      unpaidLateFeesCents: 5_000,
      lateFees: [{ dueDate: '2025-04-01', assessedOn: '2025-04-12', unpaidCents: 5_000 }],
      payoffAmountCents: 10_029_873,
    });
  });

  it.each([
    {
      title: 'applies 600.00 of 2025-04-15 to the fee 50.00, then 550.00 of the 979.31 interest, leaving 429.31 unpaid and the balance',
      day: '2025-04-15',
      receipt: 2,
      split: {
        days: 45,
        interestAccruedCents: 97_931,
        lateFeesPaidCents: 5_000,
        interestPaidCents: 55_000,
        principalPaidCents: 0,
        unpaidInterestCents: 42_931,
        unpaidLateFeesCents: 0,
        balanceCents: 9_929_118,
      },
      status: { state: 'past_due', daysPastDue: 14, amountPastDueCents: 40_000 },
    },
    {
      title: 'applies 1,400.00 of 2025-05-01 to 777.51 of interest (429.31 carried + 348.20 for 16 days), then 622.49 of principal',
      day: '2025-05-01',
      receipt: 3,
      split: {
        days: 16,
        interestAccruedCents: 34_820,
        lateFeesPaidCents: 0,
        interestPaidCents: 77_751,
        principalPaidCents: 62_249,
        unpaidInterestCents: 0,
        balanceCents: 9_866_869,
      },
      status: { state: 'current', nextDueDate: '2025-06-01', daysPastDue: 0 },
    },
  ])('$title', ({ day, receipt, split, status }) => {
    expect(servicedThrough(contract(short), day).receipts[receipt]).toMatchObject(split);
    expect(landContractStatus(contract(short), day)).toMatchObject(status);
  });

  it('adds up: 4,000.00 = fees 50.00 + interest 2,618.69 + principal 1,331.31; 100,000.00 − 1,331.31 = 98,668.69; gross April 600.00, May 777.51', () => {
    const servicing = servicedThrough(contract(short), '2025-05-01');
    const movements: CapitalMovement[] = [
      { recordId: 'i1', kind: 'investment', investorId: 'ann', propertyName: 'Lot A', amountCents: 10_000_000, date: '2024-12-01' },
    ];
    const result = recoverCapital({ movements, contracts: [contractForBooks(servicing)] });
    if (!result.ok) throw new Error(result.refusal.kind);
    const history = landContractHistory(servicing, result.recovery);
    expect(landContractTotals(history, servicing, result.recovery)).toEqual({
      paymentsCents: 400_000,
      lateFeesPaidCents: 5_000,
      interestPaidCents: 261_869,
      principalPaidCents: 133_131,
      capitalReturnedCents: 133_131,
      gainCents: 0,
      capitalWrittenOffCents: 0,
    });
    expect(servicing.balanceCents).toBe(9_866_869);
    const months = landContractMonths(history, result.recovery);
    expect(months.find((month) => month.month === '2025-04')).toMatchObject({
      lateFeesPaidCents: 5_000,
      interestPaidCents: 55_000,
      grossCents: 60_000,
      capitalReturnedCents: 0,
    });
    expect(months.find((month) => month.month === '2025-05')).toMatchObject({ grossCents: 77_751, capitalReturnedCents: 62_249 });
  });

  it('never pyramids: 50.00 of April money paying the fee does not make May late', () => {
    const whole = contract([payment('p3', '2025-04-15', 100_000, 3), payment('p4', '2025-05-01', 100_000, 4)]);
    const serviced = servicedThrough(whole, '2025-05-12');
    expect(serviced.receipts[2]).toMatchObject({
      lateFeesPaidCents: 5_000,
      interestPaidCents: 95_000,
      unpaidInterestCents: 2_931,
      principalPaidCents: 0,
    });
    expect(serviced.receipts[3]).toMatchObject({ interestPaidCents: 37_751, principalPaidCents: 62_249 });
    expect(serviced.paidCents).toBe(400_000);
    expect(serviced.lateFees.map((fee) => fee.dueDate)).toEqual(['2025-04-01']);
  });

  it('assesses a second fee on 2025-05-12 when only 600.00 and then 1,000.00 came: 3,600.00 < 4,000.00', () => {
    const shortThenWhole = contract([payment('p3', '2025-04-15', 60_000, 3), payment('p4', '2025-05-01', 100_000, 4)]);
    expect(servicedThrough(shortThenWhole, '2025-05-11').lateFees).toHaveLength(1);
    expect(servicedThrough(shortThenWhole, '2025-05-12').lateFees[1]).toEqual({
      installment: 4,
      dueDate: '2025-05-01',
      assessedOn: '2025-05-12',
      amountCents: 5_000,
      paidCents: 0,
      waivedCents: 0,
      unpaidCents: 5_000,
    });
  });

  it('waives the unpaid fee from its waive date: the payoff drops by 50.00 and the next payment goes to interest', () => {
    const waiver = { dueDate: '2025-04-01', waiveDate: '2025-04-13', recordedOrder: 3 };
    const result = landContractPayoff(contract([], [waiver]), '2025-04-14');
    const waived = contract(short, [waiver]);
    expect(result.ok && result.quote.payoffAmountCents).toBe(10_024_873);
    expect(servicedThrough(waived, '2025-04-13').lateFees).toEqual([{ ...aprilFee, paidCents: 0, waivedCents: 5_000, unpaidCents: 0 }]);
    expect(servicedThrough(waived, '2025-04-15').receipts[2]).toMatchObject({
      lateFeesPaidCents: 0,
      interestPaidCents: 60_000,
      unpaidInterestCents: 37_931,
    });
  });
});
