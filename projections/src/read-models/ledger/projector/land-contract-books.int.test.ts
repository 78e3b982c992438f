import type { DomainEvent } from '@portal/contracts';
import { sql } from 'slonik';
import { describe, expect, it } from 'vitest';
// Test code only: the projections package itself knows nothing of ledger-service.
import { ledgerProjectionsForFile } from '../../../testing/ledger-projections';
import { lot7Events } from '../../../testing/land-contract-ledger';
import { appendLedgerEvents } from '../../../testing/ledger-test-support';
import { LedgerBuilder } from '../../../testing/test-ledger';
import { createLedgerQueries } from '../queries/queries';
import { createTimeline, ledgerAsOf, ledgerOfEvents, reportsAt, type ReportsAt } from '../time-travel';

/**
 * The books of land contracts in the read model, applied in batches of three events, against the
 * figures engine over the whole log (time-travel/reports.ts): example (d), and a second property
 * whose contract is opened over payments recorded before it (re-split), writes capital off at the
 * opening, has a late payment, a waiver, a voided payment and capital added after the sale, and a
 * third whose contract is voided (back to today's figures).
 */
const ledger = ledgerProjectionsForFile(3);
const today = '2025-12-31';

const history = (): DomainEvent[] => {
  const b = new LedgerBuilder();
  const events = lot7Events(b).events;
  b.property('Lot 9', 'Land Contract', { llcName: 'Lakeshore Land LLC', purchasePriceCents: 4_000_000, purchaseDate: '2024-01-02' });
  b.property('Lot 11', 'Land Contract', { llcName: 'Lakeshore Land LLC', purchaseDate: '2024-01-02' });
  b.invest('Avery', 'Lot 9', 1_000_000, '2024-01-10');
  b.invest('Blake', 'Lot 9', 3_000_000, '2024-01-10');
  b.invest('Blake', 'Lot 11', 500_000, '2024-01-10');
  b.landContractPayment('Lot 9', 50_000, '2025-02-15'); // before the contract: legacy income, whole
  b.landContractPayment('Lot 9', 200_000, '2025-04-01'); // recorded before the contract that governs it
  const contract = b.openLandContract('Lot 9', {
    contractDate: '2025-03-01',
    salePriceCents: 3_000_000, // 40,000.00 of capital for 30,000.00: 10,000.00 written off at the opening
    downPaymentCents: 0,
    openingBalanceCents: null,
    rateMilli: 6_000,
    dayCount: '30/360',
    paymentAmountCents: 200_000,
    firstPaymentDate: '2025-04-01',
    numberOfPayments: 10,
    graceDays: 5,
    lateFeeType: 'percent',
    lateFee: 500,
  });
  b.landContractPayment('Lot 9', 150_000, '2025-05-20'); // late: a fee of 100.00 assessed on 2025-05-07
  const voided = b.landContractPayment('Lot 9', 10_000, '2025-06-10');
  b.void('LandContractPaymentVoided', voided, 'Lot 9');
  b.waiveLateFee(contract, 'Lot 9', '2025-06-01', '2025-06-20');
  b.invest('Avery', 'Lot 9', 100_000, '2025-06-15');
  b.landContractPayment('Lot 9', 400_000, '2025-07-01');
  const lot11 = b.openLandContract('Lot 11', {
    contractDate: '2025-01-01',
    salePriceCents: 1_000_000,
    downPaymentCents: 100_000,
    openingBalanceCents: null,
    rateMilli: 5_000,
    dayCount: 'actual/365',
    paymentAmountCents: 50_000,
    firstPaymentDate: '2025-02-01',
    numberOfPayments: 24,
    graceDays: 10,
    lateFeeType: 'flat',
    lateFee: 0,
  });
  b.voidLandContract(lot11, 'Lot 11', '2025-01-01');
  b.landContractPayment('Lot 11', 70_000, '2025-03-01');
  // A contract is a record of its year: the tax years start with 2023, before every other record.
  b.property('Lot 13', 'Land Contract', { llcName: 'Other LLC', purchaseDate: '2023-01-02' });
  b.openLandContract('Lot 13', {
    contractDate: '2023-05-01',
    salePriceCents: 500_000,
    downPaymentCents: 0,
    openingBalanceCents: null,
    rateMilli: 0,
    dayCount: 'actual/365',
    paymentAmountCents: 50_000,
    firstPaymentDate: '2023-06-01',
    numberOfPayments: 10,
    graceDays: 0,
    lateFeeType: 'flat',
    lateFee: 0,
  });
  // At 0 % a payment returning capital is no income: its month's gross is 0 (no stored total is left at 0).
  b.property('Lot 15', 'Land Contract', { llcName: 'Other LLC', purchaseDate: '2023-01-02' });
  b.invest('Blake', 'Lot 15', 100_000, '2024-01-10');
  b.landContractPayment('Lot 15', 10_000, '2025-02-01');
  b.openLandContract('Lot 15', {
    contractDate: '2025-01-01',
    salePriceCents: 200_000,
    downPaymentCents: 0,
    openingBalanceCents: null,
    rateMilli: 0,
    dayCount: 'actual/365',
    paymentAmountCents: 10_000,
    firstPaymentDate: '2025-02-01',
    numberOfPayments: 20,
    graceDays: 0,
    lateFeeType: 'flat',
    lateFee: 0,
  });
  // Capital added to Lot 7 after its sale, in a batch without its contract's records: the receipts
  // after it return it too (found by the allocation's read, after the batch is written).
  b.invest('Blake', 'Lot 7', 50_000, '2025-08-15');
  b.withdrawCash('Avery', 1_00, '2025-12-20');
  b.withdrawCash('Avery', 1_00, '2025-12-21');
  return [...events, ...b.events];
};

