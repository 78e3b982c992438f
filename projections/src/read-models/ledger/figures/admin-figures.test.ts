import { describe, expect, it } from 'vitest';
import { adminSummaryOfRecords, propertyDetails } from './admin-figures';
import { LedgerBuilder } from '../../../testing/test-ledger';
import { ledgerOfEvents, reportsAt } from '../time-travel';

/** Two properties, two investors, every kind of record; today is 2024-06-30. */
const ledger = () => {
  const b = new LedgerBuilder().investor('Ann').investor('Bob', 2000).property('Elm').property('Oak', 'Land Contract');
  b.invest('Bob', 'Elm', 600_00, '2024-02-01');
  b.invest('Ann', 'Elm', 1_000_00, '2024-01-01');
  b.withdrawInvestment('Ann', 'Elm', 1_000_00, '2024-03-01'); // Ann is out of Elm: not in investors_list
  b.invest('Ann', 'Oak', 400_00, '2024-01-01');
  b.invest('Bob', 'Oak', 50_00, '2024-07-01'); // after today
  b.income('Elm', 120_00, '2024-01', { incomeDate: '2024-02-02' }); // January has no capital in Elm: still counted here
  b.partnerIncome('Elm', 30_00, '2024-03-15');
  b.landContractPayment('Oak', 200_00, '2024-04-01');
  b.expense('Elm', 40_00, '2024-03');
  b.expense('Elm', 5_00, '2024-03', 'Bob'); // investor-specific: counted in the expenses too
  b.llcExpense('Main LLC', 15_00, '2024-05-01');
  b.deposit('Elm', 700_00, '2024-01-15');
  b.withdrawDeposit('Elm', 200_00, '2024-05-01');
  b.withdrawCash('Bob', 10_00, '2024-04-02');
  const voided = b.expense('Oak', 999_00, '2024-03');
  b.void('ExpenseVoided', voided, 'Oak');
  return b.facts();
};

describe('adminSummary', () => {
  it('adds up the whole ledger', () => {
    // investments today: Elm 600 + 1000 - 1000, Oak 400 (Bob's 50 is after today) = 1,000.00
    // income: 120 + 30 + 200 = 350.00; expenses: 40 + 5 + 15 = 60.00 (the voided 999 is gone)
    // deposits: 700 - 200 = 500.00; cash: 350 - 60 - 10 + 500 = 780.00
    expect(adminSummaryOfRecords(ledger(), '2024-06-30')).toEqual({
      totalInvestmentsCents: 100_000,
      totalIncomeCents: 35_000,
      totalExpensesCents: 6_000,
      totalDepositsCents: 50_000,
      totalCashCents: 78_000,
    });
  });
});

describe('propertyDetails', () => {
  it('lists every record of the property under its own date, withdrawals negative', () => {
    const details = propertyDetails({ propertyName: 'Elm', ...ledger() }, '2024-06-30');
    const rows = (list: readonly { date: string; amountCents: number; detail: string }[]) =>
      list.map((r) => [r.date, r.amountCents, r.detail]);
    expect(details).toMatchObject({
      totalInvestmentsCents: 60_000,
      totalIncomeCents: 15_000,
      totalExpensesCents: 4_500,
      totalDepositsCents: 50_000,
    });
    expect(rows(details.investments)).toEqual([
      ['2024-01-01', 100_000, 'Ann'],
      ['2024-02-01', 60_000, 'Bob'],
      ['2024-03-01', -100_000, 'Ann'],
    ]);
    expect(rows(details.income)).toEqual([
      ['2024-02-02', 12_000, 'rent 2024-01'], // income_date, not income_for_month
      ['2024-03-15', 3_000, 'partner'],
    ]);
    expect(rows(details.expenses)).toEqual([
      ['2024-03-20', 4_000, 'expense 2024-03'],
      ['2024-03-20', 500, 'expense 2024-03'],
    ]);
    expect(rows(details.deposits)).toEqual([
      ['2024-01-15', 70_000, 'deposit'],
      ['2024-05-01', -20_000, 'returned'],
    ]);
    expect(details.investorsList).toEqual([{ investorId: 'Bob', totalAmountCents: 60_000 }]);
  });

  it('takes the investors list at today', () => {
    const oak = propertyDetails({ propertyName: 'Oak', ...ledger() }, '2024-07-01');
    expect(oak.investorsList).toEqual([
      { investorId: 'Ann', totalAmountCents: 40_000 },
      { investorId: 'Bob', totalAmountCents: 5_000 },
    ]);
    expect(oak.income.map((r) => r.detail)).toEqual(['payment']);
    expect(oak.expenses).toEqual([]);
  });
});

describe('rows of one day', () => {
  it('are listed in the order they were recorded, not by their ids; a land contract’s down payment before the income', () => {
    const b = new LedgerBuilder().idsCountingDown().investor('Ann').property('Elm').property('Oak', 'Land Contract');
    b.invest('Ann', 'Oak', 1_000_00, '2024-01-01');
    b.income('Elm', 1_00, '2024-03', { incomeDate: '2024-03-05' });
    b.partnerIncome('Elm', 2_00, '2024-03-05');
    b.income('Elm', 3_00, '2024-03', { incomeDate: '2024-03-05' });
    b.expense('Elm', 4_00, '2024-03');
    b.expense('Elm', 5_00, '2024-03', 'Ann');
    b.deposit('Elm', 6_00, '2024-03-05');
    b.withdrawDeposit('Elm', 1_00, '2024-03-05');
    b.deposit('Elm', 7_00, '2024-03-05');
    b.income('Oak', 8_00, '2024-04', { incomeDate: '2024-04-01' });
    b.openLandContract('Oak', {
      contractDate: '2024-04-01',
      salePriceCents: 2_000_00,
      downPaymentCents: 500_00,
      openingBalanceCents: null,
      rateMilli: 0,
      dayCount: '30/360',
      paymentAmountCents: 100_00,
      firstPaymentDate: '2024-05-01',
      numberOfPayments: 15,
      graceDays: 5,
      lateFeeType: 'percent',
      lateFee: 500,
    });
    const amounts = (list: readonly { amountCents: number }[]) => list.map((r) => r.amountCents);

    const elm = propertyDetails({ propertyName: 'Elm', ...b.facts() }, '2024-06-30');
    expect(amounts(elm.income)).toEqual([1_00, 2_00, 3_00]);
    expect(amounts(elm.expenses)).toEqual([4_00, 5_00]);
    expect(amounts(elm.deposits)).toEqual([6_00, -1_00, 7_00]);
    // The down payment, recorded after the income of its day, comes first (its books, from the log).
    const oak = reportsAt(ledgerOfEvents(b.events), '2024-06-30').propertyDetails('Oak');
    expect(oak?.income.map((r) => [r.date, r.amountCents])).toEqual([
      ['2024-04-01', 500_00],
      ['2024-04-01', 8_00],
    ]);
  });
});
