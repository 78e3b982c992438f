import { landContractIncomeCategories } from '@portal/contracts';
import { sumCents } from './facts';
import type { LandContractBookMonth, PropertyBooks, PropertyCapitalReduction } from './land-contracts/books';
import { landContractStatus, type LandContractState } from './land-contracts/status';
import { principalAtStart, receivable } from './land-contracts/terms';
import { allocateLargestRemainder } from './largest-remainder';
import { lastDayOfMonth, yearOf } from './months';
import { compareCodeUnits } from './order';

/**
 * What an LLC's tax report adds for its land contracts (docs/land-contracts.md, Taxes): each member's
 * part of the contracts' interest, late fees and gain (split by contributed capital, as the income
 * they are part of), their capital returned and written off, and a row per contract for the
 * preparer (the inputs of Form 6252 and of the 1098).
 */

/** One land-contract property of the LLC: its books and the capital that makes its shares. */
export interface LandContractTaxProperty {
  readonly propertyName: string;
  readonly months: readonly LandContractBookMonth[];
  readonly reductions: readonly Pick<PropertyCapitalReduction, 'investorId' | 'date' | 'kind' | 'amountCents'>[];
  /** Net contributed capital of each investor, each dated on or before the movements it sums. */
  readonly contributed: readonly { readonly investorId: string; readonly date: string; readonly netCents: number }[];
}

export interface LandContractMemberMaps {
  readonly interest: Map<string, number>;
  readonly lateFees: Map<string, number>;
  readonly gain: Map<string, number>;
  readonly capitalReturned: Map<string, number>;
  /** Capital returned + gain: the principal each member received. */
  readonly principalReceived: Map<string, number>;
  readonly capitalWrittenOff: Map<string, number>;
}

/** The investors with a non-zero return or write-off in the year on one of the properties: members too. */
export const landContractMembers = (properties: readonly LandContractTaxProperty[], year: string): string[] =>
  [
    ...new Set(
      properties.flatMap((p) => p.reductions.filter((r) => yearOf(r.date) === year && r.amountCents !== 0).map((r) => r.investorId)),
    ),
  ].sort(compareCodeUnits);

const add = (map: Map<string, number>, key: string, cents: number) => {
  if (map.has(key)) map.set(key, map.get(key)! + cents);
};

/** The maps keyed by `members` (zero for a member without any), over the months of `year`. */
export const landContractMemberMaps = (
  properties: readonly LandContractTaxProperty[],
  year: string,
  members: readonly string[],
  orderKeys?: ReadonlyMap<string, string>,
): LandContractMemberMaps => {
  const zeros = () => new Map(members.map((m): [string, number] => [m, 0]));
  const maps = { interest: zeros(), lateFees: zeros(), gain: zeros(), capitalReturned: zeros(), capitalWrittenOff: zeros() };
  for (const property of properties) {
    for (const month of property.months) {
      if (yearOf(month.month) !== year) continue;
      const monthEnd = lastDayOfMonth(month.month);
      const contributed = new Map<string, number>();
      for (const c of property.contributed)
        if (c.date <= monthEnd) contributed.set(c.investorId, (contributed.get(c.investorId) ?? 0) + c.netCents);
      const weights = [...contributed]
        .filter(([, cents]) => cents > 0)
        .map(([key, weight]) => ({ key, weight, order: orderKeys?.get(key) }));
      if (weights.length === 0) continue;
      const parts: [Map<string, number>, number][] = [
        [maps.interest, month.interestPaidCents],
        [maps.lateFees, month.lateFeesPaidCents],
        [maps.gain, month.gainCents],
      ];
      for (const [map, cents] of parts) {
        if (cents === 0) continue;
        for (const [investorId, part] of allocateLargestRemainder(cents, weights)) add(map, investorId, part);
      }
    }
    for (const r of property.reductions) {
      if (yearOf(r.date) === year) add(r.kind === 'returned' ? maps.capitalReturned : maps.capitalWrittenOff, r.investorId, r.amountCents);
    }
  }
  const principalReceived = new Map(members.map((m): [string, number] => [m, maps.capitalReturned.get(m)! + maps.gain.get(m)!]));
  return { ...maps, principalReceived };
};

