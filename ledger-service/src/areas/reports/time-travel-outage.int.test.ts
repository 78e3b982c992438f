import { compareLogPositions, type EventStore, type LogPosition, type RecordedEvent } from '@portal/contracts';
import { appendLedgerEvents, createTestDatabase, LedgerBuilder } from '@portal/projections/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createPostgresEventStore, migratePostgresEventStore } from '../../infrastructure/event-store/postgres';
import { createTimeTravel } from './time-travel';

/**
 * The reports at another time follow the log through a PostgreSQL outage (docs/time-travel.md): the
 * database refuses connections and drops those it has, the subscription fails, and once the database
 * is back the following resumes on its own, without a restart and without a request reading for it.
 */

let database: { url: string; drop: () => Promise<void> };
let admin: pg.Client;
beforeAll(async () => {
  database = await createTestDatabase();
  await migratePostgresEventStore(database.url);
  admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
  await database?.drop();
});

const databaseName = () => new URL(database.url).pathname.slice(1);
const allowConnections = (allow: boolean) => admin.query(`ALTER DATABASE ${databaseName()} ALLOW_CONNECTIONS ${allow}`);
/** The database away: no new connection, and every open one cut. */
const outage = async () => {
  await allowConnections(false);
  await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
    databaseName(),
  ]);
};

/** The store, noting the furthest position any of its reads handed out, whether a read of the log or a subscription's batch. */
const watched = (store: EventStore) => {
  let reached: LogPosition | null = null;
  const note = (events: readonly RecordedEvent[]) => {
    const last = events.at(-1)?.position;
    if (last && (reached === null || compareLogPositions(last, reached) > 0)) reached = last;
  };
  const readsFound: number[] = [];
  const wrapped: EventStore = {
    ...store,
    readAll: async (options) => {
      const events = await store.readAll(options);
      readsFound.push(events.length);
      note(events);
      return events;
    },
    subscribe: (options) => store.subscribe({ ...options, onEvents: async (events) => (note(events), options.onEvents(events)) }),
  };
  return { store: wrapped, readsFound, reached: () => reached };
};

const today = '2030-01-01';

describe('following the log through a database outage', () => {
  it('resumes once the database is back: an event appended after the outage reaches the reports without a request reading it', async () => {
    const store = createPostgresEventStore({ connectionString: database.url, pollIntervalMs: 20 });
    const watch = watched(store);
    const portfolio = new LedgerBuilder().investor('Ann').property('Elm', 'Rental');
    portfolio.invest('Ann', 'Elm', 1_000_00, '2024-01-10');
    const invested = (await appendLedgerEvents(store, portfolio.events))!;
    const timeTravel = createTimeTravel(watch.store);
    const errors: unknown[] = [];
    const following = timeTravel.follow((error) => errors.push(error), { retry: { initialMs: 20, maxMs: 200 } });
    await vi.waitFor(() => expect(compareLogPositions(watch.reached()!, invested)).toBe(0));
    const before = new Date().toISOString();

    await outage();
    await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 200)); // a few retries, all refused
    await allowConnections(true);

    const rent = new LedgerBuilder();
    rent.income('Elm', 600_00, '2024-03');
    const paid = (await appendLedgerEvents(store, rent.events))!;
    await vi.waitFor(() => expect(compareLogPositions(watch.reached()!, paid)).toBe(0), { timeout: 10_000 });
    // One report for the outage, not one per refused retry.
    expect(errors).toHaveLength(1);

    const reads = watch.readsFound.length;
    const income = async (time: { asOf: string | null; knownOn: string | null }) =>
      (await timeTravel.reports(time, today)).investorSummary('Ann')?.totalIncomeCents;
    expect(await income({ asOf: '2024-12-31', knownOn: null })).toBe(600_00);
    expect(await income({ asOf: null, knownOn: new Date().toISOString() })).toBe(600_00);
    expect(await income({ asOf: null, knownOn: before })).toBe(0);
    // The rent came by the following: the requests' own reads of the log found nothing new.
    expect(watch.readsFound.slice(reads).every((found) => found === 0)).toBe(true);

    await following.stop();
    await store.close();
  });
});
