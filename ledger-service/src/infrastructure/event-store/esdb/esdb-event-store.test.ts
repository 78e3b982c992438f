import { randomUUID } from 'node:crypto';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { NO_STREAM, WrongExpectedVersionError as EsdbWrongExpectedVersionError } from '@eventstore/db-client';
import { EventIdConflictError, type RecordedEvent, WrongExpectedVersionError } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { eventStoreContractSuite } from '../../../testing/event-store-contract';
import { createEsdbEventStore, esdbEventStoreFromClient, openEsdbEventStore } from './index';
import { createFakeEsdbClient } from '../../../testing/fake-esdb-client';

const metadata = { actor: 'alice', correlationId: randomUUID(), causationId: null };
const event = (type = 'ThingHappened', data: Record<string, unknown> = { n: 1 }) => ({ id: randomUUID(), type, data });

// The adapter's own code against a fake of the client's API that behaves like the server where the
// adapter depends on it (see fake-esdb-client.ts); ESDB's own events are interleaved after every append.
eventStoreContractSuite(
  'EventStoreDB over a fake client',
  async () => {
    const store = esdbEventStoreFromClient(createFakeEsdbClient({ systemEventsEvery: 1 }));
    return { store, cleanup: () => store.close() };
  },
  { globallyUniqueEventIds: false },
);

