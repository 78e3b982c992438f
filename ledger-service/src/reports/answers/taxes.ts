import type { CallResponse, getLlcTaxes, getPropertyTaxes, ReportTime } from '@portal/contracts/api';
import type { figures, LlcTaxSummary, PropertyTaxSummary } from '@portal/projections';
import { centsToDollars, dollarsByKey, dollarsByKeyByKey, timeToWire } from './ledger';

/** The two tax answers, in dollars (what each figure means: docs/figures.md, taxes). */

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
