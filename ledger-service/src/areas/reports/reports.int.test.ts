import { seededExpenseCategories } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { reportServerForFile } from '../../testing/report-ledger';

/** Every read call, as an admin or the investor, with the figures of report-ledger.ts computed by hand. */

const report = reportServerForFile();

const { get } = report;

/** A live read (not as of a past date, nor as known on one) says so. */
const live = { as_of: null, known_on: null };

/** Ann holds Elm alone, so her summary and her Elm figures are the same (cashflow 33.34, -16.67, 100.00, 100.00 - 25.50). */
const annOnElm = {
  total_investments: 100,
  total_income: 191.17,
  total_roi: 191.17,
  investments_per_month: [{ date: '2024-01', amount: 100 }],
  cashflow_per_month: [
    { date: '2024-01', amount: 33.34 },
    { date: '2024-02', amount: -16.67 },
    { date: '2024-03', amount: 100 },
    { date: '2024-04', amount: 74.5 },
  ],
};

describe('GET /api/investor_summary', () => {
  it('Ann: one Elm share, her own expense, a cash draw (cashflow 33.34, -16.67, 100.00, 100.00 - 25.50)', async () => {
    const expected = {
      ...live,
      ...annOnElm,
      investor_name: 'Ann',
      cash_balance: 141.17,
      total_rental_investments: 100,
      total_lc_investments: 0,
      total_other_investments: 0,
      roi_per_year: { '2024': 191.17 },
      distributions_per_month: [{ date: '2024-06-01', amount: 50, description: 'Distribution' }],
      property_pictures: [{ Elm: '/pictures/elm.jpg' }],
      // Elm today: Ann, Bob 100.00 each, Dee 300.00 (Cy took his out): 100 / 500.
      ownership_per_property: { Elm: 20 },
    };
    expect(await get('/api/investor_summary?investor_name=Ann')).toEqual(expected);
    expect(await get('/api/investor_summary', report.ledger.annToken)).toEqual(expected);
    expect(await get('/api/investor_summary?investor_name=Ann', report.ledger.annToken)).toEqual(expected);
  });

  it('Bob: a 10 % fee on gains only, and the whole of Oak (roi_per_year over January to July capital)', async () => {
    expect(await get('/api/investor_summary?investor_name=Bob', report.ledger.bobToken)).toEqual({
      ...live,
      investor_name: 'Bob',
      total_investments: 1100,
      total_income: 445.33,
      total_roi: 40.48,
      cash_balance: 445.33,
      total_rental_investments: 100,
      total_lc_investments: 1000,
      total_other_investments: 0,
      // 445.33 x 7 / (100 + 6 x 1,100) = 46.527 %
      roi_per_year: { '2024': 46.53 },
      investments_per_month: [
        { date: '2024-01', amount: 100 },
        { date: '2024-02', amount: 1000 },
      ],
      cashflow_per_month: [
        { date: '2024-01', amount: 30 },
        { date: '2024-02', amount: -16.67 },
        { date: '2024-03', amount: 90 },
        { date: '2024-04', amount: 90 },
        { date: '2024-05', amount: 252 },
      ],
      distributions_per_month: [],
      property_pictures: [{ Elm: '/pictures/elm.jpg' }, { Oak: '/pictures/oak.jpg' }],
      ownership_per_property: { Elm: 20, Oak: 100 },
    });
  });

  it('Cy: withdrawn, so no investments and a zero ROI, but his income stays; Dee: the odd cent of May', async () => {
    expect(await get('/api/investor_summary?investor_name=Cy')).toMatchObject({
      total_investments: 0,
      total_income: 76.67,
      total_roi: 0,
      roi_per_year: { '2024': 76.67 },
      investments_per_month: [
        { date: '2024-01', amount: 100 },
        { date: '2024-04', amount: -100 },
      ],
      cashflow_per_month: [
        { date: '2024-01', amount: 23.33 },
        { date: '2024-02', amount: -16.66 },
        { date: '2024-03', amount: 70 },
      ],
      property_pictures: [{ Elm: '/pictures/elm.jpg' }],
      ownership_per_property: { Elm: 0 },
    });
    expect(await get('/api/investor_summary?investor_name=Dee')).toMatchObject({
      total_investments: 500,
      total_income: 480.01,
      total_roi: 96,
      total_rental_investments: 300,
      total_other_investments: 200,
      // 480.01 x 5 / (300 x 3 + 500 x 2) = 126.32 %
      roi_per_year: { '2024': 126.32 },
      cashflow_per_month: [
        { date: '2024-03', amount: 240 },
        { date: '2024-04', amount: 240 },
        { date: '2024-05', amount: 0.01 },
      ],
      property_pictures: [{ Elm: '/pictures/elm.jpg' }, { Pine: '/pictures/pine.jpg' }],
      ownership_per_property: { Elm: 60, Pine: 100 },
    });
  });
});

