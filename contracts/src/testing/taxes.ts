import type { CallResponse } from '../api/call';
import type { getLlcTaxes } from '../api/tax-reports';

/** An LLC's member figures in a tax year without records: every map empty. */
export const noMemberFigures = {
  llc_expenses: {},
  rental_income_by_member: {},
  dividend_income_by_member: {},
  dividend_expenses_by_member: {},
  rental_income_by_member_by_property: {},
  ubia_by_member_by_property: {},
} satisfies Partial<CallResponse<typeof getLlcTaxes>>;
