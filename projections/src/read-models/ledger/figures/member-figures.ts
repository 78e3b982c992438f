import type { MonthAmount } from './capital';
import { investedByInvestorOn } from './capital';
import type { CapitalMovement, PropertyInfo } from './facts';
import { assertNever, sumCents } from './facts';
import { lastDayOfYear, yearOf } from './months';
import { compareCodeUnits, sortedByKey } from './order';
import type { InvestorPropertyMonth } from './property-months';
import { roundHalfAwayFromZero, toSafeNumber } from './rounding';
import type { LandContractMemberMaps, LandContractTaxProperty } from './land-contract-taxes';
import { landContractMemberMaps, landContractMembers } from './land-contract-taxes';

/**
 * The member building blocks of an LLC's tax return (docs/figures.md, Taxes), folded from the
 * (investor, property, month) rows. Rental properties report income(i, p, m); the others (Land
 * Contract, Other) report income and expenses apart, so that income - expenses is again their income.
 */

export type TaxProperty = Pick<PropertyInfo, 'propertyName' | 'propertyType' | 'purchasePriceCents' | 'landValueCents'>;

export interface MemberFiguresInput {
  /** The tax year `YYYY`. */
  readonly year: string;
  /** The LLC's properties; rows and capital of other properties are ignored. */
  readonly properties: readonly TaxProperty[];
  readonly rows: readonly InvestorPropertyMonth[];
  /** invested(i, p, December 31) of each investor with capital in a property of the LLC: the shares of UBIA. */
  readonly investedAtYearEnd: readonly { readonly propertyName: string; readonly investorId: string; readonly cents: number }[];
  /** The LLC's properties with a land contract, with their books. */
  readonly landContracts?: readonly LandContractTaxProperty[];
  /** Order keys of the investors (order.ts): equal remainders of the contracts' splits go by them. */
  readonly orderKeys?: ReadonlyMap<string, string>;
}

/** The member figures over capital movements (the reference): what is invested at December 31 is summed from them. */
export const memberFiguresOfRecords = (
  input: Omit<MemberFiguresInput, 'investedAtYearEnd'> & { readonly capital: readonly CapitalMovement[] },
): MemberFigures => {
  const december31 = lastDayOfYear(input.year);
  // Grouped in one pass: a pass per property costs as much as the whole calculation over a long history.
  const capitalOf = new Map<string, CapitalMovement[]>();
  for (const movement of input.capital) {
    const movements = capitalOf.get(movement.propertyName);
    if (movements) movements.push(movement);
    else capitalOf.set(movement.propertyName, [movement]);
  }
  const investedAtYearEnd = input.properties.flatMap(({ propertyName }) =>
    [...investedByInvestorOn(capitalOf.get(propertyName) ?? [], december31)].map(([investorId, cents]) => ({
      propertyName,
      investorId,
      cents,
    })),
  );
  return memberFigures({ ...input, investedAtYearEnd });
};

/** All maps are keyed by member, in member order; every member is a key of the three by-member maps. */
export interface MemberFigures {
  readonly year: string;
  /** Investors with a non-zero income(i, p, m) for a property p of the LLC and a month m of the year. */
  readonly members: string[];
  readonly rentalIncomeByMemberCents: Map<string, number>;
  /** Member -> Rental property where the member has a row in the year -> its income. */
  readonly rentalIncomeByMemberByPropertyCents: Map<string, Map<string, number>>;
  readonly dividendIncomeByMemberCents: Map<string, number>;
  readonly dividendExpensesByMemberCents: Map<string, number>;
  /** Member -> property (any type) in which the member holds a share at December 31 -> UBIA. */
  readonly ubiaByMemberByPropertyCents: Map<string, Map<string, number>>;
  readonly totalRentalIncomeCents: number;
  readonly totalDividendIncomeCents: number;
  readonly totalDividendExpensesCents: number;
  /** Total_rental_income + total_dividend_income (docs/figures.md: total_income). */
  readonly totalIncomeCents: number;
  /** The land contracts' parts of each member (docs/land-contracts.md, Taxes); only for an LLC with a contract. */
  readonly landContracts?: LandContractMemberMaps;
}

const add = (map: Map<string, number>, key: string, cents: number) => map.set(key, (map.get(key) ?? 0) + cents);

