import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { WrongExpectedVersionError } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@portal/projections/testing';
import { eventStoreContractSuite } from '../../../testing/event-store-contract';
import { createPostgresEventStore, migratePostgresEventStore } from './index';
import { createNotificationListener } from './listener';
import { EVENT_STORE_CHANNEL } from './schema';

const metadata = { actor: 'alice', correlationId: randomUUID(), causationId: null };
const event = () => ({ id: randomUUID(), type: 'ThingHappened', data: { n: 1 } });

let database: { url: string; drop: () => Promise<void> };

beforeAll(async () => {
  database = await createTestDatabase();
  // Several processes may start at once: concurrent migrations must all succeed.
  await Promise.all([1, 2, 3, 4].map(() => migratePostgresEventStore(database.url)));
  await migratePostgresEventStore(database.url);
});
afterAll(async () => database.drop());

/** Runs `use` with a store on the test database, closed after, whatever `use` does. */
const withStore = async (use: (store: ReturnType<typeof createPostgresEventStore>) => Promise<void>) => {
  const store = createPostgresEventStore({ connectionString: database.url });
  try {
    await use(store);
  } finally {
    await store.close();
  }
};

eventStoreContractSuite('PostgreSQL', async () => {
  const store = createPostgresEventStore({ connectionString: database.url, pollIntervalMs: 100 });
  return { store, cleanup: () => store.close() };
});

