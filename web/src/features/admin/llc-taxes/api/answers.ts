import type { GetAnswer } from '../../../../lib/api';

/** The tax answers, as the contract declares them (contracts/src/api/tax-reports.ts); amounts are dollars. */
export type LlcTaxes = GetAnswer<'/admin/llc_taxes'>;
export type PropertyTaxes = GetAnswer<'/admin/property_taxes'>;
/** `{member: amount}`. */
export type MemberAmounts = LlcTaxes['rental_income_by_member'];
/** `{member: {property: amount}}`. */
export type MemberPropertyAmounts = LlcTaxes['ubia_by_member_by_property'];
/** `{category: amount}`. */
export type CategoryAmounts = PropertyTaxes['income_list'];

/** The keys of several maps, once each, sorted by name. */
export function unionKeys(...maps: readonly (Record<string, unknown> | undefined)[]): string[] {
  return [...new Set(maps.flatMap((map) => Object.keys(map ?? {})))].sort((a, b) => a.localeCompare(b));
}
