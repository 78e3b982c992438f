import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fee, percent, roundHalfAwayFromZero } from './rounding';

describe('roundHalfAwayFromZero', () => {
  it('rounds halves away from zero whatever the signs', () => {
    expect(roundHalfAwayFromZero(5n, 2n)).toBe(3n); // 2.5 -> 3
    expect(roundHalfAwayFromZero(-5n, 2n)).toBe(-3n); // -2.5 -> -3
    expect(roundHalfAwayFromZero(5n, -2n)).toBe(-3n);
    expect(roundHalfAwayFromZero(-5n, -2n)).toBe(3n);
    expect(roundHalfAwayFromZero(7n, 3n)).toBe(2n); // 2.33 -> 2
    expect(roundHalfAwayFromZero(-8n, 3n)).toBe(-3n); // -2.67 -> -3
    expect(roundHalfAwayFromZero(0n, 7n)).toBe(0n);
    expect(() => roundHalfAwayFromZero(1n, 0n)).toThrow(RangeError);
  });

  it('is within one half of the exact quotient', () => {
    fc.assert(
      fc.property(
        fc.bigInt(),
        fc.bigInt().filter((d) => d !== 0n),
        (n, d) => {
          const r = roundHalfAwayFromZero(n, d);
          // |r - n/d| <= 1/2  <=>  |2 (r d - n)| <= |d|
          const gap = 2n * (r * d - n);
          return (gap < 0n ? -gap : gap) <= (d < 0n ? -d : d);
        },
      ),
    );
  });
});

describe('fee', () => {
  it('takes 0, 10, 20 or 30 % of a positive allocation, rounded half away from zero', () => {
    // 3333 cents: 0 % -> 0; 10 % -> 333.3 -> 333; 20 % -> 666.6 -> 667; 30 % -> 999.9 -> 1000.
    expect([0, 1000, 2000, 3000].map((bp) => fee(3333, bp))).toEqual([0, 333, 667, 1000]);
    expect(fee(5, 1000)).toBe(1); // 0.5 -> 1
    expect(fee(3335, 3000)).toBe(1001); // 1000.5 -> 1001
    expect(fee(2, 2000)).toBe(0); // 0.4 -> 0
  });

  it('takes nothing from a loss or from nothing', () => {
    expect(fee(-3334, 3000)).toBe(0);
    expect(fee(0, 3000)).toBe(0);
  });

  it('stays exact on the largest amounts', () => {
    expect(fee(100_000_000_001, 3000)).toBe(30_000_000_000); // 30000000000.3 -> 30000000000
  });
});

describe('percent', () => {
  it('gives 2 decimals, halves away from zero, 0 over 0', () => {
    expect(percent(1, 3)).toBe(33.33);
    expect(percent(2, 3)).toBe(66.67);
    expect(percent(3, 40)).toBe(7.5); // 7.50 %
    expect(percent(-1, 8)).toBe(-12.5);
    expect(percent(-1, 16)).toBe(-6.25);
    expect(percent(1, 160_000)).toBe(0); // 0.000625 % -> 0.00
    expect(percent(1, 20_000)).toBe(0.01); // 0.005 % -> 0.01
    expect(percent(5, 0)).toBe(0);
    expect(percent(10n ** 20n, 3n * 10n ** 18n)).toBe(3333.33);
    expect(percent(100_000_000_000_000, 1)).toBe(1e16); // absurd ratios answer, not throw
  });

  it('never prints more than 2 decimals and is within half a hundredth', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e11, max: 1e11 }),
        fc.integer({ min: -1e11, max: 1e11 }).filter((d) => d !== 0),
        (n, d) => {
          const p = percent(n, d);
          const printed = JSON.stringify(p);
          expect(printed).toMatch(/^-?\d+(\.\d{1,2})?$/);
          // |p - 100 n / d| <= 0.005 checked exactly on hundredths: |2 (h d - 10000 n)| <= |d|
          const h = BigInt(Math.round(p * 100));
          const gap = 2n * (h * BigInt(d) - 10_000n * BigInt(n));
          expect(gap < 0n ? -gap : gap).toBeLessThanOrEqual(BigInt(Math.abs(d)));
        },
      ),
    );
  });
});
