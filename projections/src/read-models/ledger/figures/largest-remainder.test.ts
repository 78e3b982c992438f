import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateLargestRemainder } from './largest-remainder';

const equal = (...keys: string[]) => keys.map((key) => ({ key, weight: 1 }));

describe('allocateLargestRemainder', () => {
  it('splits $100.00 over three equal weights as 33.34 / 33.33 / 33.33, the odd cent to the first name', () => {
    // 10000 x 1 / 3 = 3333 rest 1 for each; 10000 - 3 x 3333 = 1 cent left; equal remainders -> 'Ann'.
    const parts = allocateLargestRemainder(10_000, equal('Cy', 'Ann', 'Bob'));
    expect([...parts]).toEqual([
      ['Cy', 3333],
      ['Ann', 3334],
      ['Bob', 3333],
    ]);
  });

  it('breaks ties by code-unit order: upper case before lower case, whatever the locale says', () => {
    // 2 cents over three equal weights: 'Bob' < 'ann' < 'bob' in code units ('B' = 66, 'a' = 97).
    expect(Object.fromEntries(allocateLargestRemainder(2, equal('bob', 'ann', 'Bob')))).toEqual({ Bob: 1, ann: 1, bob: 0 });
  });

  it('gives the leftover cents to the largest remainders before looking at names', () => {
    // 100 over weights 1, 2, 4 (total 7): exact 14.29 / 28.57 / 57.14; floors 14 + 28 + 57 = 99;
    // remainders 100 mod 7 = 2, 200 mod 7 = 4, 400 mod 7 = 1 -> the cent goes to 'Zoe' (weight 2).
    const parts = allocateLargestRemainder(100, [
      { key: 'Ann', weight: 1 },
      { key: 'Zoe', weight: 2 },
      { key: 'Bob', weight: 4 },
    ]);
    expect(Object.fromEntries(parts)).toEqual({ Ann: 14, Zoe: 29, Bob: 57 });
  });

  it('splits a negative amount as its absolute value, then negates it', () => {
    // -100.00: the same parts as +100.00, negated; the extra cent of loss goes to 'Ann'.
    expect(Object.fromEntries(allocateLargestRemainder(-10_000, equal('Ann', 'Bob', 'Cy')))).toEqual({ Ann: -3334, Bob: -3333, Cy: -3333 });
  });

  it('allocates nothing when the total weight is 0, and 0 (never -0) to a zero weight', () => {
    expect(allocateLargestRemainder(500, [{ key: 'Ann', weight: 0 }]).size).toBe(0);
    expect(allocateLargestRemainder(500, []).size).toBe(0);
    const parts = allocateLargestRemainder(-7, [
      { key: 'Ann', weight: 0 },
      { key: 'Bob', weight: 3n },
    ]);
    expect(Object.is(parts.get('Ann'), 0)).toBe(true);
    expect(parts.get('Bob')).toBe(-7);
    expect(Object.is(allocateLargestRemainder(0, equal('Ann')).get('Ann'), 0)).toBe(true);
  });

  it('stays exact where cents x cents passes 2^53', () => {
    // 1e11 over three weights of 33_333_333_333: each product is 3.3e21 (a double would lose cents);
    // exact share 33_333_333_333.33..., floors add up to 99_999_999_999, the last cent goes to 'Ann'.
    const w = 33_333_333_333n;
    const parts = allocateLargestRemainder(100_000_000_000, [
      { key: 'Cy', weight: w },
      { key: 'Bob', weight: w },
      { key: 'Ann', weight: w },
    ]);
    expect(Object.fromEntries(parts)).toEqual({ Ann: 33_333_333_334, Bob: 33_333_333_333, Cy: 33_333_333_333 });
  });

  it('refuses negative, fractional and duplicate weights, and fractional amounts', () => {
    expect(() => allocateLargestRemainder(1, [{ key: 'Ann', weight: -1 }])).toThrow(/negative/);
    expect(() => allocateLargestRemainder(1, [{ key: 'Ann', weight: 0.5 }])).toThrow(/integer/);
    expect(() => allocateLargestRemainder(1, [...equal('Ann'), ...equal('Ann')])).toThrow(/unique/);
    expect(() => allocateLargestRemainder(1.5, equal('Ann'))).toThrow(/cents/);
  });

  const amounts = fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -100_000_000_000, max: 100_000_000_000 }));
  const weights = fc.uniqueArray(
    fc.record({
      key: fc.string({ maxLength: 4 }),
      weight: fc.oneof(fc.bigInt({ min: 0n, max: 100_000_000_000n }), fc.integer({ min: 0, max: 10 })),
    }),
    { selector: (w) => w.key, maxLength: 8 },
  );

  it('always adds the parts up to the whole, unless nothing has weight', () => {
    fc.assert(
      fc.property(amounts, weights, (amount, ws) => {
        const parts = allocateLargestRemainder(amount, ws);
        const total = ws.reduce((sum, w) => sum + BigInt(w.weight), 0n);
        if (total === 0n) return parts.size === 0;
        return parts.size === ws.length && [...parts.values()].reduce((a, b) => a + b, 0) === amount;
      }),
    );
  });

  it('never moves a part one cent or more away from its exact share, nor gives anything to weight 0', () => {
    fc.assert(
      fc.property(amounts, weights, (amount, ws) => {
        const parts = allocateLargestRemainder(amount, ws);
        const total = ws.reduce((sum, w) => sum + BigInt(w.weight), 0n);
        return ws.every(({ key, weight }) => {
          const part = parts.get(key);
          if (total === 0n) return part === undefined;
          // |part - amount x w / total| < 1  <=>  |part x total - amount x w| < total
          const gap = BigInt(part!) * total - BigInt(amount) * BigInt(weight);
          return (gap < 0n ? -gap : gap) < total && (BigInt(weight) !== 0n || part === 0);
        });
      }),
    );
  });

  it('does not depend on the order of the weights', () => {
    fc.assert(
      fc.property(amounts, weights, (amount, ws) => {
        const forward = Object.fromEntries(allocateLargestRemainder(amount, ws));
        const backward = Object.fromEntries(allocateLargestRemainder(amount, [...ws].reverse()));
        expect(backward).toEqual(forward);
      }),
    );
  });
});
