import type { GetAnswer } from '../api';

/** The admin helper lists: names the admin's selects are filled from (the answer's shape is the contract's). */
export type AdminHelpers = Readonly<GetAnswer<'/admin/get_admin_helpers'>>;
export type HelperListName = keyof AdminHelpers;

export const HELPER_LIST_NAMES = [
  'property_types',
  'property_expense_categories',
  'property_income_categories',
  'rental_properties',
  'loren_list',
  'land_contract_properties',
  'investors_list',
  'portal_users_list',
  'llcs_list',
  'llc_expense_categories',
  'properties',
  'tax_years',
] as const satisfies readonly HelperListName[];

export const EMPTY_HELPERS: AdminHelpers = Object.fromEntries(HELPER_LIST_NAMES.map((name) => [name, []])) as unknown as AdminHelpers;

function textList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item) => typeof item === 'string' || typeof item === 'number').map(String);
}

/**
 * Reads the helper answer defensively: a missing list is empty; an answer that is not an object
 * At all is an "answer without data" and is logged.
 */
export function toAdminHelpers(body: unknown): AdminHelpers {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    console.error('Unexpected response structure:', body);
    return EMPTY_HELPERS;
  }
  const record = body as Record<string, unknown>;
  return Object.fromEntries(HELPER_LIST_NAMES.map((name) => [name, textList(record[name])])) as unknown as AdminHelpers;
}
