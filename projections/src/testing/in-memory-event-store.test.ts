import { EventIdConflictError, type RecordedEvent, WrongExpectedVersionError } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createInMemoryEventStore } from './in-memory-event-store';

const metadata = { actor: 'test', correlationId: 'c', causationId: null };
const event = (id: string, type = 'Happened') => ({ id, type, data: { id } });

describe('in-memory event store', () => {
  it('checks the expected version and treats a repeated event id as a no-op', async () => {
    const store = createInMemoryEventStore();
    const first = await store.append('s', [event('1'), event('2')], { expectedVersion: 0, metadata });
    expect(first.nextExpectedVersion).toBe(2);
    await expect(store.append('s', [event('3')], { expectedVersion: 1, metadata })).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect(await store.append('s', [event('2')], { expectedVersion: 0, metadata })).toEqual(first);
    await expect(store.append('s', [event('2', 'Other')], { expectedVersion: 'any', metadata })).rejects.toBeInstanceOf(
      EventIdConflictError,
    );
    expect((await store.readStream('s')).map((recorded) => recorded.streamVersion)).toEqual([1, 2]);
  });

  it('pages the global log by position', async () => {
    const store = createInMemoryEventStore();
    for (let index = 0; index < 7; index++) await store.append(`s${index % 2}`, [event(`${index}`)], { expectedVersion: 'any', metadata });
    const firstPage = await store.readAll({ after: null, limit: 3 });
    const secondPage = await store.readAll({ after: firstPage.at(-1)!.position, limit: 10 });
    expect([...firstPage, ...secondPage].map((recorded) => recorded.id)).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    expect(await store.headPosition()).toEqual(secondPage.at(-1)!.position);
  });

  it('delivers a subscription in batches, then follows new appends, and stops', async () => {
    const store = createInMemoryEventStore({ pollIntervalMs: 10_000 });
    await store.append('s', [event('1'), event('2'), event('3')], { expectedVersion: 0, metadata });
    const seen: RecordedEvent[][] = [];
    let wake = () => {};
    const subscription = store.subscribe({
      after: (await store.readAll({ after: null, limit: 1 }))[0]!.position,
      batchSize: 1,
      onEvents: async (events) => {
        seen.push([...events]);
        if (events[0]?.id === '4') wake();
      },
    });
    const fourth = new Promise<void>((resolve) => (wake = resolve));
    await store.append('s', [event('4')], { expectedVersion: 3, metadata });
    await fourth; // woken by the append, not by the 10 s poll
    await subscription.stop();
    expect(seen.map((batch) => batch.map((recorded) => recorded.id))).toEqual([['2'], ['3'], ['4']]);
  });

  it('reports a failing handler and stops', async () => {
    const store = createInMemoryEventStore();
    await store.append('s', [event('1')], { expectedVersion: 0, metadata });
    const failure = await new Promise<unknown>((resolve) => {
      store.subscribe({ after: null, onEvents: () => Promise.reject(new Error('boom')), onError: resolve });
    });
    expect(failure).toEqual(new Error('boom'));
  });
});