export const memberFigures = (input: MemberFiguresInput): MemberFigures => {
  const properties = new Map(input.properties.map((p) => [p.propertyName, p]));
  const rows = input.rows.filter((r) => properties.has(r.propertyName) && yearOf(r.month) === input.year);
  const lcProperties = (input.landContracts ?? []).filter((p) => properties.has(p.propertyName));
  const members = [
    ...new Set([...rows.filter((r) => r.incomeCents !== 0).map((r) => r.investorId), ...landContractMembers(lcProperties, input.year)]),
  ].sort(compareCodeUnits);
  const isMember = new Set(members);

  const rental = new Map(members.map((m) => [m, 0]));
  const rentalByProperty = new Map(members.map((m) => [m, new Map<string, number>()]));
  const dividendIncome = new Map(members.map((m) => [m, 0]));
  const dividendExpenses = new Map(members.map((m) => [m, 0]));
  for (const row of rows) {
    if (!isMember.has(row.investorId)) continue;
    const type = properties.get(row.propertyName)!.propertyType;
    switch (type) {
      case 'Rental':
        add(rental, row.investorId, row.incomeCents);
        add(rentalByProperty.get(row.investorId)!, row.propertyName, row.incomeCents);
        break;
      case 'Land Contract':
      case 'Other':
        add(dividendIncome, row.investorId, Math.max(0, row.allocatedCents));
        add(dividendExpenses, row.investorId, Math.max(0, -row.allocatedCents) + row.feeCents + row.ownExpensesCents);
        break;
      default:
        assertNever(type);
    }
  }

  const totalRentalIncomeCents = sumCents(rental.values());
  const totalDividendIncomeCents = sumCents(dividendIncome.values());
  return {
    year: input.year,
    members,
    rentalIncomeByMemberCents: rental,
    rentalIncomeByMemberByPropertyCents: new Map([...rentalByProperty].map(([member, byProperty]) => [member, sortedByKey(byProperty)])),
    dividendIncomeByMemberCents: dividendIncome,
    dividendExpensesByMemberCents: dividendExpenses,
    ubiaByMemberByPropertyCents: ubiaByMemberByProperty(input, members),
    totalRentalIncomeCents,
    totalDividendIncomeCents,
    totalDividendExpensesCents: sumCents(dividendExpenses.values()),
    totalIncomeCents: totalRentalIncomeCents + totalDividendIncomeCents,
    ...(lcProperties.length === 0 ? {} : { landContracts: landContractMemberMaps(lcProperties, input.year, members, input.orderKeys) }),
  };
};

/**
 * ubia[i][p] = share(i, p, December 31) x (purchase_price - land_value), rounded half away from zero to
 * the cent, as invested_i x depreciable / sum of invested (negatives weigh 0, as in the allocation).
 * Plain rounding, not largest remainder (the rule says "rounded to the cent"), so the members' parts
 * may miss the property's depreciable basis by a few cents.
 */
const ubiaByMemberByProperty = (input: MemberFiguresInput, members: readonly string[]) => {
  const ubia = new Map(members.map((m) => [m, new Map<string, number>()]));
  for (const property of [...input.properties].sort((a, b) => compareCodeUnits(a.propertyName, b.propertyName))) {
    const weights = input.investedAtYearEnd
      .filter((invested) => invested.propertyName === property.propertyName && invested.cents > 0)
      .map(({ investorId, cents }): [string, number] => [investorId, cents]);
    const total = weights.reduce((sum, [, cents]) => sum + BigInt(cents), 0n);
    const depreciable = BigInt(property.purchasePriceCents - property.landValueCents);
    for (const [investorId, cents] of weights) {
      ubia.get(investorId)?.set(property.propertyName, toSafeNumber(roundHalfAwayFromZero(BigInt(cents) * depreciable, total)));
    }
  }
  return ubia;
};

export interface ReconciliationMismatch {
  readonly investorId: string;
  readonly year: string;
  /** Sum over LLCs of rental income + dividend income - dividend expenses. */
  readonly memberFiguresCents: number;
  /** Sum of cashflow_per_month over the months of the year. */
  readonly cashflowCents: number;
}

/**
 * The reconciliation rule (docs/figures.md), which must always hold: for each investor and year, the member
 * figures summed over every LLC equal the investor's cashflow of that year. Pass the figures of every
 * LLC for `year` and every investor's cashflow_per_month; the answer lists the breaches (empty = holds).
 */
export const reconciliationMismatches = (
  year: string,
  figuresOfEveryLlc: readonly MemberFigures[],
  cashflowByInvestor: ReadonlyMap<string, readonly MonthAmount[]>,
): ReconciliationMismatch[] => {
  const fromMembers = new Map<string, number>();
  for (const figures of figuresOfEveryLlc) {
    if (figures.year !== year) throw new Error(`Member figures of ${figures.year} given for ${year}`);
    for (const member of figures.members) {
      const net =
        (figures.rentalIncomeByMemberCents.get(member) ?? 0) +
        (figures.dividendIncomeByMemberCents.get(member) ?? 0) -
        (figures.dividendExpensesByMemberCents.get(member) ?? 0);
      add(fromMembers, member, net);
    }
  }
  const investors = [...new Set([...fromMembers.keys(), ...cashflowByInvestor.keys()])].sort(compareCodeUnits);
  return investors.flatMap((investorId) => {
    const memberFiguresCents = fromMembers.get(investorId) ?? 0;
    const months = cashflowByInvestor.get(investorId) ?? [];
    const cashflowCents = sumCents(months.filter((m) => yearOf(m.month) === year).map((m) => m.amountCents));
    return memberFiguresCents === cashflowCents ? [] : [{ investorId, year, memberFiguresCents, cashflowCents }];
  });
};
