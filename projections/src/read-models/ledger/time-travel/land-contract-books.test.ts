import { describe, expect, it } from 'vitest';
import { lot7Events } from '../../../testing/land-contract-ledger';
import { LedgerBuilder } from '../../../testing/test-ledger';
import { reconciliationMismatches, sumCents, yearOf } from '../figures';
import { ledgerAsOf, ledgerOfEvents } from './ledger-at';
import { reportsAt } from './reports';

// Example (d) of docs/land-contracts.md through every report, from its event log.
const { events } = lot7Events();
const ledger = ledgerOfEvents(events);
const reports = reportsAt(ledger, '2025-12-31');
const at = (day: string) => reportsAt(ledgerAsOf(ledger, day), day);

describe('example (d): the investors’ figures at 2025-12-31', () => {
  it('Avery: income 2,700.02, all 15,000.00 of capital back, cash 8,700.02, ROI 2025 90.73 over Jan-Sep', () => {
    const avery = reports.investorSummary('Avery')!;
    expect(avery).toMatchObject({
      totalIncomeCents: 270_002,
      totalInvestmentsCents: 0,
      totalLcInvestmentsCents: 0,
      cashBalanceCents: 870_002,
      maxCashWithdrawalCents: 870_002,
      totalCapitalReturnedCents: 1_500_000,
      totalRoiPercent: 0,
    });
    expect(Object.fromEntries(avery.roiPerYear)).toEqual({ '2024': 0, '2025': 90.73 });
    // The down payment and the ten returns of 2025 are negative months of investments_per_month.
    expect(avery.investmentsPerMonth[0]).toEqual({ month: '2024-06', amountCents: 1_500_000 });
    expect(avery.investmentsPerMonth[1]).toEqual({ month: '2024-12', amountCents: -900_000 });
    expect(sumCents(avery.investmentsPerMonth.map((m) => m.amountCents))).toBe(0);
  });

  it('Blake: income 999.98, 5,000.00 back, cash 5,999.98, ROI 2025 100.80', () => {
    const blake = reports.investorSummary('Blake')!;
    expect(blake).toMatchObject({ totalIncomeCents: 99_998, totalInvestmentsCents: 0, cashBalanceCents: 599_998 });
    expect(blake.roiPerYear.get('2025')).toBe(100.8);
  });

  it('shows the capital returned in the investor’s property, and invested falls as it comes back', () => {
    expect(reports.investorProperty('Avery', 'Lot 7')?.figures).toMatchObject({
      totalInvestmentsCents: 0,
      totalIncomeCents: 270_002,
      totalCapitalReturnedCents: 1_500_000,
    });
    // After the down payment and before any installment: 6,000.00 / 2,000.00 still at risk.
    expect(at('2024-12-31').investorProperty('Avery', 'Lot 7')?.figures).toMatchObject({
      totalInvestmentsCents: 600_000,
      totalIncomeCents: 0,
      totalCapitalReturnedCents: 900_000,
    });
    expect(at('2024-12-31').investorSummary('Avery')).toMatchObject({ cashBalanceCents: 0, totalInvestmentsCents: 600_000 });
  });
});

describe('example (d): the firm’s figures', () => {
  it('admin: income 4,000.00, capital returned 20,000.00, cash 15,000.00, nothing invested', () => {
    expect(reports.adminSummary()).toEqual({
      totalIncomeCents: 400_000,
      totalCapitalReturnedCents: 2_000_000,
      totalCashCents: 1_500_000,
      totalInvestmentsCents: 0,
      totalExpensesCents: 0,
      totalDepositsCents: 0,
    });
  });

  it('property details: payments whole and the down payment as rows, income by its split, each investor at 0', () => {
    const details = reports.propertyDetails('Lot 7')!;
    expect(details).toMatchObject({ totalInvestmentsCents: 0, totalIncomeCents: 400_000, totalCapitalReturnedCents: 2_000_000 });
    expect(details.income).toHaveLength(13);
    expect(details.income[0]).toMatchObject({ date: '2024-12-01', amountCents: 1_200_000 });
    expect(details.income.slice(1).every((row) => row.amountCents === 100_000)).toBe(true);
    expect(details.investorsList).toEqual([
      { investorId: 'Avery', totalAmountCents: 0 },
      { investorId: 'Blake', totalAmountCents: 0 },
    ]);
  });

  it('property taxes 2025: the income list holds interest and gain, not the payments', () => {
    expect(Object.fromEntries(reports.propertyTaxes('Lot 7', '2025')!.lists.incomeListCents)).toEqual({
      'Land Contract Gain': 188_163,
      'Land Contract Interest': 211_837,
    });
  });

  it('a property without a contract keeps today’s answers: no land-contract field', () => {
    const b = new LedgerBuilder();
    b.investor('Ann').property('Elm', 'Land Contract');
    b.invest('Ann', 'Elm', 100_000, '2024-01-01');
    b.landContractPayment('Elm', 5_000, '2024-02-01');
    const plain = reportsAt(ledgerOfEvents(b.events), '2024-12-31');
    expect(plain.adminSummary()).not.toHaveProperty('totalCapitalReturnedCents');
    expect(plain.adminSummary().totalIncomeCents).toBe(5_000);
    expect(plain.propertyDetails('Elm')).not.toHaveProperty('totalCapitalReturnedCents');
    expect(plain.investorProperty('Ann', 'Elm')?.figures).not.toHaveProperty('totalCapitalReturnedCents');
    expect(plain.investorSummary('Ann')).not.toHaveProperty('totalCapitalReturnedCents');
  });
});

