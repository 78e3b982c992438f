import type { DomainEvent, FeeBasisPoints, PropertyType } from '@portal/contracts';
import { sql } from 'slonik';
import { describe, expect, it } from 'vitest';
// Test code only: the projections package itself knows nothing of ledger-service.
import { ledgerProjectionsForFile } from '../../../testing/ledger-projections';
import { seededRandom as random } from '../../../testing/seeded-random';
import {
  adminSummaryOfRecords,
  computeLedgerRows,
  investorPropertyFiguresOfRecords,
  investorSummaryOfRecords,
  propertyDetails,
  taxYears,
} from '../figures';
import { ledgerFactsFromEvents } from '../../../testing/ledger-facts';
import { LedgerBuilder } from '../../../testing/test-ledger';
import { appendLedgerEvents, readAllocationRows } from '../../../testing/ledger-test-support';
import { ledgerOfEvents, reportsAt } from '../time-travel';
import { createLedgerQueries } from './queries';

/**
 * The read model against the reference: a random ledger of every kind of record, with voids of
 * records from earlier batches, of the same batch, of unknown ids, and dates in any order, applied
 * in batches of 1 to 5 events; every read must equal the figures engine run over the whole log.
 */

const ledger = ledgerProjectionsForFile(5);

const investors: [string, FeeBasisPoints][] = [
  ['Ann', 0],
  ['Bob', 1000],
  ['Cy', 2000],
  ['Dee', 3000],
  ['ann', 1000],
];
const properties: [string, PropertyType][] = [
  ['Elm', 'Rental'],
  ['Oak', 'Land Contract'],
  ['Pine', 'Other'],
];
const today = '2024-07-15';

const randomLedger = (seed: number): DomainEvent[] => {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const b = new LedgerBuilder();
  for (const [name, fee] of investors) b.investor(name, fee);
  for (const [name, type] of properties) b.property(name, type, { landValueCents: 10_000_00 });
  const voidable: [DomainEvent['type'], string, string][] = [];
  for (let i = 0; i < 400; i++) {
    const investor = pick(investors)[0];
    const property = pick(properties)[0];
    const date = `${pick(['2022', '2023', '2024'])}-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`;
    const cents = next() < 0.2 ? 1 + Math.floor(next() * 3) : 1 + Math.floor(next() * 5_000_00);
    const kind = Math.floor(next() * 13);
    if (kind <= 2) b.invest(investor, property, cents, date);
    else if (kind === 3) b.withdrawInvestment(investor, property, Math.ceil(cents / 4), date);
    else if (kind === 4) voidable.push(['IncomeVoided', b.income(property, cents, date.slice(0, 7), { incomeDate: date }), property]);
    else if (kind === 5) voidable.push(['IncomeVoided', b.partnerIncome(property, cents, date), property]);
    else if (kind === 6) voidable.push(['LandContractPaymentVoided', b.landContractPayment(property, cents, date), property]);
    else if (kind === 7) voidable.push(['ExpenseVoided', b.expense(property, cents, date.slice(0, 7)), property]);
    else if (kind === 8) voidable.push(['ExpenseVoided', b.expense(property, cents, date.slice(0, 7), investor), property]);
    else if (kind === 9) voidable.push(['DepositVoided', b.deposit(property, cents, date), property]);
    else if (kind === 10) b.withdrawCash(investor, cents, date);
    else if (kind === 11) b.events.push({ type: 'PropertyNotesSet', data: { propertyName: property, notes: `notes ${i}` } });
    else if (voidable.length > 0) {
      const [type, recordId, propertyName] = pick(voidable);
      if (type !== 'InvestmentMade') b.void(type as 'IncomeVoided', recordId, propertyName);
    }
  }
  b.withdrawDeposit('Elm', 1_00, '2024-01-10');
  // A void of an id nobody recorded, and a void of the wrong kind: both change nothing.
  b.void('IncomeVoided', '00000000-0000-4000-8000-999999999999', 'Elm');
  const expenseId = voidable.find(([type]) => type === 'ExpenseVoided')?.[1];
  if (expenseId) b.void('DepositVoided', expenseId, 'Elm');
  return b.events;
};

