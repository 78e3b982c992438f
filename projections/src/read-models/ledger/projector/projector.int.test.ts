import type { DomainEvent } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
// Test code only: the projections package itself knows nothing of ledger-service.
import { ledgerProjectionsForFile } from '../../../testing/ledger-projections';
import { ledgerFactsFromEvents } from '../../../testing/ledger-facts';
import { computeLedgerRows } from '../figures';
import { LedgerBuilder } from '../../../testing/test-ledger';
import { appendLedgerEvents, readAllocationRows } from '../../../testing/ledger-test-support';
import { createLedgerQueries } from '../queries/queries';

const log: DomainEvent[] = [];
/** One builder for the whole file, so record ids never repeat. */
const b = new LedgerBuilder();

/** Appends to the log and waits until the ledger read model shows the events. */
const record = async (events: readonly DomainEvent[]) => {
  log.push(...events);
  const last = await appendLedgerEvents(ledger.store, events);
  if (last) expect(await ledger.projections.waitFor(last, 10_000)).toBe(true);
};

// Tiny batches: every figure below is reached through many incremental recomputations.
const ledger = ledgerProjectionsForFile(3);

const row = (investorId: string, month: string, allocatedCents: number, feeCents: number, ownExpensesCents: number) => ({
  investorId,
  propertyName: 'Elm',
  month,
  allocatedCents,
  feeCents,
  ownExpensesCents,
  incomeCents: allocatedCents - feeCents - ownExpensesCents,
});

describe('the ledger projector, worked example (Elm: Ann 0 %, Bob 10 %, Cy 30 %, Dee 20 %)', () => {
  it('allocates by month-end share with largest remainders, fees on gains only, own expenses, voids', async () => {
    b.investor('Ann', 0).investor('Bob', 1000).investor('Cy', 3000).investor('Dee', 2000).property('Elm', 'Rental');
    await record(b.events.splice(0));
    // January: three equal shares of 100.00: 33.33 each and the odd cent to Ann (ties by name).
    for (const name of ['Ann', 'Bob', 'Cy']) b.invest(name, 'Elm', 100_00, '2024-01-10');
    b.income('Elm', 100_00, '2024-01');
    // February: a loss of 50.00, split as 16.67, 16.67, 16.66 negated; no fee on a loss.
    b.expense('Elm', 50_00, '2024-02');
    await record(b.events.splice(0));
    // March: Dee's 300.00 on the 15th counts for the whole month (shares at the last day).
    b.income('Elm', 600_00, '2024-03', { incomeDate: '2024-03-05' });
    b.invest('Dee', 'Elm', 300_00, '2024-03-15');
    await record(b.events.splice(0));
    // April: Cy takes his 100.00 back, so he shares nothing; Ann alone pays her own 25.50.
    b.withdrawInvestment('Cy', 'Elm', 100_00, '2024-04-10');
    b.income('Elm', 500_00, '2024-04');
    b.expense('Elm', 25_50, '2024-04', 'Ann');
    // May: 999.99 recorded then voided counts nowhere; one cent goes to the largest remainder (Dee's 0.6).
    const mistaken = b.income('Elm', 999_99, '2024-05');
    b.income('Elm', 1, '2024-05');
    await record(b.events.splice(0));
    b.void('IncomeVoided', mistaken, 'Elm');
    await record(b.events.splice(0));

    expect(await readAllocationRows(ledger.pool)).toEqual([
      row('Ann', '2024-01', 3334, 0, 0),
      row('Bob', '2024-01', 3333, 333, 0),
      row('Cy', '2024-01', 3333, 1000, 0),
      row('Ann', '2024-02', -1667, 0, 0),
      row('Bob', '2024-02', -1667, 0, 0),
      row('Cy', '2024-02', -1666, 0, 0),
      row('Ann', '2024-03', 100_00, 0, 0),
      row('Bob', '2024-03', 100_00, 10_00, 0),
      row('Cy', '2024-03', 100_00, 30_00, 0),
      row('Dee', '2024-03', 300_00, 60_00, 0),
      row('Ann', '2024-04', 100_00, 0, 25_50),
      row('Bob', '2024-04', 100_00, 10_00, 0),
      row('Dee', '2024-04', 300_00, 60_00, 0),
      row('Dee', '2024-05', 1, 0, 0),
    ]);
    expect(await readAllocationRows(ledger.pool)).toEqual(computeLedgerRows(ledgerFactsFromEvents(log)).rows);

    const queries = createLedgerQueries(ledger.pool);
    expect(await queries.investorIncomeCents('Ann')).toBe(3334 - 1667 + 100_00 + 74_50);
    expect(await queries.investorIncomeCents('Bob')).toBe(3000 - 1667 + 90_00 + 90_00);
    expect(await queries.investorIncomeCents('Cy')).toBe(2333 - 1666 + 70_00);
    expect(await queries.investorIncomeCents('Dee')).toBe(240_00 + 240_00 + 1);
    expect(await queries.investorIncomeCents('Nobody')).toBe(0);
  });

  it('recomputes earlier months when a late record or a back-dated investment arrives', async () => {
    // Ann's back-dated 300.00 of 2024-01-01 doubles her January share from 1/3 to 4/6.
    b.invest('Ann', 'Elm', 300_00, '2024-01-01');
    await record(b.events.splice(0));
    const january = (await readAllocationRows(ledger.pool)).filter((r) => r.month === '2024-01');
    expect(january.map((r) => [r.investorId, r.allocatedCents])).toEqual([
      ['Ann', 6667],
      ['Bob', 1667],
      ['Cy', 1666],
    ]);
    expect(await readAllocationRows(ledger.pool)).toEqual(computeLedgerRows(ledgerFactsFromEvents(log)).rows);
  });

  it('drops a record whose void came first, and a repeated void changes nothing', async () => {
    const before = await readAllocationRows(ledger.pool);
    const early = '00000000-0000-4000-8000-0000000000ee';
    b.void('IncomeVoided', early, 'Elm');
    await record(b.events.splice(0));
    b.events.push({
      type: 'IncomeRecorded',
      data: {
        recordId: early,
        propertyName: 'Elm',
        partnerName: null,
        description: 'late',
        amountCents: 777_77,
        incomeDate: '2024-02-03',
        incomeForMonth: '2024-02',
        category: 'Rent',
      },
    });
    b.void('IncomeVoided', early, 'Elm');
    await record(b.events.splice(0));
    expect(await readAllocationRows(ledger.pool)).toEqual(before);
    expect(await readAllocationRows(ledger.pool)).toEqual(computeLedgerRows(ledgerFactsFromEvents(log)).rows);
  });

  it('after a full rebuild holds exactly the tables it holds live', async () => {
    const { live, rebuilt } = await ledger.rebuildInOneBatch();
    expect(live.allocation_rows?.length).toBeGreaterThan(10);
    expect(rebuilt).toEqual(live);
  });
});
