import { describe, expect, it } from 'vitest';
import { figures } from '@portal/projections';
import { LedgerBuilder } from '@portal/projections/testing';
import { adminSummaryToWire, currentView, investorSummaryToWire } from './ledger';
import { investorReturnsToWire } from './returns';
import { memberFiguresToWire } from './taxes';

/** The running example of docs/figures.md, computed by the engine: the page must say what the code does. */
const example = (options: { voidTheExpense?: boolean } = {}) => {
  const b = new LedgerBuilder()
    .investor('Ann', 1000)
    .investor('Bob')
    .property('Elm', 'Rental', { llcName: 'Oak Holdings', purchasePriceCents: 150_000_00, landValueCents: 30_000_00 });
  b.invest('Ann', 'Elm', 60_000_00, '2024-01-05');
  b.invest('Bob', 'Elm', 40_000_00, '2024-01-10');
  b.income('Elm', 2_000_00, '2024-01');
  const expense = b.expense('Elm', 500_01, '2024-01');
  if (options.voidTheExpense) b.void('ExpenseVoided', expense, 'Elm');
  b.deposit('Elm', 1_000_00, '2024-01-06');
  b.withdrawCash('Ann', 300_00, '2024-02-01');
  const facts = b.facts();
  const rows = figures.computeLedgerRows(facts).rows;
  const summary = (investorId: string) =>
    investorSummaryToWire(figures.investorSummaryOfRecords({ investorId, ...facts, rows }, '2024-03-15'), currentView, investorId);
  return { facts, rows, summary };
};

describe('the worked example of docs/figures.md', () => {
  it('gives Ann and Bob the figures the page shows', () => {
    const { summary } = example();
    expect(summary('Ann')).toMatchObject({
      total_investments: 60_000,
      total_income: 809.99,
      total_roi: 1.35,
      roi_per_year: { '2024': 1.35 },
      cashflow_per_month: [{ date: '2024-01', amount: 809.99 }],
      cash_balance: 509.99,
      ownership_per_property: { Elm: 60 },
    });
    expect(summary('Bob')).toMatchObject({
      total_income: 600,
      cashflow_per_month: [{ date: '2024-01', amount: 600 }],
      ownership_per_property: { Elm: 40 },
    });
  });

  it("gives the firm's Admin Summary and the LLC's member figures the page shows", () => {
    const { facts, rows } = example();
    expect(adminSummaryToWire(figures.adminSummaryOfRecords(facts, '2024-03-15'), currentView)).toEqual({
      as_of: null,
      known_on: null,
      total_cash: 2_199.99,
      total_investments: 100_000,
      total_income: 2_000,
      total_expenses: 500.01,
      total_deposits: 1_000,
    });
    const members = memberFiguresToWire(
      figures.memberFiguresOfRecords({ year: '2024', properties: facts.properties, rows, capital: facts.capital }),
    );
    expect(members).toMatchObject({
      total_rental_income: 1_409.99,
      rental_income_by_member: { Ann: 809.99, Bob: 600 },
      ubia_by_member_by_property: { Ann: { Elm: 72_000 }, Bob: { Elm: 48_000 } },
    });
  });

  it("gives Ann's returns the page shows", () => {
    const { facts, rows } = example();
    const returns = investorReturnsToWire(
      figures.investorReturns(figures.returnsInputOfRecords({ ...facts, rows }, 'Ann', null, '2024-03-15')),
      null,
      (id) => id,
    );
    expect(returns).toMatchObject({
      xirr: 7.27,
      tvpi: 1.01,
      dpi: 0.01,
      total_contributed: 60_000,
      total_distributed: 300,
      nav: 60_509.99,
      cash_on_cash_by_year: { '2024': 0.5 },
      total_fees: 90,
      fees_per_month: [{ date: '2024-01', allocated: 899.99, fee: 90, own_expenses: 0, income: 809.99 }],
    });
  });

  it('counts the deleted expense nowhere', () => {
    const { summary, facts } = example({ voidTheExpense: true });
    expect(summary('Ann').total_income).toBe(1_080);
    expect(summary('Bob').total_income).toBe(800);
    expect(figures.adminSummaryOfRecords(facts, '2024-03-15').totalExpensesCents).toBe(0);
  });
});