describe('ledger queries over a random ledger, applied in small batches', () => {
  it('answer what the figures engine answers over the whole log', async () => {
    const events = randomLedger(20240715);
    let last = null;
    for (let start = 0; start < events.length; start += 37) last = await appendLedgerEvents(ledger.store, events.slice(start, start + 37));
    expect(await ledger.projections.waitFor(last!, 30_000)).toBe(true);

    const facts = ledgerFactsFromEvents(events);
    const ids = (table: string) =>
      ledger.pool.anyFirst(sql.unsafe`SELECT record_id::text FROM ${sql.identifier(['rm_ledger', table])} ORDER BY 1`);
    expect(await ids('gross_records')).toEqual(facts.gross.map((r) => r.recordId).sort());
    expect(await ids('property_expenses')).toEqual(facts.expenses.map((r) => r.recordId).sort());
    expect(await ids('deposits')).toEqual(facts.deposits.map((r) => r.recordId).sort());

    const { rows, months } = computeLedgerRows(facts);
    const totals = await ledger.pool.any(sql.unsafe`
      SELECT property_name AS "propertyName", month, gross_cents::int AS "grossCents", shared_expenses_cents::int AS "expensesCents"
      FROM rm_ledger.month_totals ORDER BY property_name COLLATE "C", month`);
    expect(totals).toEqual(
      months
        .filter((m) => m.grossCents !== 0 || m.expensesCents !== 0)
        .map(({ propertyName, month, grossCents, expensesCents }) => ({ propertyName, month, grossCents, expensesCents })),
    );
    expect(await readAllocationRows(ledger.pool)).toEqual(rows);

    const queries = createLedgerQueries(ledger.pool);
    for (const [investorId] of investors) {
      const expected = investorSummaryOfRecords(
        { investorId, capital: facts.capital, rows, cashWithdrawals: facts.cashWithdrawals, properties: facts.properties },
        today,
      );
      expect(await queries.investorSummary(investorId, today)).toEqual(expected);
      expect(await queries.investorIncomeCents(investorId)).toBe(expected.totalIncomeCents);
      for (const [propertyName] of properties) {
        const notes = facts.properties.find((p) => p.propertyName === propertyName)!.notes;
        const figures = investorPropertyFiguresOfRecords({ investorId, propertyName, capital: facts.capital, rows, notes }, today);
        expect((await queries.investorProperty(investorId, propertyName, today))?.figures).toEqual(figures);
      }
    }
    const payments = new Set(facts.gross.filter((r) => r.kind === 'land_contract_payment').map((r) => r.recordId));
    expect(payments.size).toBeGreaterThan(0);
    for (const [propertyName] of properties) {
      const details = propertyDetails({ propertyName, ...facts }, today);
      expect(await queries.propertyDetails(propertyName, today)).toEqual(details);
      // The transaction browser lists the same rows, land-contract payments apart from income.
      expect(await queries.propertyTransactions(propertyName)).toEqual({
        income: details.income.filter((r) => !payments.has(r.recordId)),
        expenses: details.expenses,
        deposits: details.deposits,
        lcPayments: details.income.filter((r) => payments.has(r.recordId)),
      });
    }
    expect(await queries.propertyDetails('Nowhere', today)).toBeNull();
    expect(await queries.propertyTransactions('Nowhere')).toBeNull();
    expect(await queries.adminSummary(today)).toEqual(adminSummaryOfRecords(facts, today));
    expect((await queries.nameLists(today)).taxYears).toEqual(taxYears(facts, today));

    // The same tables, row for row, when the whole log is replayed in one batch.
    const { live, rebuilt } = await ledger.rebuildInOneBatch();
    expect(rebuilt).toEqual(live);
  });
});

