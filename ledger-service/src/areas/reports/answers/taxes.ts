import type { CallResponse, getLlcTaxes, getPropertyTaxes, ReportTime } from '@portal/contracts/api';
import type { figures, LlcTaxSummary, PropertyTaxSummary } from '@portal/projections';
import { figures as engine } from '@portal/projections';
import { centsToDollars, dollarsByKey, dollarsByKeyByKey, timeToWire, type InvestorNamer } from './ledger';

/** The two tax answers, in dollars (what each figure means: docs/figures.md, taxes). */

/** A map keyed by investor id, keyed by their names instead, in name order. */
const byName = <V>(map: ReadonlyMap<string, V>, nameOf: InvestorNamer): Map<string, V> =>
  engine.sortedByKey([...map].map(([investorId, value]): [string, V] => [nameOf(investorId), value]));

/**
 * The summary with its members named: the read models key them by investor id; the JSON and the CSV
 * name them as the directory does (the name, or an erased investor's pseudonym), in name order.
 */
export const withMembersNamed = (summary: LlcTaxSummary, nameOf: InvestorNamer): LlcTaxSummary => {
  const m = summary.members;
  const members: figures.MemberFigures = {
    ...m,
    members: m.members.map(nameOf).sort(engine.compareCodeUnits),
    rentalIncomeByMemberCents: byName(m.rentalIncomeByMemberCents, nameOf),
    rentalIncomeByMemberByPropertyCents: byName(m.rentalIncomeByMemberByPropertyCents, nameOf),
    dividendIncomeByMemberCents: byName(m.dividendIncomeByMemberCents, nameOf),
    dividendExpensesByMemberCents: byName(m.dividendExpensesByMemberCents, nameOf),
    ubiaByMemberByPropertyCents: byName(m.ubiaByMemberByPropertyCents, nameOf),
  };
  return { ...summary, members };
};

/** The member parts of GET /admin/llc_taxes (the LLC's own fields come from elsewhere). */
export const memberFiguresToWire = (f: figures.MemberFigures) => ({
  total_rental_income: centsToDollars(f.totalRentalIncomeCents),
  total_dividend_income: centsToDollars(f.totalDividendIncomeCents),
  total_income: centsToDollars(f.totalIncomeCents),
  rental_income_by_member: dollarsByKey(f.rentalIncomeByMemberCents),
  dividend_income_by_member: dollarsByKey(f.dividendIncomeByMemberCents),
  dividend_expenses_by_member: dollarsByKey(f.dividendExpensesByMemberCents),
  rental_income_by_member_by_property: dollarsByKeyByKey(f.rentalIncomeByMemberByPropertyCents),
  ubia_by_member_by_property: dollarsByKeyByKey(f.ubiaByMemberByPropertyCents),
});

/** GET /admin/llc_taxes */
export const llcTaxesToWire = ({ llc, members, totals }: LlcTaxSummary, time: ReportTime): CallResponse<typeof getLlcTaxes> => {
  const memberParts = memberFiguresToWire(members);
  return {
    address: llc.address,
    date_started: llc.dateStarted,
    principal_business_activity: llc.principalBusinessActivity,
    principal_product: llc.principalProduct,
    business_code_number: llc.businessCodeNumber,
    total_assets: centsToDollars(totals.totalAssetsCents),
    ordinary_business_income: centsToDollars(totals.ordinaryBusinessIncomeCents),
    total_rental_income: memberParts.total_rental_income,
    total_dividend_income: memberParts.total_dividend_income,
    total_income: memberParts.total_income,
    total_active_income: centsToDollars(totals.totalActiveIncomeCents),
    llc_expenses: dollarsByKey(totals.llcExpensesCents),
    rental_income_by_member: memberParts.rental_income_by_member,
    dividend_income_by_member: memberParts.dividend_income_by_member,
    dividend_expenses_by_member: memberParts.dividend_expenses_by_member,
    rental_income_by_member_by_property: memberParts.rental_income_by_member_by_property,
    ubia_by_member_by_property: memberParts.ubia_by_member_by_property,
    properties_list: [...totals.propertiesList],
    ...timeToWire(time),
  };
};

/** GET /admin/property_taxes */
export const propertyTaxesToWire = ({ address, lists }: PropertyTaxSummary, time: ReportTime): CallResponse<typeof getPropertyTaxes> => ({
  address,
  income_list: dollarsByKey(lists.incomeListCents),
  expenses_list: dollarsByKey(lists.expensesListCents),
  ...timeToWire(time),
});
