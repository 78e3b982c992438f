import { sumInCents } from '../../../components/history';
import type { InvestorSummary } from '../api/answers';

/**
 * Figures the page derives from the summary it already has. The API sends no total of the
 * distributions: it is the sum of `distributions_per_month`, in cents. The server computes
 * cash_balance = total income - that same sum, so the page can show the rule beside it.
 */

/** Every distribution (cash withdrawal) summed, in whole cents. */
export const totalDistributedCents = (summary: Pick<InvestorSummary, 'distributions_per_month'>): number =>
  sumInCents(summary.distributions_per_month.map((distribution) => distribution.amount));

/** The month 'YYYY-MM' of the first investment: the earliest month with money put in, or none. */
export const firstInvestmentMonth = (summary: Pick<InvestorSummary, 'investments_per_month'>): string | undefined =>
  summary.investments_per_month
    .filter((month) => month.amount > 0)
    .map((month) => month.date)
    .sort()[0];

/**
 * Nothing recorded for the investor yet (or by the day asked): no investment, income, distribution
 * or property. Such a statement is one friendly line, not a page of zeros.
 */
export const hasNothingYet = (
  summary: Pick<InvestorSummary, 'investments_per_month' | 'cashflow_per_month' | 'distributions_per_month' | 'property_pictures'>,
): boolean =>
  summary.investments_per_month.length === 0 &&
  summary.cashflow_per_month.length === 0 &&
  summary.distributions_per_month.length === 0 &&
  summary.property_pictures.length === 0;
