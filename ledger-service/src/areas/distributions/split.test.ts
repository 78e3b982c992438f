import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAbaRoutingNumber } from '@portal/contracts/api';
import { planLines, SplitRefused, type Candidate } from './split';

describe('the ABA routing number check digit (weights 3, 7, 1)', () => {
  it.each(['021000021', '011000015', '026009593', '122105278', '111000025'])('accepts %s', (routing) => {
    expect(isAbaRoutingNumber(routing)).toBe(true);
  });
  it.each(['021000022', '011000016', '123456789', '02100002', '0210000210', '02100002a'])('refuses %s', (routing) => {
    expect(isAbaRoutingNumber(routing)).toBe(false);
  });
});

const candidate = (investorId: string, cashBalanceCents: number, blocked: string | null = null): Candidate => ({
  investorId,
  cashBalanceCents,
  blocked,
});

describe('a run’s lines', () => {
  const ann = candidate('ann', 100_00);
  const bob = candidate('bob', 33_33);
  const cy = candidate('cy', 50_00, 'payments held');

  it('pays each whole balance, skipping the blocked and those under the minimum', () => {
    expect(planLines([ann, bob, cy], { mode: 'balance' }, 50_00)).toEqual([
      { investorId: 'ann', cashBalanceCents: 100_00, amountCents: 100_00, skippedReason: null },
      { investorId: 'bob', cashBalanceCents: 33_33, amountCents: 0, skippedReason: 'under the minimum' },
      { investorId: 'cy', cashBalanceCents: 50_00, amountCents: 0, skippedReason: 'payments held' },
    ]);
  });

  it('pays a percentage rounded down to the cent', () => {
    expect(planLines([bob], { mode: 'percent', hundredths: 50_00 })[0]!.amountCents).toBe(16_66);
    expect(planLines([bob], { mode: 'percent', hundredths: 12_50 })[0]!.amountCents).toBe(4_16);
  });

  it('splits an amount by the paid lines’ balances, skipped lines carrying no weight, and refuses more than they hold', () => {
    const lines = planLines([ann, bob, cy], { mode: 'amount', totalCents: 100_00 });
    expect(lines.map((line) => line.amountCents)).toEqual([75_00, 25_00, 0]);
    expect(() => planLines([ann, bob, cy], { mode: 'amount', totalCents: 133_34 })).toThrow(SplitRefused);
    expect(planLines([ann, bob, cy], { mode: 'amount', totalCents: 133_33 }).map((line) => line.amountCents)).toEqual([100_00, 33_33, 0]);
  });

  it('gives the left-over cents to the largest remainders, ties to the earlier line', () => {
    const thirds = planLines([candidate('c', 1_00), candidate('a', 1_00), candidate('b', 1_00)], { mode: 'amount', totalCents: 1_00 });
    expect(thirds.map((line) => line.amountCents)).toEqual([34, 33, 33]);
  });

  it('splits any amount to the cent with no line above its balance (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000_000_00 }), { minLength: 1, maxLength: 40 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (balances, fraction) => {
          const sum = balances.reduce((a, b) => a + b, 0);
          const total = Math.max(1, Math.floor(sum * fraction));
          const lines = planLines(
            balances.map((balance, index) => candidate(`i${index}`, balance)),
            { mode: 'amount', totalCents: total },
          );
          expect(lines.reduce((a, line) => a + line.amountCents, 0)).toBe(total);
          for (const line of lines) {
            expect(line.amountCents).toBeLessThanOrEqual(line.cashBalanceCents);
            expect(Number.isInteger(line.amountCents)).toBe(true);
          }
        },
      ),
    );
  });
});
