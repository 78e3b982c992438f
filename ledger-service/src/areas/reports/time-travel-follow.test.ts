import { randomUUID } from 'node:crypto';
import type { EventStore } from '@portal/contracts';
import { appendLedgerEvents, createInMemoryEventStore, LedgerBuilder } from '@portal/projections/testing';
import { describe, expect, it, vi } from 'vitest';
import { createTimeTravel } from './time-travel';

const today = '2030-01-01';
const portfolio = () => {
  const b = new LedgerBuilder().investor('Ann').property('Elm', 'Rental');
  b.invest('Ann', 'Elm', 1_000_00, '2024-01-10');
  return b;
};
const totalIncome = async (timeTravel: ReturnType<typeof createTimeTravel>) =>
  (await timeTravel.reports({ asOf: null, knownOn: null }, today)).investorSummary('Ann')?.totalIncomeCents;

/**
 * Appends rent and waits for the reports to show it: it must come by the subscription, every read of
 * the log since (the requests' own, counted in `read` by the events each found) finding nothing new.
 */
const expectFollowed = async (store: EventStore, timeTravel: ReturnType<typeof createTimeTravel>, read: readonly number[]) => {
  const later = new LedgerBuilder();
  later.income('Elm', 600_00, '2024-03');
  const reads = read.length;
  await appendLedgerEvents(store, later.events);
  await vi.waitFor(async () => expect(await totalIncome(timeTravel)).toBe(600_00));
  expect(read.slice(reads).every((n) => n === 0)).toBe(true);
};

describe('the time travel ledger in memory', () => {
  it('reads the log in when asked to follow it, then takes the events its subscription brings without reading them again', async () => {
    const store = createInMemoryEventStore({ pollIntervalMs: 5 });
    const read: number[] = [];
    const counting: EventStore = {
      ...store,
      readAll: async (options) => store.readAll(options).then((events) => (read.push(events.length), events)),
    };
    await appendLedgerEvents(store, portfolio().events);
    const timeTravel = createTimeTravel(counting);
    const following = timeTravel.follow((error) => {
      throw error;
    });
    await vi.waitFor(() => expect(read.reduce((a, b) => a + b, 0)).toBe(3));

    await expectFollowed(store, timeTravel, read);
    await following.stop();
    await store.close();
  });

  it('starts following once the log reads again when it could not at first, reporting the failure once', async () => {
    const store = createInMemoryEventStore({ pollIntervalMs: 5 });
    await appendLedgerEvents(store, portfolio().events);
    let refusals = 3;
    const read: number[] = [];
    const away: EventStore = {
      ...store,
      readAll: async (options) => {
        if (refusals-- > 0) throw new Error('connection refused');
        return store.readAll(options).then((events) => (read.push(events.length), events));
      },
    };
    const timeTravel = createTimeTravel(away);
    const errors: unknown[] = [];
    const following = timeTravel.follow((error) => errors.push(error), { retry: { initialMs: 1, maxMs: 5 } });
    await vi.waitFor(() => expect(read.reduce((a, b) => a + b, 0)).toBe(3));
    expect(errors).toHaveLength(1);

    await expectFollowed(store, timeTravel, read);
    await following.stop();
    await store.close();
  });

  it('a call made while a read is in flight waits for a read that sees what was committed before it', async () => {
    const store = createInMemoryEventStore();
    await appendLedgerEvents(store, portfolio().events);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    const slow: EventStore = {
      ...store,
      readAll: async (options) => {
        const events = await store.readAll(options);
        if (first) {
          first = false;
          await gate; // this read began before the income below was committed
        }
        return events;
      },
    };
    const timeTravel = createTimeTravel(slow);
    const before = totalIncome(timeTravel);
    await vi.waitFor(() => expect(first).toBe(false));
    const rent = new LedgerBuilder();
    rent.income('Elm', 600_00, '2024-03');
    await appendLedgerEvents(store, rent.events);
    const after = totalIncome(timeTravel);
    release();
    expect(await before).toBe(0);
    expect(await after).toBe(600_00);
    await store.close();
  });

  it('keeps the views it made while only events outside the ledger are appended, and drops them when the ledger moves', async () => {
    const store = createInMemoryEventStore();
    await appendLedgerEvents(store, portfolio().events);
    const timeTravel = createTimeTravel(store);
    const time = { asOf: '2024-12-31', knownOn: null };
    const made = await timeTravel.reports(time, today);
    await store.append('page-views', [{ id: randomUUID(), type: 'InvestorPageViewed', data: { viewer: 'admin', investorName: 'Ann' } }], {
      expectedVersion: 'any',
      metadata: { actor: 'admin', correlationId: randomUUID(), causationId: null },
    });
    expect(await timeTravel.reports(time, today)).toBe(made);
    const rent = new LedgerBuilder();
    rent.income('Elm', 600_00, '2024-03');
    await appendLedgerEvents(store, rent.events);
    const moved = await timeTravel.reports(time, today);
    expect(moved).not.toBe(made);
    expect(moved.investorSummary('Ann')?.totalIncomeCents).toBe(600_00);
    await store.close();
  });

  it('lists the events recorded after a moment, read back from the log from the nearest kept position', async () => {
    const store = createInMemoryEventStore();
    const before = portfolio();
    before.investor('Bob').invest('Bob', 'Elm', 3_000_00, '2024-02-01');
    const rent = before.income('Elm', 400_00, '2024-02');
    await appendLedgerEvents(store, before.events);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const moment = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const after = new LedgerBuilder();
    after.void('IncomeVoided', rent, 'Elm');
    after.income('Elm', 800_00, '2024-03');
    after.invest('Ann', 'Elm', 1_000_00, '2024-03-15');
    await appendLedgerEvents(store, after.events);
    const laterTypes = ['IncomeVoided', 'IncomeRecorded', 'InvestmentMade'];

    for (const checkpointEvery of [1, 2, 3, 1_000]) {
      const restated = await createTimeTravel(store, { checkpointEvery }).restatements(moment, '2024-12-31');
      const ann = restated.filter((r) => r.investorId === 'Ann');
      expect(ann.map((r) => r.figure)).toEqual(['total_investments', 'total_income', 'cash_balance']);
      expect(ann.find((r) => r.figure === 'total_income')!.events.map((e) => e.event.type)).toEqual(laterTypes);
      expect(restated.find((r) => r.investorId === 'Bob' && r.figure === 'total_income')!.events.map((e) => e.event.type)).toEqual(
        laterTypes,
      );
    }
    await store.close();
  });
});
