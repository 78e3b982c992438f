/**
 * How a run's amounts are computed (docs/distributions.md), in integer cents: pure, so the rules are
 * tested alone. A line is paid, or skipped with the reason.
 */

export interface Candidate {
  investorId: string;
  cashBalanceCents: number;
  /** Why the investor cannot be paid whatever the amount (no details, held, a change pending), or null. */
  blocked: string | null;
}

export interface PlannedLine {
  investorId: string;
  cashBalanceCents: number;
  amountCents: number;
  skippedReason: string | null;
}

export type SplitMode = { mode: 'balance' } | { mode: 'percent'; hundredths: number } | { mode: 'amount'; totalCents: number };

export class SplitRefused extends Error {}

const skipped = (candidate: Candidate, reason: string): PlannedLine => ({
  investorId: candidate.investorId,
  cashBalanceCents: candidate.cashBalanceCents,
  amountCents: 0,
  skippedReason: reason,
});

/**
 * `total` shared in proportion to `weights` (all positive, summing to at least `total`): each share
 * rounded down, the cents left over given one each to the largest remainders, ties to the earlier
 * line. No share exceeds its weight: a share is its weight only when `total` is the weights' sum,
 * and then nothing is left over.
 */
export const largestRemainder = (totalCents: number, weights: readonly number[]): number[] => {
  const sum = BigInt(weights.reduce((a, b) => a + b, 0));
  const total = BigInt(totalCents);
  const shares = weights.map((weight) => {
    const product = total * BigInt(weight);
    return { share: Number(product / sum), remainder: product % sum };
  });
  let left = totalCents - shares.reduce((a, { share }) => a + share, 0);
  const order = shares
    .map((_, index) => index)
    .sort((a, b) => (shares[b]!.remainder > shares[a]!.remainder ? 1 : shares[b]!.remainder < shares[a]!.remainder ? -1 : a - b));
  for (const index of order) {
    if (left === 0) break;
    shares[index]!.share += 1;
    left -= 1;
  }
  return shares.map(({ share }) => share);
};

/**
 * The lines of a run, in the candidates' order (which breaks ties of the split). `minimumCents`
 * skips a line paying less (not in `amount` mode, where skipped lines carry no weight). An amount
 * above the paid lines' balances is refused (`SplitRefused`).
 */
export const planLines = (candidates: readonly Candidate[], split: SplitMode, minimumCents = 0): PlannedLine[] => {
  const payable = (candidate: Candidate) => candidate.blocked === null && candidate.cashBalanceCents > 0;
  if (split.mode === 'amount') {
    const paid = candidates.filter(payable);
    const balances = paid.reduce((sum, candidate) => sum + candidate.cashBalanceCents, 0);
    if (split.totalCents > balances)
      throw new SplitRefused(`The amount exceeds the paid investors' cash balances (${balances} cents in all).`);
    const shares = new Map(
      largestRemainder(
        split.totalCents,
        paid.map((c) => c.cashBalanceCents),
      ).map((share, index) => [paid[index]!, share]),
    );
    return candidates.map((candidate) => {
      if (candidate.blocked !== null) return skipped(candidate, candidate.blocked);
      const share = shares.get(candidate) ?? 0;
      return share > 0
        ? { ...skipped(candidate, ''), amountCents: share, skippedReason: null }
        : skipped(candidate, 'no cent of the amount');
    });
  }
  return candidates.map((candidate) => {
    if (candidate.blocked !== null) return skipped(candidate, candidate.blocked);
    const balance = Math.max(0, candidate.cashBalanceCents);
    const amount = split.mode === 'balance' ? balance : Math.floor((balance * split.hundredths) / 100_00);
    if (amount <= 0) return skipped(candidate, 'no cash balance');
    if (amount < minimumCents) return skipped(candidate, 'under the minimum');
    return { ...skipped(candidate, ''), amountCents: amount, skippedReason: null };
  });
};
