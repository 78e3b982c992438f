/** Wire shapes of spec section 3 and DOMAIN.md "Shapes"; amounts are dollars, percentages are numbers (7.5 = 7.50 %). */

/** `date` is a month key 'YYYY-MM'. */
export interface MonthAmount {
  date: string;
  amount: number;
}

/** One cash withdrawal: `date` is a day 'YYYY-MM-DD'. */
export interface Distribution {
  date: string;
  amount: number;
  description: string;
}

/** A single-entry map, property name to picture URL. */
export type PropertyPictureEntry = Record<string, string>;

/** GET /api/investor_summary */
export interface InvestorSummary {
  investor_name: string;
  total_investments: number;
  total_income: number;
  total_roi: number;
  cash_balance: number;
  total_rental_investments: number;
  total_lc_investments: number;
  total_other_investments: number;
  /** Year 'YYYY' to percent. */
  roi_per_year: Record<string, number>;
  investments_per_month: MonthAmount[];
  cashflow_per_month: MonthAmount[];
  distributions_per_month: Distribution[];
  property_pictures: PropertyPictureEntry[];
}

/** GET /api/investor_property: the property investment record. */
export interface InvestorProperty {
  total_investments: number;
  total_income: number;
  total_roi: number;
  notes: string;
  investments_per_month: MonthAmount[];
  cashflow_per_month: MonthAmount[];
}