describe('EventStoreDB adapter (fake client)', () => {
  it('appends with the expected revision of the last event: no stream for 0, any for any', async () => {
    const client = createFakeEsdbClient();
    const store = esdbEventStoreFromClient(client);
    await store.append('s-1', [event()], { expectedVersion: 0, metadata });
    await store.append('s-1', [event(), event()], { expectedVersion: 1, metadata });
    await store.append('s-1', [event()], { expectedVersion: 'any', metadata });
    expect(client.appendCalls.map((call) => call.expectedRevision)).toEqual(['no_stream', 0n, 'any']);
    await store.close();
  });

  it('answers the position of the last event, not the append’s own (for a batch it is the first’s)', async () => {
    const client = createFakeEsdbClient();
    const store = esdbEventStoreFromClient(client);
    const result = await store.append('s-1', [event(), event(), event()], { expectedVersion: 0, metadata });
    expect(result).toEqual({ nextExpectedVersion: 3, lastPosition: client.log.at(-1)!.position });
    await store.close();
  });

  it('stores the audit trail in the metadata with ESDB’s keys, and keeps a copied event’s time', async () => {
    const client = createFakeEsdbClient();
    const store = esdbEventStoreFromClient(client);
    const meta = { actor: 'bob', correlationId: randomUUID(), causationId: randomUUID() };
    await store.append('s-1', [event(), { ...event(), recordedAt: '2021-01-01T02:29:00.007+01:00' }], {
      expectedVersion: 0,
      metadata: meta,
    });
    expect(client.log[0]!.metadata).toEqual({ ...meta, $correlationId: meta.correlationId, $causationId: meta.causationId });
    const [now, copied] = await store.readStream('s-1');
    expect(now!.recordedAt).toBe(client.log[0]!.created.toISOString());
    expect(copied!.recordedAt).toBe('2021-01-01T01:29:00.007Z');
    expect(copied!.metadata).toEqual(meta);
    await store.close();
  });

  it('treats a retry refused at its own expected version as done when its events are there, a conflict when changed', async () => {
    const client = createFakeEsdbClient();
    const store = esdbEventStoreFromClient(client);
    const batch = [event('A'), event('B')];
    const first = await store.append('s-1', batch, { expectedVersion: 0, metadata });
    await store.append('s-1', [event()], { expectedVersion: 2, metadata });
    // ESDB checks ids at the expected place only: the same batch, expected at 0, is a retry.
    expect(await store.append('s-1', batch, { expectedVersion: 0, metadata })).toEqual(first);
    await expect(store.append('s-1', [batch[0]!, { ...batch[1]!, data: { n: 2 } }], { expectedVersion: 0, metadata })).rejects.toThrow(
      EventIdConflictError,
    );
    await expect(store.append('s-1', [batch[0]!, event()], { expectedVersion: 0, metadata })).rejects.toThrow(EventIdConflictError);
    await expect(store.append('s-1', [event()], { expectedVersion: 0, metadata })).rejects.toThrow(WrongExpectedVersionError);
    expect(await store.readStream('s-1')).toHaveLength(3);
    // A server that refuses the retry outright (say, racing the first attempt): still the first answer.
    const refusing = esdbEventStoreFromClient({
      ...client,
      appendToStream: async (streamName) => {
        throw new EsdbWrongExpectedVersionError(undefined, { streamName, expected: NO_STREAM, current: 2n });
      },
    });
    expect(await refusing.append('s-1', batch, { expectedVersion: 0, metadata })).toEqual(first);
    await expect(refusing.append('s-1', [{ ...batch[0]!, type: 'C' }, batch[1]!], { expectedVersion: 0, metadata })).rejects.toThrow(
      EventIdConflictError,
    );
    await expect(refusing.append('s-1', batch, { expectedVersion: 1, metadata })).rejects.toMatchObject({ actual: 3, expected: 1 });
    await store.close();
  });

  it('reads $all around ESDB’s own events: pages exclusive of `after`, the head is the newest of ours', async () => {
    const client = createFakeEsdbClient();
    const store = esdbEventStoreFromClient(client);
    expect(await store.headPosition()).toBeNull();
    client.record('$settings', '$settings', {});
    expect(await store.headPosition()).toBeNull();
    expect(await store.readAll({ after: null, limit: 10 })).toEqual([]);
    const ours: RecordedEvent[] = [];
    for (let i = 0; i < 5; i++) {
      await store.append(`s-${i}`, [event('Step', { i })], { expectedVersion: 0, metadata });
      ours.push(...(await store.readStream(`s-${i}`)));
      for (let j = 0; j < 30; j++) client.record('$stats-127.0.0.1:2113', '$statsCollected', { j });
    }
    expect(await store.headPosition()).toEqual(ours.at(-1)!.position);
    expect(await store.readAll({ after: null, limit: 100 })).toEqual(ours);
    expect(await store.readAll({ after: ours[1]!.position, limit: 2 })).toEqual(ours.slice(2, 4));
    expect(await store.readAll({ after: ours[4]!.position, limit: 2 })).toEqual([]);
    await expect(store.readAll({ after: null, limit: 0 })).rejects.toThrow(/limit/);
    await store.close();
  });

  it('refuses an event written around the port: no audit trail', async () => {
    const client = createFakeEsdbClient();
    const store = esdbEventStoreFromClient(client);
    client.record('s-1', 'Foreign', { n: 1 });
    await expect(store.readStream('s-1')).rejects.toThrow(/metadata/);
    await store.close();
  });

  it('needs the $all positions that EventStoreDB gives on stream reads since 22.6', async () => {
    const store = esdbEventStoreFromClient(createFakeEsdbClient({ positionsOnStreamReads: false }));
    await expect(store.append('s-1', [event()], { expectedVersion: 0, metadata })).rejects.toThrow(/22\.6 or newer/);
    await store.close();
  });

  it('stops its subscriptions and disposes the client on close', async () => {
    const client = createFakeEsdbClient();
    const store = esdbEventStoreFromClient(client);
    const received: string[] = [];
    store.subscribe({ after: null, onEvents: async (events) => void received.push(...events.map((e) => e.id)) });
    const first = event();
    await store.append('s-1', [first], { expectedVersion: 0, metadata });
    await expect.poll(() => received).toEqual([first.id]);
    await store.close();
    expect(client.disposed).toBe(true);
  });
});

describe('connecting', () => {
  it('says ESDB_URL is wrong when it is not a connection string', () => {
    expect(() => createEsdbEventStore({ connectionString: 'postgres://db:5432' })).toThrow(/ESDB_URL/);
    expect(() => createEsdbEventStore({ connectionString: 'kurrentdb://localhost:2113?tls=false' })).not.toThrow();
  });

  it('fails quickly and clearly when no server answers at ESDB_URL', async () => {
    const started = Date.now();
    const opening = openEsdbEventStore({ connectionString: 'esdb://admin:secret@127.0.0.1:1?tls=false', timeoutMs: 5_000 });
    await expect(opening).rejects.toThrow(/EventStoreDB at esdb:\/\/127\.0\.0\.1:1 \(ESDB_URL\) is not usable: .*UNAVAILABLE/);
    await expect(opening).rejects.not.toThrow(/secret/);
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('gives up after the timeout when something listens at ESDB_URL but never answers', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const opening = openEsdbEventStore({ connectionString: `esdb://127.0.0.1:${port}?tls=false`, timeoutMs: 300 });
      await expect(opening).rejects.toThrow(/\(ESDB_URL\) is not usable: no answer within 300 ms/);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