describe('example (d): the LLC’s taxes and the reconciliation', () => {
  const taxes = reports.llcTaxes('Lakeshore Land LLC', '2025')!;
  const maps = taxes.members.landContracts!;
  const of = (map: Map<string, number>) => Object.fromEntries(map);

  it('2025: dividends 3,000.02 / 999.98, expenses 300.00 / 0, and the land-contract maps', () => {
    expect(taxes.members.members).toEqual(['Avery', 'Blake']);
    expect(of(taxes.members.dividendIncomeByMemberCents)).toEqual({ Avery: 300_002, Blake: 99_998 });
    expect(of(taxes.members.dividendExpensesByMemberCents)).toEqual({ Avery: 30_000, Blake: 0 });
    expect(of(maps.interest)).toEqual({ Avery: 158_879, Blake: 52_958 });
    expect(of(maps.lateFees)).toEqual({ Avery: 0, Blake: 0 });
    expect(of(maps.gain)).toEqual({ Avery: 141_123, Blake: 47_040 });
    expect(of(maps.capitalReturned)).toEqual({ Avery: 600_000, Blake: 200_000 });
    expect(of(maps.principalReceived)).toEqual({ Avery: 741_123, Blake: 247_040 });
    expect(of(maps.capitalWrittenOff)).toEqual({ Avery: 0, Blake: 0 });
    expect(taxes.members.totalDividendIncomeCents).toBe(400_000);
    expect(taxes.totals.ordinaryBusinessIncomeCents).toBe(370_000);
  });

  it('2025: the contract’s row for the preparer', () => {
    expect(taxes.landContracts).toEqual([
      expect.objectContaining({
        propertyName: 'Lot 7',
        buyerName: 'Buyer',
        contractDate: '2024-12-01',
        originationDate: '2024-12-01',
        salePriceCents: 4_000_000,
        downPaymentCents: 1_200_000,
        receivableCents: 4_000_000,
        principalReceivedCents: 988_163,
        interestReceivedCents: 211_837,
        lateFeesReceivedCents: 0,
        balanceJanuary1Cents: 2_800_000,
        balanceDecember31Cents: 1_811_837,
        capitalReturnedCents: 800_000,
        gainCents: 188_163,
        capitalWrittenOffCents: 0,
        state: 'current',
      }),
    ]);
  });

  it('2024: Avery and Blake are members by their capital returned (9,000.00 / 3,000.00), all income 0', () => {
    const taxes2024 = reports.llcTaxes('Lakeshore Land LLC', '2024')!;
    expect(taxes2024.members.members).toEqual(['Avery', 'Blake']);
    expect(of(taxes2024.members.landContracts!.capitalReturned)).toEqual({ Avery: 900_000, Blake: 300_000 });
    expect(of(taxes2024.members.dividendIncomeByMemberCents)).toEqual({ Avery: 0, Blake: 0 });
    expect(taxes2024.landContracts![0]).toMatchObject({ principalReceivedCents: 1_200_000, balanceJanuary1Cents: 2_800_000 });
  });

  it('R1-R3 hold for 2025', () => {
    const cashflow = new Map(['Avery', 'Blake'].map((i) => [i, reports.investorSummary(i)!.cashflowPerMonth]));
    expect(reconciliationMismatches('2025', [taxes.members], cashflow)).toEqual([]);
    for (const investor of ['Avery', 'Blake']) {
      const end2024 = at('2024-12-31').investorSummary(investor)!;
      const end2025 = reports.investorSummary(investor)!;
      const flow2025 = sumCents(end2025.cashflowPerMonth.filter((m) => yearOf(m.month) === '2025').map((m) => m.amountCents));
      const returned = maps.capitalReturned.get(investor)!;
      // R2: invested falls by what came back or was written off (no contributions or withdrawals in 2025).
      expect(end2025.totalInvestmentsCents).toBe(end2024.totalInvestmentsCents - returned - maps.capitalWrittenOff.get(investor)!);
      // R3: cash grows by the year's income and the capital returned (no cash withdrawal in 2025).
      expect(end2025.cashBalanceCents).toBe(end2024.cashBalanceCents + flow2025 + returned);
    }
  });
});

describe('example (d): the returns', () => {
  it('Lot 7 for Avery: capital returned as it came back, TVPI 1.18, IRR 24.40 %', () => {
    const { returns } = reports.investorReturns('Avery', 'Lot 7')!;
    expect(returns).toMatchObject({
      totalContributedCents: 1_500_000,
      totalCapitalReturnedCents: 1_500_000,
      totalDistributedCents: 270_002,
      navCents: 0,
      tvpi: 1.18,
      dpi: 1.18,
      xirrPercent: 24.4,
    });
    expect(returns.flows.filter((f) => f.kind === 'capital_returned')).toHaveLength(11);
  });

  it('Avery’s portfolio: the returned capital is cash until withdrawn, TVPI 1.18, DPI 0.60, IRR 17.52 %', () => {
    const { returns } = reports.investorReturns('Avery', null)!;
    expect(returns).toMatchObject({ navCents: 870_002, tvpi: 1.18, dpi: 0.6, xirrPercent: 17.52 });
    expect(returns.flows.map((f) => f.kind)).toEqual(['contribution', 'distribution', 'value']);
  });
});
