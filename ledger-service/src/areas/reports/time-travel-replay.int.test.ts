import { randomUUID } from 'node:crypto';
import type { DomainEvent, FeeBasisPoints, PropertyType } from '@portal/contracts';
import { allProjectors, createDatabasePool, createLedgerQueries, rebuildProjections } from '@portal/projections';
import {
  appendLedgerEvents,
  createInMemoryEventStore,
  createTestDatabase,
  LedgerBuilder,
  seededRandom as random,
  streamOf,
} from '@portal/projections/testing';
import { sql, type DatabasePool } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTimeTravel } from './time-travel';

/**
 * The reports at another time against a fresh replay (docs/time-travel.md): for random histories,
 * each event recorded a minute after the one before, and random (as_of, known_on), every report the
 * time travel answers equals what the ledger read model answers when it is rebuilt from only the
 * events recorded by known_on whose records are dated on or before as_of, with as_of as today.
 * Two implementations (the in-memory fold and the projector with its SQL) over two logs.
 */

/** The read models the reports read: the ledger, and the names it is looked up by. */
const ledgerOnly = allProjectors.filter((projector) => projector.schema === 'rm_ledger' || projector.schema === 'rm_names');

let database: { url: string; drop: () => Promise<void> };
let pool: DatabasePool;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = await createDatabasePool(database.url);
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

const investors: [string, FeeBasisPoints][] = [
  ['Ann', 0],
  ['Bob', 1000],
  ['Cy', 3000],
];
const properties: [string, PropertyType, string][] = [
  ['Elm', 'Rental', 'Main LLC'],
  ['Oak', 'Land Contract', 'Main LLC'],
  ['Pine', 'Other', 'Side LLC'],
];
const llcs = ['Main LLC', 'Side LLC'];

/** A history of every kind of record, with voids and a fee changed midway, in random date order. */
const randomHistory = (seed: number): DomainEvent[] => {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const b = new LedgerBuilder();
  for (const llcName of llcs)
    b.events.push({
      type: 'LlcAdded',
      data: {
        llcName,
        address: `1 ${llcName} Way`,
        dateStarted: '2020-01-01',
        principalBusinessActivity: 'Real estate',
        principalProduct: 'Rentals',
        businessCodeNumber: '531110',
      },
    });
  for (const [name, fee] of investors) b.investor(name, fee);
  for (const [name, type, llcName] of properties)
    b.property(name, type, { llcName, landValueCents: 10_000_00, purchaseDate: '2022-01-01' });
  const voidable: [() => void][] = [];
  for (let i = 0; i < 160; i++) {
    const investor = pick(investors)[0];
    const property = pick(properties)[0];
    const month = String(1 + Math.floor(next() * 12)).padStart(2, '0');
    const date = `${pick(['2022', '2023', '2024'])}-${month}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`;
    const cents = 1 + Math.floor(next() * 2_000_00);
    const kind = Math.floor(next() * 12);
    if (kind <= 2) b.invest(investor, property, cents * 3, date);
    else if (kind === 3) b.withdrawInvestment(investor, property, Math.ceil(cents / 4), date);
    else if (kind === 4) {
      const id = b.income(property, cents, date.slice(0, 7), { incomeDate: date });
      voidable.push([() => b.void('IncomeVoided', id, property)]);
    } else if (kind === 5) b.partnerIncome(property, cents, date);
    else if (kind === 6) b.landContractPayment(property, cents, date);
    else if (kind === 7) {
      const id = b.expense(property, cents, date.slice(0, 7), next() < 0.3 ? investor : undefined);
      voidable.push([() => b.void('ExpenseVoided', id, property)]);
    } else if (kind === 8) b.withdrawCash(investor, Math.ceil(cents / 3), date);
    else if (kind === 9) b.llcExpense(pick(llcs), cents, date);
    else if (kind === 10 && voidable.length > 0) voidable.splice(Math.floor(next() * voidable.length), 1)[0]![0]();
    else if (i === 80) b.investor('Bob', 2000);
  }
  return b.events;
};

