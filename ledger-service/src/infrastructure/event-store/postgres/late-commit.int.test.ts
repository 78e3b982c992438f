import { randomUUID } from 'node:crypto';
import { compareLogPositions, type EventStore, type RecordedEvent, type Subscription } from '@portal/contracts';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@portal/projections/testing';
import { appendEventsQuery, createPostgresEventStore, migratePostgresEventStore } from './index';

/**
 * A transaction that commits after later positions are already visible must not be skipped. A
 * separate client runs the adapter's own append statement inside BEGIN and holds the transaction
 * open while the store's writers append and commit; readers must not move past it.
 *
 * Snapshots span the whole PostgreSQL server, so the hold also pauses readers of other test files
 * for its duration: it is kept short (about 300 ms).
 */
const metadata = { actor: 'alice', correlationId: randomUUID(), causationId: null };
const event = (i: number) => ({ id: randomUUID(), type: 'ThingHappened', data: { i } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const HOLD_MS = 300;

let database: { url: string; drop: () => Promise<void> };
beforeAll(async () => {
  database = await createTestDatabase();
  await migratePostgresEventStore(database.url);
});
afterAll(async () => database.drop());

describe('a late-committing transaction', () => {
  let store: EventStore;
  let held: pg.Client;
  let received: RecordedEvent[];
  let subscription: Subscription;

  // A long poll interval: whatever arrives within the test came by notification or held-back retry.
  beforeEach(async () => {
    store = createPostgresEventStore({ connectionString: database.url, pollIntervalMs: 10_000 });
    held = new pg.Client({ connectionString: database.url });
    await held.connect();
    received = [];
    subscription = store.subscribe({
      after: await store.headPosition(),
      batchSize: 7,
      onEvents: async (events) => void received.push(...events),
    });
    await sleep(50); // let the listener connect
  });
  afterEach(async () => {
    await subscription.stop();
    await held.end();
    await store.close();
  });

  const appendOthers = async () => {
    const others = Array.from({ length: 20 }, (_, i) => event(i));
    await Promise.all(others.map((e, i) => store.append(`other-${i % 4}-${randomUUID()}`, [e], { expectedVersion: 0, metadata })));
    return others;
  };

  /** While the transaction is open: nothing after the checkpoint is readable, though others committed. */
  const expectHeldBack = async (head: Awaited<ReturnType<EventStore['headPosition']>>) => {
    await sleep(HOLD_MS);
    expect(received).toEqual([]);
    expect(await store.readAll({ after: head, limit: 100 })).toEqual([]);
    expect(await store.headPosition()).toEqual(head);
  };

  const expectAllOnce = async (count: number) => {
    const deadline = Date.now() + 5_000;
    while (received.length < count && Date.now() < deadline) await sleep(5);
    await sleep(100);
    expect(received).toHaveLength(count);
    expect(new Set(received.map((e) => e.id)).size).toBe(count);
    for (let i = 1; i < count; i++) expect(compareLogPositions(received[i - 1]!.position, received[i]!.position)).toBe(-1);
  };

  it('appending first (lower position) is delivered once its transaction commits, before the rest', async () => {
    const head = await store.headPosition();
    const late = event(-1);
    await held.query('BEGIN');
    await held.query(appendEventsQuery(`late-${randomUUID()}`, [late], { expectedVersion: 0, metadata }));
    const others = await appendOthers();
    await expectHeldBack(head);
    await held.query('COMMIT');
    await expectAllOnce(21);
    expect(received[0]!.id).toBe(late.id);
    expect(new Set(received.map((e) => e.id))).toEqual(new Set([late.id, ...others.map((e) => e.id)]));
  });

  it('appending last (higher position, older transaction) is not skipped by a position checkpoint', async () => {
    const head = await store.headPosition();
    await held.query('BEGIN');
    await held.query('SELECT pg_current_xact_id()'); // takes its transaction id now
    const others = await appendOthers();
    const late = event(-1);
    await held.query(appendEventsQuery(`late-${randomUUID()}`, [late], { expectedVersion: 0, metadata }));
    await expectHeldBack(head);
    await held.query('COMMIT');
    await expectAllOnce(21);
    const [first, ...rest] = received;
    expect(first!.id).toBe(late.id);
    for (const e of rest) expect(e.position.prepare < first!.position.prepare).toBe(true);
    expect(new Set(rest.map((e) => e.id))).toEqual(new Set(others.map((e) => e.id)));
  });

  it('holding a transaction that appends nothing (so its commit notifies no one) delays but loses nothing', async () => {
    const head = await store.headPosition();
    await held.query('BEGIN');
    await held.query('SELECT pg_current_xact_id()');
    const others = await appendOthers();
    await expectHeldBack(head);
    await held.query('COMMIT');
    await expectAllOnce(20);
    expect(received.map((e) => e.id).sort()).toEqual(others.map((e) => e.id).sort());
  });
});