const investors = ['Avery', 'Blake'];
const propertyNames = ['Lot 7', 'Lot 9', 'Lot 11', 'Lot 15'];

/** Every report the read model answers, as the engine answers it over `reports`. */
const expectSameAnswers = async (reports: ReportsAt) => {
  const queries = createLedgerQueries(ledger.pool);
  expect(await queries.adminSummary(today)).toEqual(reports.adminSummary());
  expect(await queries.taxYears(today)).toEqual(reports.taxYears());
  for (const investorId of investors) {
    const summary = reports.investorSummary(investorId)!;
    expect(await queries.investorSummary(investorId, today)).toEqual(summary);
    // The cash-withdrawal limit reads this: income and the capital returned, before cash withdrawals.
    const withdrawn = summary.distributionsPerMonth.reduce((sum, d) => sum + d.amountCents, 0);
    expect(await queries.investorCashInCents(investorId, today)).toBe(summary.cashBalanceCents + withdrawn);
    expect((await queries.investorReturns(investorId, null, today))?.returns).toEqual(reports.investorReturns(investorId, null)?.returns);
    for (const propertyName of propertyNames) {
      expect((await queries.investorProperty(investorId, propertyName, today))?.figures).toEqual(
        reports.investorProperty(investorId, propertyName)?.figures,
      );
      expect((await queries.investorReturns(investorId, propertyName, today))?.returns).toEqual(
        reports.investorReturns(investorId, propertyName)?.returns,
      );
    }
  }
  for (const propertyName of propertyNames) {
    expect(await queries.propertyDetails(propertyName, today)).toEqual(reports.propertyDetails(propertyName));
    for (const year of ['2024', '2025'])
      expect(await queries.propertyTaxes(propertyName, year)).toEqual(reports.propertyTaxes(propertyName, year));
  }
  for (const year of ['2024', '2025'])
    expect(await queries.llcTaxes('Lakeshore Land LLC', year)).toEqual(reports.llcTaxes('Lakeshore Land LLC', year));
};

describe('the books of land contracts in the read model', () => {
  const events = history();

  it('answer what the engine answers over the whole log, batch after batch, and a rebuild gives the same tables', async () => {
    const last = await appendLedgerEvents(ledger.store, events);
    expect(await ledger.projections.waitFor(last!, 20_000)).toBe(true);
    const reports = reportsAt(ledgerOfEvents(events), today);
    // Lot 9: the payment of 04-01 recorded before its contract is split; the legacy one of 02-15 is whole.
    expect(reports.propertyTaxes('Lot 9', '2025')?.lists.incomeListCents.get('Land Contract Payment')).toBe(50_000);
    expect(reports.propertyDetails('Lot 11')).not.toHaveProperty('totalCapitalReturnedCents');
    expect(reports.taxYears().at(-1)).toBe('2023');
    await expectSameAnswers(reports);
    // What an investment withdrawal's limit leaves out: Lot 7 writes nothing off, so it is the capital returned.
    const reductions = await createLedgerQueries(ledger.pool).investorReductions('Avery', 'Lot 7');
    const returned = reports.investorProperty('Avery', 'Lot 7')!.figures.totalCapitalReturnedCents!;
    expect(reductions.reduce((sum, r) => sum + r.cents, 0)).toBe(-returned);

    // Lot 15's February is 0 (capital returned only): no total is kept at 0, live or rebuilt.
    const zeros = sql.unsafe`SELECT count(*)::int AS n FROM rm_ledger.month_totals WHERE gross_cents = 0 AND shared_expenses_cents = 0`;
    expect(await ledger.pool.oneFirst(zeros)).toBe(0);
    const { live, rebuilt } = await ledger.rebuildInOneBatch();
    expect(rebuilt).toEqual(live);
  });

  it('as of a day and as known at a moment: the timeline gives the replay of the filtered log', () => {
    const timeline = createTimeline();
    const instant = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
    events.forEach((event, i) => timeline.append(event, instant(i)));
    for (const known of [events.length - 1, events.length - 4, events.length - 9, 20]) {
      for (const asOf of ['2024-12-10', '2025-03-31', '2025-05-25', '2025-06-30', today]) {
        const replay = reportsAt(ledgerAsOf(ledgerOfEvents(events.slice(0, known + 1)), asOf), asOf);
        const travelled = reportsAt(timeline.ledgerAt(instant(known), asOf), asOf);
        expect(travelled.adminSummary()).toEqual(replay.adminSummary());
        expect(travelled.taxYears()).toEqual(replay.taxYears());
        for (const investorId of investors) {
          expect(travelled.investorSummary(investorId)).toEqual(replay.investorSummary(investorId));
          expect(travelled.investorReturns(investorId, null)).toEqual(replay.investorReturns(investorId, null));
        }
        for (const propertyName of propertyNames)
          expect(travelled.propertyDetails(propertyName)).toEqual(replay.propertyDetails(propertyName));
        expect(travelled.llcTaxes('Lakeshore Land LLC', asOf.slice(0, 4))).toEqual(replay.llcTaxes('Lakeshore Land LLC', asOf.slice(0, 4)));
      }
    }
  });
});
