import { describe, expect, it } from 'vitest';
import { lot7Terms } from '../../../../testing/land-contract-ledger';
import type { CapitalMovement } from '../facts';
import { allocateLargestRemainder } from '../largest-remainder';
import { fee } from '../rounding';
import { addCalendarDays } from './calendar';
import { contractForBooks, investedWithRecovery, recoverCapital } from './capital-recovery';
import { landContractHistory, landContractMonths, landContractTotals } from './history';
import type { LandContract } from './records';
import { servicedThrough } from './servicing';
import { landContractStatus } from './status';
import { dueDate, principalAtStart, receivable } from './terms';

// Example (d): Lot 7 of Lakeshore Land LLC, bought for 20,000.00 by Avery (15,000.00) and Blake (5,000.00),
// sold on contract for 40,000.00 with 12,000.00 down; 1,000.00 paid on every due date of 2025.
const terms: LandContract['terms'] = { contractId: 'contract-lot-7', ...lot7Terms };
const payments = Array.from({ length: 12 }, (_, i) => ({
  id: `p${i + 1}`,
  date: dueDate(terms, i + 1),
  amountCents: 100_000,
  recordedOrder: i + 1,
}));
const lot7: LandContract = { terms, payments, waivers: [], closeDate: null };
const movements: CapitalMovement[] = [
  { recordId: 'avery-in', kind: 'investment', investorId: 'avery', propertyName: 'Lot 7', amountCents: 1_500_000, date: '2024-06-03' },
  { recordId: 'blake-in', kind: 'investment', investorId: 'blake', propertyName: 'Lot 7', amountCents: 500_000, date: '2024-06-03' },
];
const servicing = servicedThrough(lot7, '2025-12-31');
const recovered = recoverCapital({ movements, contracts: [contractForBooks(servicing)] });
if (!recovered.ok) throw new Error(recovered.refusal.kind);
const { recovery } = recovered;
const history = landContractHistory(servicing, recovery);
const investedOn = (date: string) => Object.fromEntries(investedWithRecovery(movements, recovery.reductions, date));
const capitalBefore = (date: string) => Object.values(investedOn(addCalendarDays(date, -1))).reduce((sum, cents) => sum + cents, 0);

