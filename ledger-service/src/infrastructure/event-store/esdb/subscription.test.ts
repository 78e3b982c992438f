import { PassThrough } from 'node:stream';
import type { AllStreamResolvedEvent } from '@eventstore/db-client';
import type { RecordedEvent } from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { deliverInBatches, type EsdbSubscriptionSource } from './subscription';

/** A subscription source as the client gives one: an object-mode Readable, plus unsubscribe(). */
const fakeSource = () => {
  const stream = new PassThrough({ objectMode: true });
  const unsubscribe = vi.fn(async () => undefined);
  const source: EsdbSubscriptionSource & PassThrough = Object.assign(stream, { unsubscribe });
  let position = 0n;
  /** Our event at the next position (or an ESDB one with `type` starting with $). */
  const push = (type = 'Tick') => {
    position += 10n;
    const resolved: AllStreamResolvedEvent = {
      event: {
        streamId: type.startsWith('$') ? '$stats' : 's',
        id: `00000000-0000-4000-8000-${position.toString().padStart(12, '0')}`,
        isJson: true,
        revision: position / 10n - 1n,
        type,
        created: new Date(0),
        data: { at: Number(position) },
        metadata: { actor: 'a', correlationId: 'c', causationId: null },
        position: { commit: position, prepare: position },
      },
    };
    stream.write(resolved);
    return { commit: position, prepare: position };
  };
  return { source, push, unsubscribe };
};

const tick = () => new Promise((resolve) => setImmediate(resolve));
const settle = async () => {
  for (let i = 0; i < 10; i++) await tick();
};
const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};
const positions = (events: readonly RecordedEvent[]) => events.map((e) => e.position.commit);

describe('deliverInBatches', () => {
  it('hands over full batches, then what is left once nothing more is waiting', async () => {
    const { source, push } = fakeSource();
    const batches: bigint[][] = [];
    const subscription = deliverInBatches(source, {
      after: null,
      batchSize: 3,
      onEvents: async (events) => void batches.push(positions(events)),
    });
    for (let i = 0; i < 7; i++) push();
    await settle();
    expect(batches).toEqual([[10n, 20n, 30n], [40n, 50n, 60n], [70n]]);
    push();
    await settle();
    expect(batches.at(-1)).toEqual([80n]);
    await subscription.stop();
  });

  it('pauses the source while onEvents runs and never overlaps two batches', async () => {
    const { source, push } = fakeSource();
    let running = 0;
    const pausedDuring: boolean[] = [];
    const gates: ReturnType<typeof deferred>[] = [];
    const received: bigint[] = [];
    const subscription = deliverInBatches(source, {
      after: null,
      batchSize: 2,
      onEvents: async (events) => {
        running += 1;
        expect(running).toBe(1);
        pausedDuring.push(source.isPaused());
        const gate = deferred();
        gates.push(gate);
        await gate.promise;
        received.push(...positions(events));
        running -= 1;
      },
    });
    for (let i = 0; i < 5; i++) push();
    await settle();
    expect(gates).toHaveLength(1);
    push(); // arrives while the first batch is in hand: waits its turn
    await settle();
    expect(gates).toHaveLength(1);
    for (let i = 0; i < 3; i++) {
      gates[i]!.resolve();
      await settle();
    }
    expect(received).toEqual([10n, 20n, 30n, 40n, 50n, 60n]);
    expect(pausedDuring).toEqual([true, true, true]);
    expect(source.isPaused()).toBe(false);
    await subscription.stop();
  });

  it('starts after the checkpoint (even if the server repeats it) and skips ESDB’s own events', async () => {
    const { source, push } = fakeSource();
    const received: RecordedEvent[] = [];
    const subscription = deliverInBatches(source, {
      after: { commit: 20n, prepare: 20n },
      onEvents: async (events) => void received.push(...events),
    });
    push();
    push();
    push('$statsCollected');
    push();
    await settle();
    expect(positions(received)).toEqual([40n]);
    expect(received[0]).toMatchObject({
      streamName: 's',
      streamVersion: 4,
      metadata: { actor: 'a' },
      recordedAt: '1970-01-01T00:00:00.000Z',
    });
    await subscription.stop();
  });

  it('stops after the batch in hand: stop() waits for it, unsubscribes, and nothing follows', async () => {
    const { source, push, unsubscribe } = fakeSource();
    const gate = deferred();
    const batches: bigint[][] = [];
    const subscription = deliverInBatches(source, {
      after: null,
      batchSize: 2,
      onEvents: async (events) => {
        await gate.promise;
        batches.push(positions(events));
      },
    });
    push();
    push();
    push();
    await settle();
    let stopped = false;
    const stopping = subscription.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    expect(unsubscribe).toHaveBeenCalledOnce();
    gate.resolve();
    await stopping;
    push();
    await settle();
    expect(batches).toEqual([[10n, 20n]]);
  });

  it('reports a failed batch once, unsubscribes and delivers nothing more', async () => {
    const { source, push, unsubscribe } = fakeSource();
    const onError = vi.fn();
    const onEvents = vi.fn(async () => {
      throw new Error('projector failed');
    });
    const subscription = deliverInBatches(source, { after: null, batchSize: 1, onEvents, onError });
    push();
    push();
    await settle();
    expect(onEvents).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalledOnce();
    expect(onError.mock.calls[0]![0]).toMatchObject({ message: 'projector failed' });
    expect(unsubscribe).toHaveBeenCalledOnce();
    await subscription.stop();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('reports a failing source, an ended one, and an event it cannot read', async () => {
    for (const breakIt of [
      (s: PassThrough) => s.destroy(new Error('UNAVAILABLE')),
      (s: PassThrough) => s.end(),
      (s: PassThrough) =>
        s.write({ event: { streamId: 's', type: 'T', isJson: false, data: new Uint8Array(), position: { commit: 1n, prepare: 1n } } }),
    ]) {
      const { source } = fakeSource();
      const onError = vi.fn();
      const subscription = deliverInBatches(source, { after: null, onEvents: async () => {}, onError });
      source.resume();
      breakIt(source);
      await settle();
      expect(onError).toHaveBeenCalledOnce();
      await subscription.stop();
    }
  });
});
