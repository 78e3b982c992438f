/** `{member: amount}` (DOMAIN.md, "Shapes of the breakdowns"). */
export type MemberAmounts = Record<string, number>;

/** `{member: {property: amount}}`. */
export type MemberPropertyAmounts = Record<string, Record<string, number>>;

/** `{category: amount}`. */
export type CategoryAmounts = Record<string, number>;

/** Spec section 3, "LLC tax response" (dollars). */
export interface LlcTaxes {
  address: string;
  date_started: string;
  principal_business_activity: string;
  principal_product: string;
  business_code_number: string;
  total_assets: number;
  ordinary_business_income: number;
  total_rental_income: number;
  total_dividend_income: number;
  total_income: number;
  total_active_income: number;
  llc_expenses: CategoryAmounts;
  rental_income_by_member: MemberAmounts;
  dividend_income_by_member: MemberAmounts;
  dividend_expenses_by_member: MemberAmounts;
  rental_income_by_member_by_property: MemberPropertyAmounts;
  ubia_by_member_by_property: MemberPropertyAmounts;
  properties_list: string[];
}

/** Spec section 3, "Property tax response". */
export interface PropertyTaxes {
  address: string;
  income_list: CategoryAmounts;
  expenses_list: CategoryAmounts;
}

/** The keys of several maps, once each, sorted by name. */
export function unionKeys(...maps: readonly (Record<string, unknown> | undefined)[]): string[] {
  return [...new Set(maps.flatMap((map) => Object.keys(map ?? {})))].sort((a, b) => a.localeCompare(b));
}