describe('example (d): the servicing and the capital of Lot 7', () => {
  it('opens with P0 28,000.00, a receivable of 40,000.00 and no write-off (capital 20,000.00 <= 40,000.00)', () => {
    expect(principalAtStart(terms)).toBe(2_800_000);
    expect(receivable(terms)).toBe(4_000_000);
    expect(recovery.reductions.filter((reduction) => reduction.kind === 'written_off')).toEqual([]);
  });

  it('returns the down payment as capital: 12,000.00 = Avery 9,000.00 + Blake 3,000.00, gain 0; invested 6,000.00 / 2,000.00', () => {
    expect(history[0]).toMatchObject({
      id: 'contract-lot-7',
      kind: 'down_payment',
      date: '2024-12-01',
      amountCents: 1_200_000,
      capitalReturnedCents: 1_200_000,
      gainCents: 0,
      balanceCents: 2_800_000,
    });
    expect(Object.fromEntries(recovery.receipts[0]!.returnedByInvestor)).toEqual({ avery: 900_000, blake: 300_000 });
    expect(investedOn('2024-12-01')).toEqual({ avery: 600_000, blake: 200_000 });
  });

  // # | date | days | interest | principal | balance | C before | returned Avery / Blake | gain
  const table: [number, string, number, number, number, number, number, number, number, number][] = [
    [1, '2025-01-01', 31, 21_403, 78_597, 2_721_403, 800_000, 58_948, 19_649, 0],
    [2, '2025-02-01', 31, 20_802, 79_198, 2_642_205, 721_403, 59_398, 19_800, 0],
    [3, '2025-03-01', 28, 18_242, 81_758, 2_560_447, 642_205, 61_319, 20_439, 0],
    [4, '2025-04-01', 31, 19_572, 80_428, 2_480_019, 560_447, 60_321, 20_107, 0],
    [5, '2025-05-01', 30, 18_345, 81_655, 2_398_364, 480_019, 61_241, 20_414, 0],
    [6, '2025-06-01', 31, 18_333, 81_667, 2_316_697, 398_364, 61_250, 20_417, 0],
    [7, '2025-07-01', 30, 17_137, 82_863, 2_233_834, 316_697, 62_147, 20_716, 0],
    [8, '2025-08-01', 31, 17_075, 82_925, 2_150_909, 233_834, 62_194, 20_731, 0],
    [9, '2025-09-01', 31, 16_441, 83_559, 2_067_350, 150_909, 62_669, 20_890, 0],
    [10, '2025-10-01', 30, 15_293, 84_707, 1_982_643, 67_350, 50_513, 16_837, 17_357],
    [11, '2025-11-01', 31, 15_155, 84_845, 1_897_798, 0, 0, 0, 84_845],
    [12, '2025-12-01', 30, 14_039, 85_961, 1_811_837, 0, 0, 0, 85_961],
  ];
  it.each(table)(
    'payment %i of %s: %i days, interest %i, principal %i, balance %i; C %i → Avery %i, Blake %i, gain %i',
    (n, date, days, interest, principal, balance, before, avery, blake, gain) => {
      const row = history[n]!;
      expect(row).toMatchObject({
        kind: 'payment',
        date,
        amountCents: 100_000,
        days,
        lateFeesPaidCents: 0,
        interestAccruedCents: interest,
        interestPaidCents: interest,
        principalPaidCents: principal,
        balanceCents: balance,
      });
      expect(capitalBefore(date)).toBe(before);
      expect(row.capitalReturnedCents).toBe(avery + blake);
      expect(row.gainCents).toBe(gain);
      expect(row.capitalReturnedCents + row.gainCents).toBe(principal);
      const parts = Object.fromEntries(recovery.receipts[n]!.returnedByInvestor);
      expect(parts).toEqual(avery + blake === 0 ? {} : { avery, blake });
    },
  );

  it('returns each investor’s last capital exactly in October (505.13 / 168.37); at 2025-12-31 both have 0 invested', () => {
    expect(investedOn('2025-09-30')).toEqual({ avery: 50_513, blake: 16_837 });
    expect(investedOn('2025-12-31')).toEqual({ avery: 0, blake: 0 });
    const returned = (investorId: string) =>
      recovery.reductions.filter((r) => r.investorId === investorId && r.kind === 'returned').reduce((sum, r) => sum + r.amountCents, 0);
    expect(returned('avery')).toBe(1_500_000); // 9,000.00 (2024) + 6,000.00 (2025)
    expect(returned('blake')).toBe(500_000); // 3,000.00 + 2,000.00
  });

  it('totals 2025: interest 2,118.37, gain 1,881.63, principal 9,881.63, capital returned 8,000.00 (20,000.00 with the down payment)', () => {
    expect(landContractTotals(history, servicing, recovery)).toEqual({
      paymentsCents: 1_200_000,
      lateFeesPaidCents: 0,
      interestPaidCents: 211_837,
      principalPaidCents: 988_163,
      capitalReturnedCents: 2_000_000,
      gainCents: 188_163,
      capitalWrittenOffCents: 0,
    });
    const months2025 = landContractMonths(history, recovery).filter((month) => month.month.startsWith('2025'));
    const sum = (part: (month: (typeof months2025)[number]) => number) => months2025.reduce((total, month) => total + part(month), 0);
    expect([
      sum((m) => m.interestPaidCents),
      sum((m) => m.gainCents),
      sum((m) => m.principalReceivedCents),
      sum((m) => m.capitalReturnedCents),
    ]).toEqual([211_837, 188_163, 988_163, 800_000]);
  });

  it('is current on 2025-12-31 with 18,118.37 owed and the next installment due 2026-01-01', () => {
    expect(landContractStatus(lot7, '2025-12-31')).toMatchObject({
      state: 'current',
      principalBalanceCents: 1_811_837,
      nextDueDate: '2026-01-01',
      unpaidLateFeesCents: 0,
    });
  });
});

