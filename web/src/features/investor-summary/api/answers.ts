import type { GetAnswer } from '../../../lib/api';

/**
 * The investor's answers, as the contract declares them (contracts/src/api/investor-reports.ts):
 * amounts are dollars, percentages numbers (7.5 = 7.50 %).
 */
export type InvestorSummary = GetAnswer<'/api/investor_summary'>;
export type InvestorProperty = GetAnswer<'/api/investor_property'>;
/** `date` is a month 'YYYY-MM'. */
export type MonthAmount = InvestorSummary['investments_per_month'][number];
/** One cash withdrawal: `date` is a day 'YYYY-MM-DD'. */
export type Distribution = InvestorSummary['distributions_per_month'][number];
/** A single-entry map, property name to picture URL. */
export type PropertyPictureEntry = InvestorSummary['property_pictures'][number];
export type InvestorReturns = GetAnswer<'/api/investor_returns'>;
export type ReturnFlow = InvestorReturns['flows'][number];
/** `date` is a month 'YYYY-MM'; allocated - fee - own_expenses = income. */
export type FeeMonth = InvestorReturns['fees_per_month'][number];
