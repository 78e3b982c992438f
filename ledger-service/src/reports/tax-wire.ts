import { figures, type LlcTaxSummary, type PropertyTaxSummary } from '@portal/projections';

/** Cents to the spec's dollar shapes for the two tax calls (spec section 3, DOMAIN.md "Taxes"). */

const { centsToDollars } = figures;

const dollarsByKey = (map: ReadonlyMap<string, number>): Record<string, number> =>
  Object.fromEntries([...map].map(([key, cents]) => [key, centsToDollars(cents)]));

/** GET /admin/llc_taxes: exactly the fields of the spec's LLC tax response. */
export const llcTaxesToWire = ({ llc, members, totals }: LlcTaxSummary) => {
  const memberParts = figures.memberFiguresToWire(members);
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
    properties_list: totals.propertiesList,
  };
};

/** GET /admin/property_taxes */
export const propertyTaxesToWire = ({ address, lists }: PropertyTaxSummary) => ({
  address,
  income_list: dollarsByKey(lists.incomeListCents),
  expenses_list: dollarsByKey(lists.expensesListCents),
});
