import { randomUUID } from 'node:crypto';
import type { AppendResult } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { appendGroups, type GroupOutcome } from './append-groups';
import type { GroupedAppend } from './append-queries';

const metadata = { actor: 'alice', correlationId: randomUUID(), causationId: null };
const append = (streamName: string, events = 1): GroupedAppend => ({
  streamName,
  events: Array.from({ length: events }, () => ({ id: randomUUID(), type: 'ThingHappened', data: {} })),
  options: { expectedVersion: 'any', metadata },
});
const resultOf = (streamName: string): AppendResult => ({
  nextExpectedVersion: Number(streamName.replace(/\D/g, '')),
  lastPosition: { commit: 1n, prepare: 1n },
});

/** A write the test finishes by hand, and what each write was asked for. */
const writes = () => {
  const asked: string[][] = [];
  const open: (() => void)[] = [];
  let writing = 0;
  let most = 0;
  const wait = async () => {
    writing++;
    most = Math.max(most, writing);
    await new Promise<void>((resolve) => open.push(resolve));
    writing--;
  };
  return {
    asked,
    most: () => most,
    /** Finishes the oldest write still open, and lets what it starts begin. */
    finish: async () => {
      open.shift()?.();
      for (let i = 0; i < 5; i++) await Promise.resolve();
    },
    alone: async (a: GroupedAppend) => {
      asked.push([a.streamName]);
      await wait();
      return resultOf(a.streamName);
    },
    together: async (group: readonly GroupedAppend[]): Promise<GroupOutcome | undefined> => {
      asked.push(group.map((a) => a.streamName));
      await wait();
      return group.map((a) => resultOf(a.streamName));
    },
  };
};

describe('appendGroups (group commit)', () => {
  it('sends an append at once, alone, when no group is being written', async () => {
    const w = writes();
    const write = appendGroups({ ...w, inFlight: 1, maxEvents: 100 });
    const answer = write(append('s1'));
    expect(w.asked).toEqual([['s1']]);
    await w.finish();
    expect(await answer).toEqual(resultOf('s1'));
  });

  it('sends the appends asked for meanwhile together, one per stream, a stream’s appends in the order asked', async () => {
    const w = writes();
    const write = appendGroups({ ...w, inFlight: 1, maxEvents: 100 });
    const answers = [write(append('s1')), write(append('s2')), write(append('s2')), write(append('s3')), write(append('s2'))];
    expect(w.asked).toEqual([['s1']]);
    await w.finish();
    expect(w.asked).toEqual([['s1'], ['s2', 's3']]);
    await w.finish();
    expect(w.asked).toEqual([['s1'], ['s2', 's3'], ['s2']]);
    await w.finish();
    await w.finish();
    expect(w.asked).toEqual([['s1'], ['s2', 's3'], ['s2'], ['s2']]);
    expect((await Promise.all(answers)).map((r) => r.nextExpectedVersion)).toEqual([1, 2, 2, 3, 2]);
  });

  it('writes at most `inFlight` groups at once', async () => {
    const w = writes();
    const write = appendGroups({ ...w, inFlight: 2, maxEvents: 100 });
    const answers = Array.from({ length: 12 }, (_, i) => write(append(`s${i}`)));
    expect(w.asked).toEqual([['s0'], ['s1']]);
    await w.finish();
    expect(w.asked.at(-1)).toEqual(Array.from({ length: 10 }, (_, i) => `s${i + 2}`));
    await w.finish();
    await w.finish();
    await Promise.all(answers);
    expect(w.most()).toBe(2);
  });

  it('puts at most `maxEvents` events in a group, but lets a larger append go by itself', async () => {
    const w = writes();
    const write = appendGroups({ ...w, inFlight: 1, maxEvents: 3 });
    const answers = [write(append('s0')), write(append('big', 5)), write(append('s1', 2)), write(append('s2', 2)), write(append('s3'))];
    await w.finish();
    expect(w.asked).toEqual([['s0'], ['big']]);
    await w.finish();
    expect(w.asked.at(-1)).toEqual(['s1', 's3']);
    await w.finish();
    expect(w.asked.at(-1)).toEqual(['s2']);
    await w.finish();
    await Promise.all(answers);
  });

  it('runs alone each append its group did not write, and every append of a group that failed as a whole', async () => {
    const asked: string[][] = [];
    let outcome: 'one missing' | 'failed' = 'one missing';
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const write = appendGroups({
      inFlight: 1,
      maxEvents: 100,
      alone: async (a) => {
        asked.push([a.streamName]);
        if (a.streamName === 'first') await gate;
        if (a.streamName === 'refused') throw new Error('refused alone');
        return resultOf(a.streamName);
      },
      together: async (group) => {
        asked.push(group.map((a) => a.streamName));
        if (outcome === 'failed') throw new Error('the group failed');
        return group.map((a) => (a.streamName === 'refused' ? undefined : resultOf(a.streamName)));
      },
    });
    const first = write(append('first'));
    const ok = write(append('ok1'));
    const refused = write(append('refused'));
    release();
    expect(await first).toEqual(resultOf('first'));
    expect(await ok).toEqual(resultOf('ok1'));
    await expect(refused).rejects.toThrow('refused alone');
    expect(asked).toEqual([['first'], ['ok1', 'refused'], ['refused']]);

    outcome = 'failed';
    asked.length = 0;
    const before = write(append('first'));
    const both = [write(append('s7')), write(append('s8'))];
    await before;
    expect((await Promise.all(both)).map((r) => r.nextExpectedVersion)).toEqual([7, 8]);
    expect(asked).toEqual([['first'], ['s7', 's8'], ['s7'], ['s8']]);
  });
});