describe("a property's investments of one day", () => {
  it('are listed in the order they were recorded, not by their ids, as the figures engine lists them', async () => {
    const b = new LedgerBuilder().investor('Yan').investor('Zed').property('Birch', 'Rental');
    const investment = (recordId: string, investorId: string, amountCents: number): DomainEvent => ({
      type: 'InvestmentMade',
      data: { recordId, investorId, propertyName: 'Birch', amountCents, date: '2024-03-01' },
    });
    // Each recorded after one with a larger id, the last in a batch of its own.
    const recorded = [
      '00000000-0000-4000-8000-f00000000003',
      '00000000-0000-4000-8000-f00000000002',
      '00000000-0000-4000-8000-f00000000001',
    ];
    b.events.push(investment(recorded[0]!, 'Zed', 1_000_00), investment(recorded[1]!, 'Yan', 2_000_00));
    const earlierDay = b.invest('Yan', 'Birch', 500_00, '2024-02-01');
    await appendLedgerEvents(ledger.store, b.events);
    const last = await appendLedgerEvents(ledger.store, [investment(recorded[2]!, 'Zed', 3_000_00)]);
    expect(await ledger.projections.waitFor(last!, 30_000)).toBe(true);

    const details = await createLedgerQueries(ledger.pool).propertyDetails('Birch', today);
    expect(details?.investments.map((row) => [row.date, row.recordId])).toEqual([
      ['2024-02-01', earlierDay],
      ...recorded.map((recordId) => ['2024-03-01', recordId]),
    ]);
    const events = [...b.events, investment(recorded[2]!, 'Zed', 3_000_00)];
    expect(details).toEqual(propertyDetails({ propertyName: 'Birch', ...ledgerFactsFromEvents(events) }, today));
  });
});

describe('records of one day, in every list', () => {
  it('are listed in the order they were recorded, not by their ids, live and in time travel alike', async () => {
    // Each record's id sorts before those recorded earlier; each kind recorded over two batches, the
    // last income of the first voided in the second (so it leaves a gap in the order, not a reuse).
    const b = new LedgerBuilder().idsCountingDown().investor('Uma').llc('Cedar LLC');
    b.property('Cedar', 'Rental', { llcName: 'Cedar LLC' }).invest('Uma', 'Cedar', 1_000_00, '2024-01-01');
    const day = '2024-03-05';
    b.income('Cedar', 1_00, '2024-03', { incomeDate: day });
    b.expense('Cedar', 4_00, '2024-03');
    b.deposit('Cedar', 6_00, day);
    b.llcExpense('Cedar LLC', 9_00, day);
    b.withdrawCash('Uma', 11_00, day);
    const voided = b.income('Cedar', 99_00, '2024-03', { incomeDate: day });
    await appendLedgerEvents(ledger.store, b.events);
    const second = b.events.length;
    b.void('IncomeVoided', voided, 'Cedar');
    b.partnerIncome('Cedar', 2_00, day);
    b.landContractPayment('Cedar', 3_00, day);
    b.expense('Cedar', 5_00, '2024-03');
    b.withdrawDeposit('Cedar', 1_00, day);
    b.llcExpense('Cedar LLC', 10_00, day);
    b.withdrawCash('Uma', 12_00, day);
    const last = await appendLedgerEvents(ledger.store, b.events.slice(second));
    expect(await ledger.projections.waitFor(last!, 30_000)).toBe(true);

    const queries = createLedgerQueries(ledger.pool);
    const amounts = (rows: readonly { amountCents: number }[] | undefined) => rows?.map((row) => row.amountCents);
    const details = await queries.propertyDetails('Cedar', today);
    expect(amounts(details?.income)).toEqual([1_00, 2_00, 3_00]);
    expect(amounts(details?.expenses)).toEqual([4_00, 5_00]);
    expect(amounts(details?.deposits)).toEqual([6_00, -1_00]);
    const transactions = await queries.propertyTransactions('Cedar');
    expect([amounts(transactions?.income), amounts(transactions?.lcPayments)]).toEqual([[1_00, 2_00], [3_00]]);
    expect(amounts((await queries.llcTransactions('Cedar LLC')) ?? undefined)).toEqual([9_00, 10_00]);
    const summary = await queries.investorSummary('Uma', today);
    expect(amounts(summary?.distributionsPerMonth)).toEqual([11_00, 12_00]);

    // Time travel replays the log itself: the same lists in the same order.
    const replayed = reportsAt(ledgerOfEvents(b.events), today);
    expect(details).toEqual(replayed.propertyDetails('Cedar'));
    expect(summary).toEqual(replayed.investorSummary('Uma'));
    // And a rebuild numbers the records as they were numbered live, batches and void apart.
    const { live, rebuilt } = await ledger.rebuildInOneBatch();
    expect(rebuilt).toEqual(live);
  });
});
