import { getAdminSummary, getLlcTaxes, getPropertyDetails, investorProperty, investorSummary } from '@portal/contracts/api';
import { timeTravel } from '@portal/projections';
import { LedgerBuilder, lot7Events } from '@portal/projections/testing';
import { describe, expect, it } from 'vitest';
import { llcTaxesCsvRows, toCsv } from '../tax-csv';
import {
  adminSummaryToWire,
  currentView,
  investorPropertyToWire,
  investorSummaryToWire,
  propertyDetailsToWire,
  withBuyersNamed,
} from './ledger';
import { llcTaxesToWire, withBuyersNamed as withTaxBuyersNamed } from './taxes';

// Example (d) of docs/land-contracts.md, as the answers give it at 2025-12-31 (the engine over its log).
const reports = timeTravel.reportsAt(timeTravel.ledgerOfEvents(lot7Events().events), '2025-12-31');
const clear = async (texts: readonly string[]) => texts.map((text) => text.replace('Buyer', 'Dana Buyer'));

describe('the answers of example (d)', () => {
  it('admin summary: total_cash 15,000.00 with total_capital_returned 20,000.00', () => {
    const answer = adminSummaryToWire(reports.adminSummary(), currentView);
    expect(getAdminSummary.response.parse(answer)).toEqual(answer);
    expect(answer).toMatchObject({ total_income: 4000, total_capital_returned: 20000, total_cash: 15000, total_investments: 0 });
  });

  it('investor summary: Avery’s cash holds the 15,000.00 returned', () => {
    const answer = investorSummaryToWire(reports.investorSummary('Avery')!, currentView, 'Avery');
    expect(investorSummary.response.parse(answer)).toEqual(answer);
    expect(answer).toMatchObject({ total_investments: 0, total_income: 2700.02, cash_balance: 8700.02, total_capital_returned: 15000 });
  });

  it('investor property: Avery’s 15,000.00 returned', () => {
    const answer = investorPropertyToWire(reports.investorProperty('Avery', 'Lot 7')!.figures, currentView);
    expect(investorProperty.response.parse(answer)).toEqual(answer);
    expect(answer).toMatchObject({ total_investments: 0, total_income: 2700.02, total_capital_returned: 15000 });
  });

  it('property details: the down payment row names the buyer, and the contract’s status', async () => {
    const details = await withBuyersNamed(reports.propertyDetails('Lot 7')!, clear);
    const answer = propertyDetailsToWire(details, currentView, (id) => id);
    expect(getPropertyDetails.response.parse(answer)).toEqual(answer);
    expect(answer.income[0]).toEqual({ date: '2024-12-01', amount: 12000, detail: 'Down payment: Dana Buyer' });
    expect(answer).toMatchObject({
      total_investments: 0,
      total_income: 4000,
      total_capital_returned: 20000,
      land_contract: { state: 'current', principal_balance: 18118.37, next_due_date: '2026-01-01' },
      investors_list: [
        { investor_name: 'Avery', total_amount: 0 },
        { investor_name: 'Blake', total_amount: 0 },
      ],
    });
  });

  it('a property without a contract answers as before: no land-contract field', () => {
    const b = new LedgerBuilder();
    b.investor('Ann').property('Elm', 'Land Contract');
    b.landContractPayment('Elm', 5_000, '2024-02-01');
    const plain = timeTravel.reportsAt(timeTravel.ledgerOfEvents(b.events), '2024-12-31');
    expect(Object.keys(adminSummaryToWire(plain.adminSummary(), currentView))).not.toContain('total_capital_returned');
    expect(Object.keys(investorSummaryToWire(plain.investorSummary('Ann')!, currentView, 'Ann'))).not.toContain('total_capital_returned');
    const details = propertyDetailsToWire(plain.propertyDetails('Elm')!, currentView, (id) => id);
    expect(Object.keys(details)).not.toContain('land_contract');
  });

  it('LLC taxes 2025: the land-contract maps, the contract’s row and its CSV rows', async () => {
    const summary = await withTaxBuyersNamed(reports.llcTaxes('Lakeshore Land LLC', '2025')!, clear);
    const answer = llcTaxesToWire(summary, currentView);
    expect(getLlcTaxes.response.parse(answer)).toEqual(answer);
    expect(answer).toMatchObject({
      dividend_income_by_member: { Avery: 3000.02, Blake: 999.98 },
      dividend_expenses_by_member: { Avery: 300, Blake: 0 },
      lc_interest_by_member: { Avery: 1588.79, Blake: 529.58 },
      lc_late_fees_by_member: { Avery: 0, Blake: 0 },
      lc_gain_by_member: { Avery: 1411.23, Blake: 470.4 },
      lc_capital_returned_by_member: { Avery: 6000, Blake: 2000 },
      lc_principal_received_by_member: { Avery: 7411.23, Blake: 2470.4 },
      lc_capital_written_off_by_member: { Avery: 0, Blake: 0 },
      total_dividend_income: 4000,
      ordinary_business_income: 3700,
    });
    expect(answer.land_contracts).toEqual([
      expect.objectContaining({
        buyer_name: 'Dana Buyer',
        principal_received: 9881.63,
        interest_received: 2118.37,
        balance_january_1: 28000,
        balance_december_31: 18118.37,
        capital_returned: 8000,
        gain: 1881.63,
        state: 'current',
      }),
    ]);
    const csv = toCsv(llcTaxesCsvRows(summary));
    expect(csv).toContain('Members,Land contract principal received,Avery,,7411.23,');
    expect(csv).toContain('Land contracts,Interest received,,Lot 7,2118.37,');
    expect(csv).toContain('Land contracts,Buyer name,,Lot 7,,Dana Buyer');
  });
});
