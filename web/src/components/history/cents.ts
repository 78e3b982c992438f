/**
 * Money sums in integer cents. The API sends dollars as numbers with at most two decimals; adding
 * those as floats drifts (0.1 + 0.2), so each amount is turned into whole cents first, summed as
 * integers, and only the result is turned back into dollars for display.
 */

/** Dollars (a number with up to 2 decimals) to whole cents: 12.34 -> 1234. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** Whole cents back to dollars for display: 1234 -> 12.34. */
export const centsToDollars = (cents: number): number => cents / 100;

/** The sum of some dollar amounts, in whole cents. */
export const sumInCents = (amounts: Iterable<number>): number => {
  let total = 0;
  for (const amount of amounts) total += toCents(amount);
  return total;
};
