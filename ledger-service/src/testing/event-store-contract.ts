import { randomUUID } from 'node:crypto';
import type { EventStore, RecordedEvent } from '@portal/contracts';
import { compareLogPositions, EventIdConflictError, WrongExpectedVersionError } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { event, expectIncreasing, ids, metadata, readPages, stream, waitFor } from './event-store-samples';

/** What an adapter's engine can promise beyond the common contract. */
export interface EventStoreCapabilities {
  /**
   * An event id is refused in every stream once recorded in one (default true). EventStoreDB checks
   * ids only against the stream appended to, so its adapter runs without the tests that need this.
   */
  readonly globallyUniqueEventIds?: boolean;
}

/**
 * The behaviour every EventStore adapter must show. Tests use fresh stream names and positions taken
 * during the test, so they pass on a store shared with other writers. A test that needs a capability
 * the adapter lacks is skipped under a title that says so.
 */
export function eventStoreContractSuite(
  name: string,
  makeStore: () => Promise<{ store: EventStore; cleanup(): Promise<void> }>,
  capabilities: EventStoreCapabilities = {},
) {
  const acrossStreams =
    capabilities.globallyUniqueEventIds === false
      ? (title: string, test: () => Promise<void>) => it.skip(`${title} (skipped: ${name} does not index event ids across streams)`, test)
      : it;

  describe(`event store contract: ${name}`, () => {
    let store: EventStore;
    let cleanup: () => Promise<void>;
    beforeEach(async () => {
      ({ store, cleanup } = await makeStore());
    });
    afterEach(async () => cleanup());

    it('records events with their metadata and reads them back', async () => {
      const name = stream();
      const head = await store.headPosition();
      const events = [event('InvestmentMade', { amount: 100, nested: { a: [1, 'x'] } }), event('IncomeRecorded', { amount: 5 })];
      const meta = { actor: 'bob', correlationId: randomUUID(), causationId: randomUUID() };
      const result = await store.append(name, events, { expectedVersion: 0, metadata: meta });
      expect(result.nextExpectedVersion).toBe(2);
      const read = await store.readStream(name);
      expect(
        read.map(({ id, type, data, streamName, streamVersion, metadata }) => ({ id, type, data, streamName, streamVersion, metadata })),
      ).toEqual(events.map((e, i) => ({ ...e, streamName: name, streamVersion: i + 1, metadata: meta })));
      for (const e of read) expect(new Date(e.recordedAt).toISOString()).toBe(e.recordedAt);
      expect(Math.abs(Date.parse(read[0]!.recordedAt) - Date.now())).toBeLessThan(60_000);
      expect(read[1]!.position).toEqual(result.lastPosition);
      const fromLog = (await readPages(store, head, 100)).filter((e) => e.streamName === name);
      expect(fromLog).toEqual(read);
      const newHead = await store.headPosition();
      expect(newHead && compareLogPositions(newHead, result.lastPosition)).toBeGreaterThanOrEqual(0);
    });

    it('checks the expected version', async () => {
      const name = stream();
      await store.append(name, [event()], { expectedVersion: 0, metadata });
      await expect(store.append(name, [event()], { expectedVersion: 0, metadata })).rejects.toThrow(WrongExpectedVersionError);
      const wrong = await store.append(name, [event()], { expectedVersion: 5, metadata }).catch((e: unknown) => e);
      expect(wrong).toBeInstanceOf(WrongExpectedVersionError);
      expect(wrong).toMatchObject({ streamName: name, expected: 5, actual: 1 });
      expect((await store.append(name, [event()], { expectedVersion: 1, metadata })).nextExpectedVersion).toBe(2);
      expect((await store.append(name, [event(), event()], { expectedVersion: 'any', metadata })).nextExpectedVersion).toBe(4);
      expect((await store.append(stream(), [event()], { expectedVersion: 'any', metadata })).nextExpectedVersion).toBe(1);
      await expect(store.append(stream(), [event()], { expectedVersion: 1, metadata })).rejects.toThrow(WrongExpectedVersionError);
      expect((await store.readStream(name)).map((e) => e.streamVersion)).toEqual([1, 2, 3, 4]);
      await expect(store.append(name, [], { expectedVersion: 'any', metadata })).rejects.toThrow();
    });

    acrossStreams('refuses a whole batch when one of its event ids is used in another stream', async () => {
      const other = stream();
      const taken = event('Taken', { n: 1 });
      await store.append(other, [taken], { expectedVersion: 0, metadata });
      const name = stream();
      const first = event();
      const batch = [first, { ...taken, data: { n: 2 } }, event()];
      await expect(store.append(name, batch, { expectedVersion: 0, metadata })).rejects.toThrow(EventIdConflictError);
      expect(await store.readStream(name)).toEqual([]);
      await expect(store.append(name, [first], { expectedVersion: 0, metadata })).resolves.toMatchObject({ nextExpectedVersion: 1 });
    });

    acrossStreams('refuses an event id used in another stream', async () => {
      const name = stream();
      const recorded = event('A', { n: 1 });
      await store.append(name, [recorded], { expectedVersion: 0, metadata });
      const other = stream();
      await expect(store.append(other, [recorded], { expectedVersion: 'any', metadata })).rejects.toThrow(EventIdConflictError);
      expect(await store.readStream(other)).toEqual([]);
    });

    acrossStreams('lets one of concurrent appends of one event id to different streams win', async () => {
      const shared = event();
      const names = Array.from({ length: 6 }, stream);
      const outcomes = await Promise.allSettled(names.map((n) => store.append(n, [shared], { expectedVersion: 'any', metadata })));
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(EventIdConflictError);
    });

    it('appends a batch atomically: all of it or none of it', async () => {
      const name = stream();
      const first = event();
      await expect(store.append(name, [first], { expectedVersion: 0, metadata })).resolves.toMatchObject({ nextExpectedVersion: 1 });
      await expect(store.append(name, [event(), event()], { expectedVersion: 0, metadata })).rejects.toThrow(WrongExpectedVersionError);
      expect(ids(await store.readStream(name))).toEqual([first.id]);
      const head = await store.headPosition();
      const ok = [event(), event(), event()];
      await store.append(name, ok, { expectedVersion: 1, metadata });
      const log = await readPages(store, head, 100);
      const start = log.findIndex((e) => e.id === ok[0]!.id);
      expect(ids(log.slice(start, start + 3))).toEqual(ids(ok));
    });

    it('appends to several streams atomically, each part at its expected version, or records nothing', async (context) => {
      const appendAtomically = store.appendAtomically?.bind(store);
      if (!appendAtomically) return context.skip(`${name} cannot append to several streams at once`);
      const [a, b] = [stream(), stream()];
      await store.append(a, [event()], { expectedVersion: 0, metadata });
      const parts = [
        { streamName: a, events: [event('A1')], expectedVersion: 1, metadata },
        { streamName: b, events: [event('B1'), event('B2')], expectedVersion: 0, metadata: { ...metadata, causationId: 'second' } },
        { streamName: a, events: [event('A2')], expectedVersion: 2, metadata: { ...metadata, causationId: 'third' } },
      ];
      const head = await store.headPosition();
      // One stream elsewhere: nothing at all is recorded.
      await expect(appendAtomically(parts.map((part) => (part.streamName === b ? { ...part, expectedVersion: 1 } : part)))).rejects.toThrow(
        WrongExpectedVersionError,
      );
      expect((await store.readStream(a)).length).toBe(1);
      expect(await store.readStream(b)).toEqual([]);
      const { lastPosition } = await appendAtomically(parts);
      const log = await readPages(store, head, 100);
      expect(log.map((e) => e.type)).toEqual(['A1', 'B1', 'B2', 'A2']);
      expect(new Set(log.map((e) => e.position.commit)).size).toBe(1);
      expect(log.at(-1)!.position).toEqual(lastPosition);
      expect((await store.readStream(a)).map((e) => [e.type, e.streamVersion, e.metadata.causationId])).toEqual([
        ['ThingHappened', 1, null],
        ['A1', 2, null],
        ['A2', 3, 'third'],
      ]);
      expect((await store.readStream(b)).map((e) => e.metadata.causationId)).toEqual(['second', 'second']);
      // The same parts again: the streams have moved on.
      await expect(appendAtomically(parts)).rejects.toThrow(WrongExpectedVersionError);
    });

    it('lets exactly one of concurrent atomic appends expecting the same versions win', async (context) => {
      const appendAtomically = store.appendAtomically?.bind(store);
      if (!appendAtomically) return context.skip(`${name} cannot append to several streams at once`);
      const [a, b] = [stream(), stream()];
      const batches = Array.from({ length: 8 }, () => [
        { streamName: a, events: [event()], expectedVersion: 0, metadata },
        { streamName: b, events: [event()], expectedVersion: 0, metadata },
      ]);
      const outcomes = await Promise.allSettled(batches.map((parts) => appendAtomically(parts)));
      const winners = outcomes.flatMap((o, i) => (o.status === 'fulfilled' ? [i] : []));
      expect(winners).toHaveLength(1);
      for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(WrongExpectedVersionError);
      const won = batches[winners[0]!]!;
      expect(ids(await store.readStream(a))).toEqual(ids(won[0]!.events));
      expect(ids(await store.readStream(b))).toEqual(ids(won[1]!.events));
    });

    it('treats a repeated append of the same ids and content as done, and other content as a conflict', async () => {
      const name = stream();
      const batch = [event('A', { n: 1 }), event('B', { n: 2 })];
      const first = await store.append(name, batch, { expectedVersion: 0, metadata });
      await store.append(name, [event()], { expectedVersion: 2, metadata });
      const head = await store.headPosition();
      expect(await store.append(name, batch, { expectedVersion: 0, metadata })).toEqual(first);
      expect(await store.append(name, batch, { expectedVersion: 'any', metadata })).toEqual(first);
      await expect(store.append(name, [{ ...batch[0]!, data: { n: 9 } }], { expectedVersion: 'any', metadata })).rejects.toThrow(
        EventIdConflictError,
      );
      await expect(store.append(name, [{ ...batch[0]!, type: 'C' }], { expectedVersion: 'any', metadata })).rejects.toThrow(
        EventIdConflictError,
      );
      expect((await store.readStream(name)).length).toBe(3);
      expect((await store.readAll({ after: head, limit: 10 })).filter((e) => e.streamName === name)).toEqual([]);
    });

    it('answers concurrent retries of one id with one of the two outcomes', async () => {
      const name = stream();
      const batch = [event(), event()];
      const retries = await Promise.all(Array.from({ length: 6 }, () => store.append(name, batch, { expectedVersion: 0, metadata })));
      for (const result of retries) expect(result).toEqual(retries[0]);
      expect(ids(await store.readStream(name))).toEqual(ids(batch));
    });

    it('lets exactly one of concurrent appends with the same expected version win', async () => {
      const name = stream();
      await store.append(name, [event()], { expectedVersion: 0, metadata });
      const batches = Array.from({ length: 10 }, () => [event(), event()]);
      const outcomes = await Promise.allSettled(batches.map((b) => store.append(name, b, { expectedVersion: 1, metadata })));
      const winners = outcomes.flatMap((o, i) => (o.status === 'fulfilled' ? [i] : []));
      expect(winners).toHaveLength(1);
      for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(WrongExpectedVersionError);
      expect(ids((await store.readStream(name)).slice(1))).toEqual(ids(batches[winners[0]!]!));
    });

    it('delivers every event once, in order, to a live subscriber while 8 writers append', async () => {
      const received: RecordedEvent[] = [];
      const subscription = store.subscribe({
        after: await store.headPosition(),
        batchSize: 100,
        onEvents: async (events) => void received.push(...events),
      });
      const writers = Array.from({ length: 8 }, () => Array.from({ length: 5 }, stream));
      const written = new Set<string>();
      await Promise.all(
        writers.map(async (streams) => {
          const versions = streams.map(() => 0);
          for (let i = 0; i < 500; i++) {
            const e = event('Tick', { i });
            written.add(e.id);
            const s = i % streams.length;
            versions[s] = (await store.append(streams[s]!, [e], { expectedVersion: versions[s]!, metadata })).nextExpectedVersion;
          }
        }),
      );
      const ours = () => received.filter((e) => written.has(e.id));
      await waitFor(() => ours().length >= 4_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await subscription.stop();
      expect(ours()).toHaveLength(4_000);
      expect(new Set(ids(received)).size).toBe(received.length);
      expectIncreasing(received);
      for (const s of writers.flat()) {
        expect(
          ours()
            .filter((e) => e.streamName === s)
            .map((e) => e.streamVersion),
        ).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
      }
    });

    it('catches a subscriber up from a checkpoint and stops it', async () => {
      const name = stream();
      const head = await store.headPosition();
      const before = [event(), event(), event()];
      await store.append(name, before, { expectedVersion: 0, metadata });
      const received: RecordedEvent[] = [];
      const subscription = store.subscribe({ after: head, batchSize: 2, onEvents: async (events) => void received.push(...events) });
      await waitFor(() => received.filter((e) => e.streamName === name).length === 3);
      const after = event();
      await store.append(name, [after], { expectedVersion: 3, metadata });
      await waitFor(() => received.some((e) => e.id === after.id));
      await subscription.stop();
      const count = received.length;
      await store.append(name, [event()], { expectedVersion: 4, metadata });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(received.length).toBe(count);
      expect(ids(received.filter((e) => e.streamName === name))).toEqual(ids([...before, after]));
    });

    it('reads a stream in version order, and an unknown stream as empty', async () => {
      const [a, b] = [stream(), stream()];
      const written: Record<string, string[]> = { [a]: [], [b]: [] };
      for (let i = 0; i < 6; i++) {
        const name = i % 2 ? a : b;
        const e = event('Step', { i });
        written[name]!.push(e.id);
        await store.append(name, [e], { expectedVersion: 'any', metadata });
      }
      expect(ids(await store.readStream(a))).toEqual(written[a]);
      expect((await store.readStream(b)).map((e) => e.streamVersion)).toEqual([1, 2, 3]);
      expect(await store.readStream(stream())).toEqual([]);
    });

    it('pages the log from a checkpoint with no gap and no repeat', async () => {
      const head = await store.headPosition();
      const names = Array.from({ length: 5 }, stream);
      const written: string[] = [];
      for (let i = 0; i < 40; i++) {
        const batch = i % 3 === 0 ? [event(), event()] : [event()];
        written.push(...ids(batch));
        await store.append(names[i % 5]!, batch, { expectedVersion: 'any', metadata });
      }
      const whole = await store.readAll({ after: head, limit: 10_000 });
      const paged = await readPages(store, head, 7);
      expect(ids(paged)).toEqual(ids(whole));
      expectIncreasing(paged);
      expect(ids(paged.filter((e) => names.includes(e.streamName)))).toEqual(written);
      const middle = paged[10]!.position;
      expect(ids(await readPages(store, middle, 3))).toEqual(ids(paged.slice(11)));
    });
  });
}
