import { investedByInvestorOn } from './capital';
import type { CapitalMovement } from './facts';
import { sumCents } from './facts';
import { percent } from './rounding';

/** What an investor's ownership of a property is computed from, at a day. */
export interface PropertyHolding {
  /** The investor's contributed capital in the property: investments less investment withdrawals dated on or before the day. */
  readonly ownCents: number;
  /** The same summed over every investor of the property, a negative one counting 0. */
  readonly holdersCents: number;
}

/**
 * Ownership (docs/figures.md, The investor's summary): the investor's share of the property's capital
 * as the allocation weighs it, in percent with 2 decimals. Contributed capital, so what a land
 * contract returned or wrote off does not move it; a negative capital weighs 0, and nobody holding
 * capital makes it 0. Exact to the hundredth of a percent (BigInt), half away from zero.
 */
export const ownershipPercent = ({ ownCents, holdersCents }: PropertyHolding): number => percent(Math.max(0, ownCents), holdersCents);

/** The holding of `investorId` in `propertyName` at `day`, from every investor's capital movements (others' properties ignored). */
export const holdingOf = (
  movements: readonly CapitalMovement[],
  investorId: string,
  propertyName: string,
  day: string,
): PropertyHolding => {
  const invested = investedByInvestorOn(
    movements.filter((m) => m.propertyName === propertyName),
    day,
  );
  return { ownCents: invested.get(investorId) ?? 0, holdersCents: sumCents([...invested.values()].filter((cents) => cents > 0)) };
};