describe('PostgreSQL event store', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of events in the database itself', async () => {
    const store = createPostgresEventStore({ connectionString: database.url });
    const streamName = `test-${randomUUID()}`;
    const recorded = event();
    await store.append(streamName, [recorded], { expectedVersion: 0, metadata });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await expect(client.query(`UPDATE event_store.events SET type = 'Changed' WHERE event_id = $1`, [recorded.id])).rejects.toThrow(
        /append-only: UPDATE is refused/,
      );
      await expect(client.query(`DELETE FROM event_store.events WHERE event_id = $1`, [recorded.id])).rejects.toThrow(
        /append-only: DELETE is refused/,
      );
      await expect(client.query(`DELETE FROM event_store.events WHERE false`)).rejects.toThrow(/append-only/);
      await expect(client.query(`TRUNCATE event_store.events`)).rejects.toThrow(/append-only: TRUNCATE is refused/);
      expect((await store.readStream(streamName)).map((e) => e.type)).toEqual(['ThingHappened']);
    } finally {
      await client.end();
      await store.close();
    }
  });

  it('answers positions as bigints, and no head for an empty log', async () => {
    const empty = await createTestDatabase();
    await migratePostgresEventStore(empty.url);
    const store = createPostgresEventStore({ connectionString: empty.url });
    try {
      expect(await store.headPosition()).toBeNull();
      expect(await store.readAll({ after: null, limit: 10 })).toEqual([]);
      const result = await store.append('s-1', [event()], { expectedVersion: 0, metadata });
      expect(typeof result.lastPosition.commit).toBe('bigint');
      expect(typeof result.lastPosition.prepare).toBe('bigint');
      expect(await store.headPosition()).toEqual(result.lastPosition);
      const [read] = await store.readAll({ after: null, limit: 10 });
      expect(read?.position).toEqual(result.lastPosition);
    } finally {
      await store.close();
      await empty.drop();
    }
  });

  it('rejects malformed appends before reaching the database', () =>
    withStore(async (store) => {
      const twice = event();
      await expect(store.append('s', [twice, twice], { expectedVersion: 'any', metadata })).rejects.toThrow(/twice/);
      await expect(store.append('s', [{ ...event(), id: 'nope' }], { expectedVersion: 'any', metadata })).rejects.toThrow(/UUID/);
      await expect(store.append('s', [event()], { expectedVersion: -1, metadata })).rejects.toThrow(/expected version/);
      await expect(store.readAll({ after: null, limit: 0 })).rejects.toThrow(/limit/);
    }));

  it('writes appends asked for at the same time in one transaction, each checked against its own stream', () =>
    withStore(async (store) => {
      const taken = `test-${randomUUID()}`;
      await store.append(taken, [event()], { expectedVersion: 0, metadata });
      const fresh = Array.from({ length: 8 }, () => `test-${randomUUID()}`);
      const outcomes = await Promise.allSettled([
        ...fresh.map((name) => store.append(name, [event(), event()], { expectedVersion: 0, metadata })),
        store.append(taken, [event()], { expectedVersion: 0, metadata }),
      ]);
      expect(outcomes.slice(0, 8).map((o) => o.status === 'fulfilled' && o.value.nextExpectedVersion)).toEqual(fresh.map(() => 2));
      const refused = outcomes[8]!;
      expect(refused.status === 'rejected' && refused.reason).toBeInstanceOf(WrongExpectedVersionError);
      expect(await store.readStream(taken)).toHaveLength(1);
      const recorded = await Promise.all(fresh.map((name) => store.readStream(name)));
      for (const stream of recorded) expect(stream.map((e) => e.streamVersion)).toEqual([1, 2]);
      // At most two went at once, alone (the groups written at a time); those asked for meanwhile went together.
      const transactions = new Set(recorded.map((stream) => stream[0]!.position.commit));
      expect(transactions.size).toBeLessThanOrEqual(3);
      for (const [i, stream] of recorded.entries()) {
        expect(outcomes[i]).toEqual({ status: 'fulfilled', value: { nextExpectedVersion: 2, lastPosition: stream[1]!.position } });
      }
    }));

  it('answers a retry asked for beside other appends as done, and writes the others', () =>
    withStore(async (store) => {
      const retried = `test-${randomUUID()}`;
      const batch = [event(), event()];
      const first = await store.append(retried, batch, { expectedVersion: 0, metadata });
      const others = Array.from({ length: 4 }, () => `test-${randomUUID()}`);
      const [, , ...answers] = await Promise.all([
        store.append(`test-${randomUUID()}`, [event()], { expectedVersion: 0, metadata }),
        store.append(`test-${randomUUID()}`, [event()], { expectedVersion: 0, metadata }),
        store.append(retried, batch, { expectedVersion: 0, metadata }),
        ...others.map((name) => store.append(name, [event()], { expectedVersion: 'any', metadata })),
      ]);
      expect(answers[0]).toEqual(first);
      expect(await store.readStream(retried)).toHaveLength(2);
      for (const name of others) expect(await store.readStream(name)).toHaveLength(1);
    }));

  it('wakes the subscribers of another process through NOTIFY', async () => {
    const reader = createPostgresEventStore({ connectionString: database.url, pollIntervalMs: 60_000 });
    const writer = createPostgresEventStore({ connectionString: database.url });
    try {
      const received: string[] = [];
      const subscription = reader.subscribe({
        after: await reader.headPosition(),
        onEvents: async (events) => void received.push(...events.map((e) => e.id)),
      });
      await new Promise((resolve) => setTimeout(resolve, 100)); // the listener connects
      const sent = event();
      await writer.append(`test-${randomUUID()}`, [sent], { expectedVersion: 0, metadata });
      const deadline = Date.now() + 5_000;
      while (!received.includes(sent.id) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      await subscription.stop();
      expect(received).toEqual([sent.id]);
    } finally {
      await writer.close();
      await reader.close();
    }
  });

  it("ignores its own store's notifications (its subscribers were woken at the append) and hears every other's", async () => {
    const listener = createNotificationListener(database.url, 'this-store');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    let wakes = 0;
    const stop = listener.listen(() => wakes++);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
    try {
      await settle(); // the listener connects (and wakes once when it has)
      const before = wakes;
      await client.query(`SELECT pg_notify($1, 'this-store')`, [EVENT_STORE_CHANNEL]);
      await settle();
      expect(wakes).toBe(before);
      await client.query(`SELECT pg_notify($1, 'another-store')`, [EVENT_STORE_CHANNEL]);
      await settle();
      expect(wakes).toBe(before + 1);
    } finally {
      stop();
      await client.end();
      await listener.close();
    }
  });

  it('keeps subscriptions going when notifications are not delivered (polling fallback)', async () => {
    const store = createPostgresEventStore({ connectionString: database.url, pollIntervalMs: 50 });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const received: string[] = [];
      const subscription = store.subscribe({
        after: await store.headPosition(),
        onEvents: async (events) => void received.push(...events.map((e) => e.id)),
      });
      // An INSERT that bypasses append_events sends no NOTIFY: only polling can find it.
      const id = randomUUID();
      await client.query(
        `INSERT INTO event_store.events (stream_name, stream_version, event_id, type, data, metadata) VALUES ($1, 1, $2, 'T', '{}', $3)`,
        [`test-${randomUUID()}`, id, JSON.stringify(metadata)],
      );
      const deadline = Date.now() + 5_000;
      while (!received.includes(id) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      await subscription.stop();
      expect(received).toEqual([id]);
    } finally {
      await client.end();
      await store.close();
    }
  });
});
