import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventStore } from '@portal/contracts';
import { createInMemoryEventStore } from '@portal/projections/testing';
import { propertyDecider } from '../areas/properties/decider';
import { addElm, commandOf, step, type Step } from '../testing/elm-property';
import { createCommandRunner } from './command-runner';
import { createStreamCache } from './stream-cache';

const stream = 'property-Elm';
const context = { actor: 'admin', correlationId: 'c' };

/**
 * Runs a history with two runners on one store (this process's, with or without kept streams, and
 * another process's): every answer (events or refusal text) and the log as it ends.
 */
const run = async (steps: readonly Step[], cachedEvents: number) => {
  const store: EventStore = createInMemoryEventStore();
  const projections = { waitFor: async () => true };
  const mine = createCommandRunner({ store, projections, cachedEvents });
  const other = createCommandRunner({ store, projections, cachedEvents: 0 });
  await mine.execute(propertyDecider(addElm), stream, addElm, context);
  const answers: unknown[] = [];
  for (const [index, each] of steps.entries()) {
    const command = commandOf(each, index);
    const runner = each.by === 'this' ? mine : other;
    answers.push(
      await runner.execute(propertyDecider(command), stream, command, context).then(
        (events) => events,
        (error: Error) => error.message,
      ),
    );
  }
  const log = (await store.readStream(stream)).map(({ type, data }) => ({ type, data }));
  return { answers, log };
};

describe('kept streams', () => {
  it('decide every command as a full fold of the stream would, with another process appending too', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
        expect(await run(steps, 1_000)).toEqual(await run(steps, 0));
      }),
      { numRuns: 150 },
    );
  });

  it('read a stream once for a run of commands of this process, and again after a refusal', async () => {
    const store = createInMemoryEventStore();
    let reads = 0;
    const counted: EventStore = { ...store, readStream: (name) => (reads++, store.readStream(name)) };
    const runner = createCommandRunner({ store: counted, projections: { waitFor: async () => true } });
    await runner.execute(propertyDecider(addElm), stream, addElm, context);
    const steps = Array.from({ length: 10 }, (_, index): Step => ({ by: 'this', kind: 'deposit', cents: 100, target: index }));
    for (const [index, each] of steps.entries())
      await runner.execute(propertyDecider(commandOf(each, index)), stream, commandOf(each, index), context);
    expect(reads).toBe(1);
    const tooMuch = commandOf({ by: 'this', kind: 'withdraw', cents: 5_000, target: 0 }, 10);
    await expect(runner.execute(propertyDecider(tooMuch), stream, tooMuch, context)).rejects.toThrow('exceeds the maximum');
    expect(reads).toBe(2);
    expect((await store.readStream(stream)).length).toBe(11);
  });

  it('keep at most the events they are given, dropping the streams used longest ago', () => {
    const cache = createStreamCache(5);
    const entry = (count: number) =>
      ({ events: Array.from({ length: count }, () => ({ event: {}, causationId: null, position: {} })), version: count }) as never;
    cache.set('a', entry(2));
    cache.set('b', entry(2));
    cache.get('a');
    cache.set('c', entry(2));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([true, false, true]);
    expect(cache.size()).toBe(4);
    cache.set('big', entry(6));
    expect(cache.get('big')).toBeUndefined();
    cache.appended('a', 1, []);
    expect(cache.get('a')).toBeUndefined();
  });
});
