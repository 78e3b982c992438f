import { describe, expect, it } from 'vitest';
import { amountCents, nonNegativeCents, optionalName, signedCents } from './fields';

const parse = (schema: typeof amountCents, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? result.data : result.error.issues[0]?.message;
};

describe('amounts in dollars become integer cents without float arithmetic', () => {
  it.each([
    [0.29, 29],
    [1.1, 110],
    [100, 10_000],
    ['12.34', 1234],
    [' 7.5 ', 750],
    [1_000_000_000, 100_000_000_000],
    [0.01, 1],
  ])('%j -> %i cents', (dollars, cents) => expect(parse(amountCents, dollars)).toBe(cents));

  it.each([
    [0, 'Expected an amount greater than 0'],
    [-5, 'Expected an amount greater than 0'],
    [1.234, 'Expected an amount in dollars with at most 2 decimals'],
    [1e-7, 'Expected an amount in dollars with at most 2 decimals'],
    [1_000_000_000.01, 'Expected an amount of at most 1,000,000,000.00'],
    [1e21, 'Expected an amount in dollars with at most 2 decimals'],
    ['abc', 'Expected an amount in dollars with at most 2 decimals'],
    ['', 'Expected an amount in dollars with at most 2 decimals'],
  ])('%j is refused: %s', (dollars, message) => expect(parse(amountCents, dollars)).toBe(message));

  it('refuses other types', () => {
    expect(amountCents.safeParse(null).success).toBe(false);
    expect(amountCents.safeParse(true).success).toBe(false);
    expect(amountCents.safeParse(Number.NaN).success).toBe(false);
  });

  it('allows zero where a value may be nil, and negatives for rows being deleted', () => {
    expect(nonNegativeCents.parse(0)).toBe(0);
    expect(signedCents.parse(-12.5)).toBe(-1250);
    expect(signedCents.safeParse(0).success).toBe(false);
  });
});

describe('optional names', () => {
  it('treat absent, null and blank as none', () => {
    expect(optionalName.parse(undefined)).toBeNull();
    expect(optionalName.parse(null)).toBeNull();
    expect(optionalName.parse('  ')).toBeNull();
    expect(optionalName.parse(' Lor ')).toBe('Lor');
    expect(optionalName.safeParse('x'.repeat(121)).success).toBe(false);
  });
});
