import { figures } from '@portal/projections';

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

/** An amount above what the paid lines hold: `balancesCents` is their cash balances' sum. */
export class SplitRefused extends Error {
  constructor(readonly balancesCents: number) {
    super('The amount exceeds the paid lines’ cash balances.');
  }
}

const skipped = (candidate: Candidate, reason: string): PlannedLine => ({
  investorId: candidate.investorId,
  cashBalanceCents: candidate.cashBalanceCents,
  amountCents: 0,
  skippedReason: reason,
});

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
    if (split.totalCents > balances) throw new SplitRefused(balances);
    // The largest-remainder rule of every allocation (docs/figures.md); ties go to the earlier line.
    const weights = paid.map((c, index) => ({ key: c.investorId, weight: c.cashBalanceCents, order: String(index).padStart(8, '0') }));
    const shares = figures.allocateLargestRemainder(split.totalCents, weights);
    return candidates.map((candidate) => {
      if (candidate.blocked !== null) return skipped(candidate, candidate.blocked);
      const share = shares.get(candidate.investorId) ?? 0;
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
