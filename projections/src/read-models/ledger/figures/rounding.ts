/**
 * The rounding rules of docs/figures.md (Units and rounding): half away from zero, computed on exact
 * rationals with BigInt (a product of two cent amounts can pass 2^53, where a float loses cents).
 */

const abs = (value: bigint): bigint => (value < 0n ? -value : value);

/** numerator / denominator rounded to an integer, halves away from zero. Throws on a zero denominator. */
export const roundHalfAwayFromZero = (numerator: bigint, denominator: bigint): bigint => {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const n = abs(numerator);
  const d = abs(denominator);
  const quotient = n / d;
  const rounded = 2n * (n % d) >= d ? quotient + 1n : quotient;
  return numerator < 0n !== denominator < 0n ? -rounded : rounded;
};

/** Converts an exact integer result back to a JS number, refusing what a double cannot hold exactly. */
export const toSafeNumber = (value: bigint): number => {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`${value} is beyond the safe integer range`);
  }
  return Number(value);
};

/** Throws unless `value` is a safe integer (cents never travel as fractions). */
export const assertCents = (value: number, what = 'amount'): number => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be integer cents, got ${value}`);
  return value;
};

/**
 * fee(i, p, m) = fee_percentage(i) x max(0, allocated(i, p, m)), rounded to the cent. The fee is
 * given in basis points (2000 = 20 %) so the rate itself is never a float. A loss carries no fee.
 */
export const fee = (allocatedCents: number, feeBasisPoints: number): number => {
  assertCents(allocatedCents, 'allocated');
  assertCents(feeBasisPoints, 'fee basis points');
  if (feeBasisPoints < 0) throw new RangeError(`A fee cannot be negative, got ${feeBasisPoints} basis points`);
  if (allocatedCents <= 0) return 0;
  return toSafeNumber(roundHalfAwayFromZero(BigInt(feeBasisPoints) * BigInt(allocatedCents), 10_000n));
};

/**
 * numerator / denominator x 100 with 2 decimals (7.5 means 7.50 %), halves away from zero; 0 when
 * the denominator is 0. The hundredths of a percent are computed exactly as an integer; only the last
 * step divides by 100, which yields the double nearest to that 2-decimal value, so JSON prints it
 * with at most 2 decimals.
 */
export const percent = (numerator: bigint | number, denominator: bigint | number): number => {
  const d = BigInt(denominator);
  if (d === 0n) return 0;
  const hundredths = roundHalfAwayFromZero(BigInt(numerator) * 10_000n, d);
  // Beyond 2^53 hundredths (a ratio of some 90 trillion percent: income over a capital of a few
  // cents) a double cannot hold every digit anyway; answer the nearest one rather than fail a read.
  return Number(hundredths) / 100;
};
