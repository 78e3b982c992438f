/**
 * The money-weighted return of dated flows, as spreadsheet XIRR computes it: the rate r with
 * sum of amount x (1 + r)^(-(days since the first flow) / 365) = 0. See docs/figures.md (Returns).
 * A rate is not money: it is found with floating point, and only its display is rounded.
 */

export interface DatedFlow {
  /** 'YYYY-MM-DD'. */
  readonly date: string;
  /** Negative out of the investor's pocket, positive back into it (any unit: cents here). */
  readonly amount: number;
}

/** The search range of docs/figures.md: -99.99 % to 1,000,000 %. */
const LOWEST = -0.9999;
const HIGHEST = 10_000;
const DAY_MS = 86_400_000;

const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

/** The flows' present value at rate r, and its derivative, with times in years of 365 days. */
const presentValue = (flows: readonly { years: number; amount: number }[], rate: number) => {
  let value = 0;
  let slope = 0;
  for (const { years, amount } of flows) {
    const discount = (1 + rate) ** -years;
    value += amount * discount;
    slope -= (years * amount * discount) / (1 + rate);
  }
  return { value, slope };
};

/** The flows of each day summed: one discount applies to all of them, so only their sum counts. */
const nettedByDay = (flows: readonly DatedFlow[]): DatedFlow[] => {
  const byDay = new Map<string, number>();
  for (const f of flows) byDay.set(f.date, (byDay.get(f.date) ?? 0) + f.amount);
  return [...byDay].map(([date, amount]) => ({ date, amount }));
};

/**
 * The rate as a fraction (0.1 for 10 %), or null when no rate in the range solves the flows sensibly:
 * when, each day's flows summed, they do not hold both signs. Then no rate zeroes them, or (every sum
 * zero, as when all fall on one day: money in and out the same day as the value) every rate does, and
 * none is the rate; Newton's first guess would pass for one. Newton's method from 10 % (the
 * spreadsheet's default guess) first; if it leaves the range or does not settle, the range is scanned
 * for a sign change and bisected.
 */
export const xirr = (flows: readonly DatedFlow[]): number | null => {
  const netted = nettedByDay(flows);
  if (!netted.some((f) => f.amount > 0) || !netted.some((f) => f.amount < 0)) return null;
  const first = flows.reduce((min, f) => (f.date < min ? f.date : min), flows[0]!.date);
  const timed = netted.map((f) => ({ years: daysBetween(first, f.date) / 365, amount: f.amount }));

  let rate = 0.1;
  for (let step = 0; step < 100; step++) {
    const { value, slope } = presentValue(timed, rate);
    if (value === 0) return rate;
    if (slope === 0 || !Number.isFinite(slope)) break;
    const next = rate - value / slope;
    if (!(next > LOWEST && next < HIGHEST)) break;
    // Settled when the rate stops moving (a flat curve can look solved far from its root).
    if (Math.abs(next - rate) <= 1e-12 * Math.max(1, Math.abs(next))) return next;
    rate = next;
  }

  // A scan from the bottom of the range up, finer near zero where rates live, for the first sign change.
  const grid = [LOWEST, -0.99, -0.9, -0.75, -0.5, -0.25, -0.1, 0, 0.1, 0.25, 0.5, 1, 2, 5, 10, 100, 1_000, HIGHEST];
  for (let i = 1; i < grid.length; i++) {
    let low = grid[i - 1]!;
    let high = grid[i]!;
    let lowValue = presentValue(timed, low).value;
    if (Math.sign(lowValue) === Math.sign(presentValue(timed, high).value)) continue;
    for (let step = 0; step < 200 && high - low > 1e-15; step++) {
      const middle = (low + high) / 2;
      const middleValue = presentValue(timed, middle).value;
      if (Math.sign(middleValue) === Math.sign(lowValue)) {
        low = middle;
        lowValue = middleValue;
      } else {
        high = middle;
      }
    }
    return (low + high) / 2;
  }
  return null;
};

/** A rate as a percent with 2 decimals (0.0997 -> 9.97), halves away from zero. */
export const ratePercent = (rate: number): number => (Math.sign(rate) * Math.round(Math.abs(rate) * 10_000)) / 100;