/** A record's own date (the date the admin gave it), or null for an event that is not a dated record. */
const ownDate = (event: DomainEvent): string | null => {
  switch (event.type) {
    case 'InvestmentMade':
    case 'InvestmentWithdrawn':
    case 'RentalDepositReceived':
    case 'DepositWithdrawn':
    case 'CashWithdrawn':
      return event.data.date;
    case 'IncomeRecorded':
    case 'PartnerIncomeRecorded':
      return event.data.incomeDate;
    case 'LandContractPaymentRecorded':
      return event.data.paymentDate;
    case 'PropertyExpenseRecorded':
    case 'LlcExpenseRecorded':
      return event.data.expenseDate;
    default:
      return null;
  }
};

/** Appends the history one event at a time, the i-th recorded at `start` + i minutes. */
const recordHistory = async (events: readonly DomainEvent[], start: number) => {
  const store = createInMemoryEventStore();
  for (const [i, event] of events.entries()) {
    await store.append(
      streamOf(event),
      [{ id: randomUUID(), type: event.type, data: event.data, recordedAt: new Date(start + i * 60_000).toISOString() }],
      {
        expectedVersion: 'any',
        metadata: { actor: 'test', correlationId: randomUUID(), causationId: null },
      },
    );
  }
  return store;
};

describe('reports at another time', () => {
  it.each([20260101, 20260102, 20260103])('equal the read model rebuilt from the filtered log (seed %i)', async (seed) => {
    const next = random(seed);
    const events = randomHistory(seed);
    const start = Date.UTC(2025, 0, 1);
    const store = await recordHistory(events, start);
    const timeTravel = createTimeTravel(store);
    try {
      for (let round = 0; round < 4; round++) {
        // A moment among the events (sometimes between two of them).
        const known = Math.floor(next() * (events.length + 1));
        const knownOn = new Date(start + known * 60_000 - (next() < 0.5 ? 30_000 : 0)).toISOString();
        // Mostly the own date of a record, so the day's edge is tested; sometimes any day.
        const dates = events.map(ownDate).filter((date): date is string => date !== null);
        const asOf =
          next() < 0.7
            ? dates[Math.floor(next() * dates.length)]!
            : `${2022 + Math.floor(next() * 3)}-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`;
        const recordedBy = events.filter((_, i) => start + i * 60_000 <= Date.parse(knownOn));
        const replayed = recordedBy.filter((event) => (ownDate(event) ?? '') <= asOf);

        const replayStore = createInMemoryEventStore();
        await appendLedgerEvents(replayStore, replayed);
        // A fresh read model for each log (a rebuild carries on only from a log that extends the one it had).
        await pool.query(sql.unsafe`DROP SCHEMA IF EXISTS rm_ledger, rm_names CASCADE`);
        await rebuildProjections({ pool, store: replayStore, projectors: ledgerOnly, batchSize: 50 });
        await replayStore.close();
        const readModel = createLedgerQueries(pool);
        const at = await timeTravel.reports({ asOf, knownOn }, '2030-01-01');
        const where = `seed ${seed}, round ${round}: known_on ${knownOn} (${recordedBy.length} events), as_of ${asOf}`;

        expect(at.adminSummary(), where).toEqual(await readModel.adminSummary(asOf));
        for (const [investorName] of investors) {
          expect(at.investorSummary(investorName), `${where}, ${investorName}`).toEqual(
            await readModel.investorSummary(investorName, asOf),
          );
          expect(at.investorReturns(investorName, null), `${where}, ${investorName} returns`).toEqual(
            await readModel.investorReturns(investorName, null, asOf),
          );
          for (const [propertyName] of properties) {
            expect(at.investorProperty(investorName, propertyName), `${where}, ${investorName} in ${propertyName}`).toEqual(
              await readModel.investorProperty(investorName, propertyName, asOf),
            );
          }
        }
        const years = at.taxYears();
        expect(years, where).toEqual(await readModel.taxYears(asOf));
        for (const [propertyName] of properties) {
          expect(at.propertyDetails(propertyName), `${where}, ${propertyName}`).toEqual(
            await readModel.propertyDetails(propertyName, asOf),
          );
          for (const year of years)
            expect(at.propertyTaxes(propertyName, year), `${where}, ${propertyName} ${year}`).toEqual(
              await readModel.propertyTaxes(propertyName, year),
            );
        }
        for (const llcName of llcs)
          for (const year of years)
            expect(at.llcTaxes(llcName, year), `${where}, ${llcName} ${year}`).toEqual(await readModel.llcTaxes(llcName, year));
      }
    } finally {
      await store.close();
    }
  });
});
