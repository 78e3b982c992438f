import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createInMemoryEventStore } from '@portal/projections/testing';
import { propertyDecider } from '../areas/properties/decider';
import { addElm, commandOf, step, type Step } from '../testing/elm-property';
import { createCommandRunner } from './command-runner';
import type { CommandRunner } from './runner';

const stream = 'property-Elm';
const context = { actor: 'admin', correlationId: 'c' };

const setup = async () => {
  const store = createInMemoryEventStore();
  const runner = createCommandRunner({ store, projections: { waitFor: async () => true } });
  await runner.execute(propertyDecider(addElm), stream, addElm, context);
  return { store, runner };
};

/** The commands of a history, in order, on one runner (a batch's planning runner or the runner itself). */
const runAll = async (runner: Pick<CommandRunner, 'execute'>, steps: readonly Step[]) => {
  for (const [index, each] of steps.entries()) {
    const command = commandOf(each, index);
    await runner.execute(propertyDecider(command), stream, command, context);
  }
};

const logOf = async (store: ReturnType<typeof createInMemoryEventStore>) =>
  (await store.readStream(stream)).map(({ type, data }) => ({ type, data }));

describe('a batch', () => {
  it('decides as the single commands would, one after the other: the same log, or refused as a whole at the first refusal', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40 }), async (steps) => {
        // One by one: which commands are refused, and the log of those recorded.
        const single = await setup();
        const refused: number[] = [];
        for (const [index, each] of steps.entries()) {
          const command = commandOf(each, index);
          await single.runner.execute(propertyDecider(command), stream, command, context).catch(() => refused.push(index));
        }
        const batched = await setup();
        const before = await logOf(batched.store);
        if (refused.length > 0) {
          // The whole history as a batch: refused, nothing recorded.
          await expect(batched.runner.batch((planning) => runAll(planning, steps))).rejects.toThrow();
          expect(await logOf(batched.store)).toEqual(before);
        }
        // Without the refused ones: the very log the single commands left.
        const accepted = steps.map((each, index) => ({ each, index })).filter(({ index }) => !refused.includes(index));
        await batched.runner.batch(async (planning) => {
          for (const { each, index } of accepted) {
            const command = commandOf(each, index);
            await planning.execute(propertyDecider(command), stream, command, context);
          }
        });
        expect(await logOf(batched.store)).toEqual(await logOf(single.store));
      }),
      { numRuns: 150 },
    );
  });
});