describe('GET /api/investor_property', () => {
  it("gives one property's figures, with the property's notes", async () => {
    const expected = { ...live, ...annOnElm, notes: 'New roof in 2024' };
    expect(await get('/api/investor_property?investor_name=Ann&property_name=Elm')).toEqual(expected);
    expect(await get('/api/investor_property?property_name=Elm', report.ledger.annToken)).toEqual(expected);
    expect(await get('/api/investor_property?investor_name=Bob&property_name=Oak', report.ledger.bobToken)).toEqual({
      ...live,
      total_investments: 1000,
      total_income: 252,
      total_roi: 25.2,
      notes: '',
      investments_per_month: [{ date: '2024-02', amount: 1000 }],
      cashflow_per_month: [{ date: '2024-05', amount: 252 }],
    });
    // An admin may look at any investor and property, even one without a record there.
    expect(await get('/api/investor_property?investor_name=Ann&property_name=Pine')).toEqual({
      ...live,
      total_investments: 0,
      total_income: 0,
      total_roi: 0,
      notes: '',
      investments_per_month: [],
      cashflow_per_month: [],
    });
  });
});

describe('admin reads', () => {
  it('GET /admin/get_admin_summary: income counts gross, expenses include own and LLC expenses', async () => {
    expect(await get('/admin/get_admin_summary')).toEqual({
      ...live,
      // 1,480.01 - 198.95 - 50.00 + 600.00
      total_cash: 1831.06,
      total_investments: 1700,
      total_income: 1480.01,
      total_expenses: 198.95,
      total_deposits: 600,
    });
  });

  it('GET /admin/get_property_details: rows by their own date, withdrawals negative, voided rows gone', async () => {
    expect(await get('/admin/get_property_details?selectedProperty=Elm')).toEqual({
      ...live,
      total_investments: 500,
      total_income: 1200.01,
      total_expenses: 75.5,
      total_deposits: 600,
      investments: [
        { date: '2024-01-10', amount: 100, detail: 'Ann' },
        { date: '2024-01-11', amount: 100, detail: 'Bob' },
        { date: '2024-01-12', amount: 100, detail: 'Cy' },
        { date: '2024-03-15', amount: 300, detail: 'Dee' },
        { date: '2024-04-10', amount: -100, detail: 'Cy' },
      ],
      income: [
        { date: '2024-01-05', amount: 100, detail: 'January rent' },
        { date: '2024-03-05', amount: 600, detail: 'March rent' },
        { date: '2024-04-05', amount: 500, detail: 'April rent' },
        { date: '2024-05-05', amount: 0.01, detail: 'May rounding' },
      ],
      expenses: [
        { date: '2024-02-20', amount: 50, detail: 'Gutter' },
        { date: '2024-04-22', amount: 25.5, detail: 'Ann’s accountant' },
      ],
      deposits: [
        { date: '2024-02-01', amount: 1000, detail: 'Unit A deposit' },
        { date: '2024-06-01', amount: -400, detail: 'Returned to tenant' },
      ],
      investors_list: [
        { investor_name: 'Ann', total_amount: 100 },
        { investor_name: 'Bob', total_amount: 100 },
        { investor_name: 'Dee', total_amount: 300 },
      ],
    });
  });

  it('GET /admin/get_property_txns and /admin/get_llc_txns: rows with the record ids a delete names', async () => {
    const { ids } = report.ledger;
    expect(await get('/admin/get_property_txns?selectedProperty=Elm')).toEqual({
      income: [
        { id: ids.janRent, date: '2024-01-05', amount: 100, detail: 'January rent' },
        { id: expect.any(String), date: '2024-03-05', amount: 600, detail: 'March rent' },
        { id: expect.any(String), date: '2024-04-05', amount: 500, detail: 'April rent' },
        { id: ids.mayRounding, date: '2024-05-05', amount: 0.01, detail: 'May rounding' },
      ],
      expenses: [
        { id: ids.gutter, date: '2024-02-20', amount: 50, detail: 'Gutter' },
        { id: ids.annExpense, date: '2024-04-22', amount: 25.5, detail: 'Ann’s accountant' },
      ],
      deposits: [
        { id: ids.deposit, date: '2024-02-01', amount: 1000, detail: 'Unit A deposit' },
        { id: ids.depositBack, date: '2024-06-01', amount: -400, detail: 'Returned to tenant' },
      ],
      lc_payments: [],
    });
    expect(await get('/admin/get_property_txns?selectedProperty=Oak')).toEqual({
      income: [{ id: ids.partnerIncome, date: '2024-05-20', amount: 30, detail: 'Larry share' }],
      expenses: [],
      deposits: [],
      lc_payments: [{ id: ids.payment, date: '2024-05-02', amount: 250, detail: 'May payment' }],
    });
    expect(await get('/admin/get_llc_txns?selectedLLC=Main%20LLC')).toEqual({
      expenses: [{ id: ids.filingFee, date: '2024-04-15', amount: 123.45, detail: 'Filing fee' }],
    });
    expect(await get('/admin/get_llc_txns?selectedLLC=Second%20LLC')).toEqual({ expenses: [] });
  });

  it('GET /admin/get_property_notes, and the three withdrawal limits', async () => {
    expect(await get('/admin/get_property_notes?property_name=Elm')).toEqual({ notes: 'New roof in 2024' });
    expect(await get('/admin/get_property_notes?property_name=Pine')).toEqual({ notes: '' });
    expect(await get('/admin/get_max_cash_withdrawal?investor_name=Ann')).toEqual({ max_cash_withdrawal: 141.17 });
    expect(await get('/admin/get_max_cash_withdrawal?investor_name=Dee')).toEqual({ max_cash_withdrawal: 480.01 });
    expect(await get('/admin/get_max_investment_withdrawal?investor_name=Bob&property_name=Oak')).toEqual({
      max_investment_withdrawal: 1000,
    });
    expect(await get('/admin/get_max_investment_withdrawal?investor_name=Cy&property_name=Elm')).toEqual({ max_investment_withdrawal: 0 });
    expect(await get('/admin/get_max_deposit_withdrawal?property_name=Elm')).toEqual({ max_deposit_withdrawal: 600 });
    expect(await get('/admin/get_max_deposit_withdrawal?property_name=Oak')).toEqual({ max_deposit_withdrawal: 0 });
  });

  it('GET /admin/get_admin_helpers: every list, names in order, tax years from the first record to today', async () => {
    const categories = [...seededExpenseCategories, 'Snow removal'].sort();
    expect(await get('/admin/get_admin_helpers')).toEqual({
      property_types: ['Rental', 'Land Contract', 'Other'],
      property_expense_categories: categories,
      property_income_categories: ['Rent', 'Late Fees', 'Fees and Reimbursements', 'Other Income'],
      rental_properties: ['Elm'],
      loren_list: ['Larry'],
      land_contract_properties: ['Oak'],
      investors_list: ['Ann', 'Bob', 'Cy', 'Dee'],
      portal_users_list: ['Ann', 'Bob'],
      llcs_list: ['Main LLC', 'Second LLC'],
      llc_expense_categories: categories,
      properties: ['Elm', 'Oak', 'Pine'],
      tax_years: ['2024'],
    });
  });
});
