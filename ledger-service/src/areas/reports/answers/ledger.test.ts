import { describe, expect, it } from 'vitest';
import { figures } from '@portal/projections';
import { LedgerBuilder } from '@portal/projections/testing';
import {
  adminSummaryToWire,
  centsToDollars,
  currentView,
  investorPropertyToWire,
  investorSummaryToWire,
  propertyDetailsToWire,
} from './ledger';
import { memberFiguresToWire } from './taxes';

const {
  adminSummaryOfRecords,
  computeLedgerRows,
  investorPropertyFiguresOfRecords,
  investorSummaryOfRecords,
  memberFiguresOfRecords,
  propertyDetails,
} = figures;

describe('centsToDollars', () => {
  it('prints dollars with at most 2 decimals', () => {
    expect(JSON.stringify([12345, -1, 10, 0, 100_000_000_000, 1_000_000_000_001].map(centsToDollars))).toBe(
      '[123.45,-0.01,0.1,0,1000000000,10000000000.01]',
    );
    expect(() => centsToDollars(0.5)).toThrow(/cents/);
  });
});

describe('wire shapes', () => {
  const b = new LedgerBuilder().investor('Ann', 1000).investor('Bob').property('Elm').property('Oak', 'Other');
  b.invest('Ann', 'Elm', 1_000_00, '2024-01-05');
  b.invest('Bob', 'Oak', 500_00, '2024-01-05');
  b.income('Elm', 100_01, '2024-01');
  b.income('Oak', 10_00, '2024-02');
  b.withdrawCash('Ann', 20_00, '2024-02-01');
  b.deposit('Elm', 300_00, '2024-01-06');
  const facts = b.facts();
  const rows = computeLedgerRows(facts).rows;

  it("gives the investor summary the contract's field names, dollars and list shapes", () => {
    // Ann: 10001 allocated, fee 10 % = 1000.1 -> 1000, income 9001 = $90.01; ROI 9001 / 100000 = 9.001 % -> 9.
    expect(
      investorSummaryToWire(investorSummaryOfRecords({ investorId: 'Ann', ...facts, rows }, '2024-03-01'), currentView, 'Ann'),
    ).toEqual({
      as_of: null,
      known_on: null,
      investor_name: 'Ann',
      total_investments: 1000,
      total_income: 90.01,
      total_roi: 9,
      cash_balance: 70.01,
      total_rental_investments: 1000,
      total_lc_investments: 0,
      total_other_investments: 0,
      roi_per_year: { '2024': 9 }, // capital 100000 at the ends of Jan, Feb, Mar: average 100000 -> 9.001 % -> 9
      investments_per_month: [{ date: '2024-01', amount: 1000 }],
      cashflow_per_month: [{ date: '2024-01', amount: 90.01 }],
      distributions_per_month: [{ date: '2024-02-01', amount: 20, description: 'distribution' }],
      property_pictures: [{ Elm: 'https://pictures/Elm.jpg' }],
      ownership_per_property: { Elm: 100 },
    });
  });

  it('gives the investor property, admin summary, property details and member figures theirs', () => {
    expect(
      investorPropertyToWire(
        investorPropertyFiguresOfRecords(
          { investorId: 'Bob', propertyName: 'Oak', capital: facts.capital, rows, notes: 'n' },
          '2024-03-01',
        ),
        currentView,
      ),
    ).toEqual({
      as_of: null,
      known_on: null,
      total_investments: 500,
      total_income: 10,
      total_roi: 2,
      notes: 'n',
      investments_per_month: [{ date: '2024-01', amount: 500 }],
      cashflow_per_month: [{ date: '2024-02', amount: 10 }],
    });
    expect(adminSummaryToWire(adminSummaryOfRecords(facts, '2024-03-01'), currentView)).toEqual({
      as_of: null,
      known_on: null,
      total_cash: 390.01, // 110.01 - 0 - 20 + 300
      total_investments: 1500,
      total_income: 110.01,
      total_expenses: 0,
      total_deposits: 300,
    });
    expect(propertyDetailsToWire(propertyDetails({ propertyName: 'Elm', ...facts }, '2024-03-01'), currentView, (id) => id)).toEqual({
      as_of: null,
      known_on: null,
      total_investments: 1000,
      total_income: 100.01,
      total_expenses: 0,
      total_deposits: 300,
      investments: [{ date: '2024-01-05', amount: 1000, detail: 'Ann' }],
      income: [{ date: '2024-01-05', amount: 100.01, detail: 'rent 2024-01' }],
      expenses: [],
      deposits: [{ date: '2024-01-06', amount: 300, detail: 'deposit' }],
      investors_list: [{ investor_name: 'Ann', total_amount: 1000 }],
    });
    const members = memberFiguresOfRecords({ year: '2024', properties: facts.properties, rows, capital: facts.capital });
    expect(memberFiguresToWire(members)).toEqual({
      total_rental_income: 90.01,
      total_dividend_income: 10,
      total_income: 100.01,
      rental_income_by_member: { Ann: 90.01, Bob: 0 },
      dividend_income_by_member: { Ann: 0, Bob: 10 },
      dividend_expenses_by_member: { Ann: 0, Bob: 0 },
      rental_income_by_member_by_property: { Ann: { Elm: 90.01 }, Bob: {} },
      ubia_by_member_by_property: { Ann: { Elm: 100_000 }, Bob: { Oak: 100_000 } },
    });
  });
});
