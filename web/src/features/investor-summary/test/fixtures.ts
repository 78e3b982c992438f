import { workedReturns } from '@portal/contracts/testing';
import type { InvestorProperty, InvestorReturns, InvestorSummary } from '../api/answers';

/** A summary with something in every part, in the server's order (lists ascending by date). */
export const annSummary: InvestorSummary = {
  investor_name: 'Ann Lee',
  total_investments: 150000,
  total_income: 12345.67,
  total_roi: 8.23,
  cash_balance: -250.5,
  total_rental_investments: 100000,
  total_lc_investments: 40000,
  total_other_investments: 10000,
  roi_per_year: { '2023': 6.5, '2024': 9.75 },
  investments_per_month: [
    { date: '2023-01', amount: 100000 },
    { date: '2023-06', amount: 50000 },
  ],
  cashflow_per_month: [
    { date: '2023-02', amount: 812.34 },
    { date: '2024-03', amount: -45 },
  ],
  distributions_per_month: [
    { date: '2023-12-15', amount: 2000, description: 'Year-end distribution' },
    { date: '2024-04-01', amount: 500, description: 'Spring payout' },
  ],
  property_pictures: [{ 'Elm Street Duplex': '/pictures/elm.jpg' }, { 'Oak Farm': '/pictures/oak.jpg' }],
  ownership_per_property: { 'Elm Street Duplex': 62.5, 'Oak Farm': 100 },
  as_of: null,
  known_on: null,
};

export const emptySummary: InvestorSummary = {
  ...annSummary,
  investor_name: 'New Investor',
  roi_per_year: {},
  investments_per_month: [],
  cashflow_per_month: [],
  distributions_per_month: [],
  property_pictures: [],
  ownership_per_property: {},
};

export const elmProperty: InvestorProperty = {
  total_investments: 100000,
  total_income: 9000.5,
  total_roi: 9,
  notes: 'New roof in 2023',
  investments_per_month: [{ date: '2023-01', amount: 100000 }],
  cashflow_per_month: [
    { date: '2023-02', amount: 500 },
    { date: '2023-03', amount: 8500.5 },
  ],
  as_of: null,
  known_on: null,
};

export const oakProperty: InvestorProperty = {
  total_investments: 50000,
  total_income: 0,
  total_roi: 0,
  notes: '',
  investments_per_month: [],
  cashflow_per_month: [],
  as_of: null,
  known_on: null,
};

/**
 * Ann's returns as of 2022-12-31, the worked example of docs/figures.md: 100,000.00 in on 2022-01-01,
 * 3,000.00 withdrawn each quarter, 100,000.00 still held; a 10 % fee on the allocated income.
 */
export const annReturns: InvestorReturns = {
  investor_name: 'Ann Lee',
  property_name: null,
  as_of: '2022-12-31',
  known_on: null,
  ...workedReturns.headline,
  cash_on_cash_by_year: { '2022': 12 },
  total_fees: 300.02,
  fees_per_month: [
    { date: '2021-12', allocated: 0.1, fee: 0.01, own_expenses: 0, income: 0.09 },
    { date: '2022-01', allocated: 1000, fee: 100, own_expenses: 0, income: 900 },
    { date: '2022-02', allocated: 1000.1, fee: 100.01, own_expenses: 50, income: 850.09 },
    { date: '2022-03', allocated: 1000, fee: 100, own_expenses: 0, income: 900 },
  ],
  flows: workedReturns.flows('Elm Street Duplex'),
};

/** Ann's returns in Oak Farm: no flows yet, so no rate and no multiple can be meaningful. */
export const oakReturns: InvestorReturns = {
  ...annReturns,
  property_name: 'Oak Farm',
  xirr: null,
  tvpi: null,
  dpi: null,
  total_contributed: 0,
  total_distributed: 0,
  nav: 0,
  cash_on_cash_by_year: {},
  total_fees: 0,
  fees_per_month: [],
  flows: [],
};

/** The investor page's two reads, its summary and its returns, both refused with `status` and the server's `message`. */
export const bothReadsRefused = (status: number, message: string) => ({
  'GET /api/investor_summary': { status, body: { message } },
  'GET /api/investor_returns': { status, body: { message } },
});