describe('example (d): what each month brings into gross, and the investors’ shares of it', () => {
  // month | gross | Avery alloc | Blake alloc | Avery fee | Avery interest / gain | Blake interest / gain
  const months: [string, number, number, number, number, number, number, number, number][] = [
    ['2025-01', 21_403, 16_052, 5_351, 1_605, 16_052, 0, 5_351, 0],
    ['2025-02', 20_802, 15_602, 5_200, 1_560, 15_602, 0, 5_200, 0],
    ['2025-03', 18_242, 13_682, 4_560, 1_368, 13_682, 0, 4_560, 0],
    ['2025-04', 19_572, 14_679, 4_893, 1_468, 14_679, 0, 4_893, 0],
    ['2025-05', 18_345, 13_759, 4_586, 1_376, 13_759, 0, 4_586, 0],
    ['2025-06', 18_333, 13_750, 4_583, 1_375, 13_750, 0, 4_583, 0],
    ['2025-07', 17_137, 12_853, 4_284, 1_285, 12_853, 0, 4_284, 0],
    ['2025-08', 17_075, 12_806, 4_269, 1_281, 12_806, 0, 4_269, 0],
    ['2025-09', 16_441, 12_331, 4_110, 1_233, 12_331, 0, 4_110, 0],
    ['2025-10', 32_650, 24_488, 8_162, 2_449, 11_470, 13_018, 3_823, 4_339],
    ['2025-11', 100_000, 75_000, 25_000, 7_500, 11_366, 63_634, 3_789, 21_211],
    ['2025-12', 100_000, 75_000, 25_000, 7_500, 10_529, 64_471, 3_510, 21_490],
  ];
  // Shares are on contributed capital (15,000.00 : 5,000.00), which stays after the capital is back.
  const shares = [
    { key: 'avery', weight: 1_500_000 },
    { key: 'blake', weight: 500_000 },
  ];
  const perMonth = new Map(landContractMonths(history, recovery).map((month) => [month.month, month]));
  it.each(months)(
    '%s: gross %i → Avery %i, Blake %i; Avery fee %i; interest / gain %i / %i and %i / %i',
    (month, gross, avery, blake, averyFee, ai, ag, bi, bg) => {
      const parts = perMonth.get(month)!;
      expect(parts.grossCents).toBe(gross);
      expect(parts.grossCents).toBe(parts.interestPaidCents + parts.gainCents);
      expect(Object.fromEntries(allocateLargestRemainder(gross, shares))).toEqual({ avery, blake });
      expect(fee(avery, 1_000)).toBe(averyFee);
      expect(Object.fromEntries(allocateLargestRemainder(parts.interestPaidCents, shares))).toEqual({ avery: ai, blake: bi });
      expect(Object.fromEntries(allocateLargestRemainder(parts.gainCents, shares))).toEqual({ avery: ag, blake: bg });
    },
  );

  it('adds up over 2025: gross 4,000.00 = Avery 3,000.02 + Blake 999.98; Avery’s fee 300.00; interest 1,588.79 / 529.58; gain 1,411.23 / 470.40', () => {
    const total = (column: number) => months.reduce((sum, row) => sum + (row[column] as number), 0);
    expect([total(1), total(2), total(3), total(4)]).toEqual([400_000, 300_002, 99_998, 30_000]);
    expect([total(5), total(6), total(7), total(8)]).toEqual([158_879, 141_123, 52_958, 47_040]);
    const in2025 = (investorId: string, kind: 'returned' | 'written_off') =>
      recovery.reductions
        .filter((r) => r.investorId === investorId && r.kind === kind && r.date.startsWith('2025'))
        .reduce((sum, r) => sum + r.amountCents, 0);
    expect([in2025('avery', 'returned'), in2025('blake', 'returned')]).toEqual([600_000, 200_000]);
    expect([in2025('avery', 'written_off'), in2025('blake', 'written_off')]).toEqual([0, 0]);
    // Principal received = capital returned + gain: 6,000.00 + 1,411.23 and 2,000.00 + 470.40 (9,881.63 in all).
    expect([in2025('avery', 'returned') + total(6), in2025('blake', 'returned') + total(8)]).toEqual([741_123, 247_040]);
  });
});