/** A contract of the LLC with a day of its span in the year: what the preparer needs of it. */
export interface LandContractTaxRow {
  readonly propertyName: string;
  readonly contractId: string;
  /** As recorded (sealed in the log: the API opens it). */
  readonly buyerName: string;
  readonly contractDate: string;
  readonly originationDate: string;
  readonly salePriceCents: number;
  readonly downPaymentCents: number;
  readonly receivableCents: number;
  /** Principal of the receipts dated in the year, a down payment received in it included. */
  readonly principalReceivedCents: number;
  readonly interestReceivedCents: number;
  readonly lateFeesReceivedCents: number;
  /** The balance at the start of January 1 (P0 in the year of the contract date, as Box 2 of the 1098). */
  readonly balanceJanuary1Cents: number;
  readonly balanceDecember31Cents: number;
  readonly capitalReturnedCents: number;
  readonly gainCents: number;
  readonly capitalWrittenOffCents: number;
  /** As of December 31. */
  readonly state: LandContractState;
}

/** One row per contract of `books` whose span (contract date to its end, or open) has a day in `year`. */
export const landContractTaxRows = (books: readonly PropertyBooks[], year: string): LandContractTaxRow[] => {
  const january1 = `${year}-01-01`;
  const december31 = `${year}-12-31`;
  return [...books]
    .sort((a, b) => compareCodeUnits(a.propertyName, b.propertyName))
    .flatMap((property) =>
      property.contracts.flatMap(({ record, contract, servicing, history }) => {
        const { terms } = record;
        const end = servicing.end?.date ?? null;
        if (terms.contractDate > december31 || (end !== null && end < january1)) return [];
        const inYear = history.filter((row) => yearOf(row.date) === year);
        const balanceAt = (before: (date: string) => boolean) =>
          history.filter((row) => before(row.date)).at(-1)?.balanceCents ?? principalAtStart(terms);
        const sum = (part: (row: (typeof inYear)[number]) => number) => sumCents(inYear.map(part));
        const writtenOff = property.reductions.filter(
          (r) => r.contractId === terms.contractId && r.kind === 'written_off' && yearOf(r.date) === year,
        );
        return [
          {
            propertyName: property.propertyName,
            contractId: terms.contractId,
            buyerName: record.buyerName,
            contractDate: terms.contractDate,
            originationDate: record.originationDate,
            salePriceCents: terms.salePriceCents,
            downPaymentCents: terms.downPaymentCents,
            receivableCents: receivable(terms),
            principalReceivedCents: sum((row) => row.principalPaidCents),
            interestReceivedCents: sum((row) => row.interestPaidCents),
            lateFeesReceivedCents: sum((row) => row.lateFeesPaidCents),
            balanceJanuary1Cents: balanceAt((date) => date < january1),
            balanceDecember31Cents: balanceAt((date) => date <= december31),
            capitalReturnedCents: sum((row) => row.capitalReturnedCents),
            gainCents: sum((row) => row.gainCents),
            capitalWrittenOffCents: sumCents(writtenOff.map((r) => r.amountCents)),
            state: landContractStatus(contract, december31).state,
          },
        ];
      }),
    );
};

/**
 * The contracts' income in a property's income list of the year, by category (Land Contract Interest,
 * Late Fees, Gain), each with a non-zero total only: the governed payments no longer count whole.
 */
export const landContractIncomeOf = (
  months: readonly LandContractBookMonth[],
  year: string,
): { readonly category: string; readonly amountCents: number }[] => {
  const inYear = months.filter((m) => yearOf(m.month) === year);
  const [interest, lateFees, gain] = landContractIncomeCategories;
  return [
    { category: interest, amountCents: sumCents(inYear.map((m) => m.interestPaidCents)) },
    { category: lateFees, amountCents: sumCents(inYear.map((m) => m.lateFeesPaidCents)) },
    { category: gain, amountCents: sumCents(inYear.map((m) => m.gainCents)) },
  ].filter((part) => part.amountCents !== 0);
};
