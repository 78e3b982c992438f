import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache';

/** Lets every load already asked for start. */
const started = () => new Promise((resolve) => setTimeout(resolve, 0));
/** A load that answers `answer` once released. */
const heldLoad = (answer: string) => {
  let release: () => void = () => {};
  return { load: () => new Promise<string>((resolve) => (release = () => resolve(answer))), release: () => release() };
};
/**
 * A cache whose version moves from v1 to v2 while a load of `a`, started under v1, is held. `finishOldLoad`
 * releases it: its own caller gets 'old' all the same.
 */
const versionMovesDuringLoad = async () => {
  let version = 'v1';
  const cached = createAnswerCache<string>(async () => version);
  const held = heldLoad('old');
  const old = cached('a', held.load);
  await started();
  version = 'v2';
  const finishOldLoad = async () => {
    held.release();
    expect(await old).toBe('old');
  };
  return { cached, finishOldLoad };
};

describe('createAnswerCache', () => {
  it('keeps answers while the version stands, and drops them all when it moves', async () => {
    let version = 'v1';
    let loads = 0;
    const cached = createAnswerCache<string>(async () => version);
    const load = async () => `answer ${++loads}`;
    expect(await cached('a', load)).toBe('answer 1');
    expect(await cached('a', load)).toBe('answer 1');
    expect(await cached('b', load)).toBe('answer 2');
    version = 'v2';
    expect(await cached('a', load)).toBe('answer 3');
    expect(await cached('b', load)).toBe('answer 4');
  });

  it('does not keep an answer loaded while the version moved', async () => {
    const { cached, finishOldLoad } = await versionMovesDuringLoad();
    expect(await cached('b', async () => 'fresh')).toBe('fresh');
    await finishOldLoad();
    expect(await cached('a', async () => 'new')).toBe('new');
  });

  it('holds at most maxEntries answers, dropping the oldest', async () => {
    const cached = createAnswerCache<string>(async () => 'v', 2);
    await cached('a', async () => 'A');
    await cached('b', async () => 'B');
    await cached('c', async () => 'C');
    expect(await cached('a', async () => 'A again')).toBe('A again');
    expect(await cached('c', async () => 'C again')).toBe('C');
  });
});

describe('createAnswerCache with a size limit', () => {
  it('drops the oldest answers until the new one fits, and never keeps one larger than the limit', async () => {
    const cached = createAnswerCache<string>(async () => 'v', { maxBytes: 10, sizeOf: (answer) => answer.length });
    await cached('a', async () => 'aaaa');
    await cached('b', async () => 'bbbb');
    await cached('c', async () => 'cccc'); // 12 bytes: a goes
    expect(await cached('b', async () => 'b again')).toBe('bbbb');
    expect(await cached('a', async () => 'AAAA')).toBe('AAAA'); // kept again: b goes
    expect(await cached('c', async () => 'c lost')).toBe('cccc');
    expect(await cached('b', async () => 'BBBB')).toBe('BBBB'); // c goes
    expect(await cached('huge', async () => 'x'.repeat(11))).toBe('x'.repeat(11));
    expect(await cached('huge', async () => 'loaded again')).toBe('loaded again');
    // The huge one evicted nothing.
    expect([await cached('a', async () => 'a lost'), await cached('b', async () => 'b lost')]).toEqual(['AAAA', 'BBBB']);
  });
});

describe('createAnswerCache with callers at once', () => {
  it('loads an answer asked for by many callers at once only once', async () => {
    let loads = 0;
    const cached = createAnswerCache<string>(async () => 'v');
    let release: () => void = () => {};
    const slow = () => {
      loads++;
      return new Promise<string>((resolve) => (release = () => resolve(`answer ${loads}`)));
    };
    const asked = Array.from({ length: 20 }, () => cached('a', slow));
    await started();
    release();
    expect(new Set(await Promise.all(asked))).toEqual(new Set(['answer 1']));
    expect(loads).toBe(1);
  });

  it('never hands a caller who saw a newer version a load started before it', async () => {
    const { cached, finishOldLoad } = await versionMovesDuringLoad();
    expect(await cached('a', async () => 'new')).toBe('new');
    await finishOldLoad();
    expect(await cached('a', async () => 'newer')).toBe('new');
  });

  it('lets a failed load fail every caller that shared it, and tries again on the next call', async () => {
    const cached = createAnswerCache<string>(async () => 'v');
    let fail: (error: Error) => void = () => {};
    const failing = () => new Promise<string>((_, reject) => (fail = reject));
    const asked = [cached('a', failing), cached('a', failing)];
    await started();
    fail(new Error('database away'));
    for (const answer of asked) await expect(answer).rejects.toThrow('database away');
    expect(await cached('a', async () => 'back')).toBe('back');
  });
});
