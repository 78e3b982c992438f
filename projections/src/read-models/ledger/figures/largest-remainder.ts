import { compareCodeUnits } from './order';
import { assertCents, toSafeNumber } from './rounding';

/** One party of a split: its key (an investor id) and its weight (its capital, in cents). */
export interface Weight {
  readonly key: string;
  readonly weight: bigint | number;
  /** Where the party sorts for ties (an investor's order key, order.ts); its key when absent. */
  readonly order?: string;
}

/**
 * Splits `amountCents` over `weights` in proportion to the weights with the largest-remainder
 * (Hamilton) method, so the parts always add up to the whole, to the cent (docs/figures.md):
 * - every key first gets the floor of its exact share amount x weight / total;
 * - the cents left over (fewer than the number of keys) go one each to the largest remainders;
 * - equal remainders go to parties in ascending code-unit order (`compareCodeUnits`, not the locale) of
 *   their `order` (an investor's order key, which sorts as their name), then of their key;
 * - a negative amount is split as its absolute value, then negated, so a loss mirrors a gain;
 * - a key of weight 0 gets 0 (its remainder is 0, and a leftover cent always finds a positive
 *   remainder first, since the remainders add up to total x leftover with each below total);
 * - a total weight of 0 allocates nothing: the result is an empty map.
 * Each part differs from its exact share by less than one cent. The products run in BigInt because
 * cents x cents passes 2^53. The result keeps the order of `weights`.
 */
export const allocateLargestRemainder = (amountCents: number, weights: readonly Weight[]): Map<string, number> => {
  assertCents(amountCents);
  const parties = weights.map(({ key, weight, order }) => {
    if (typeof weight === 'number' && !Number.isSafeInteger(weight)) {
      throw new RangeError(`Weight of ${key} must be an integer, got ${weight}`);
    }
    const value = BigInt(weight);
    if (value < 0n) throw new RangeError(`Weight of ${key} must not be negative, got ${value}`);
    return { key, order: order ?? key, weight: value, part: 0n, remainder: 0n };
  });
  if (new Set(parties.map((party) => party.key)).size !== parties.length) {
    throw new Error('Keys of an allocation must be unique');
  }
  const total = parties.reduce((sum, party) => sum + party.weight, 0n);
  if (total === 0n) return new Map();

  const whole = BigInt(Math.abs(amountCents));
  let leftover = whole;
  for (const party of parties) {
    const product = whole * party.weight;
    party.part = product / total;
    party.remainder = product % total;
    leftover -= party.part;
  }
  const byRemainder = [...parties].sort((a, b) =>
    a.remainder === b.remainder ? compareCodeUnits(a.order, b.order) || compareCodeUnits(a.key, b.key) : a.remainder > b.remainder ? -1 : 1,
  );
  for (const party of byRemainder) {
    if (leftover === 0n) break;
    party.part += 1n;
    leftover -= 1n;
  }
  const sign = amountCents < 0 ? -1n : 1n;
  // sign * 0n is 0n, so a zero part is +0, never -0.
  return new Map(parties.map((party) => [party.key, toSafeNumber(sign * party.part)]));
};
