import type { InvestorProperty, InvestorSummary } from '../api/answers';

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
};

export const emptySummary: InvestorSummary = {
  ...annSummary,
  investor_name: 'New Investor',
  roi_per_year: {},
  investments_per_month: [],
  cashflow_per_month: [],
  distributions_per_month: [],
  property_pictures: [],
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
};

export const oakProperty: InvestorProperty = {
  total_investments: 50000,
  total_income: 0,
  total_roi: 0,
  notes: '',
  investments_per_month: [],
  cashflow_per_month: [],
};
