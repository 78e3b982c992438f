import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache';

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
    let version = 'v1';
    const cached = createAnswerCache<string>(async () => version);
    let release: () => void = () => {};
    const slow = cached('a', () => new Promise<string>((resolve) => (release = () => resolve('old'))));
    await new Promise((resolve) => setTimeout(resolve, 0));
    version = 'v2';
    expect(await cached('b', async () => 'fresh')).toBe('fresh');
    release();
    expect(await slow).toBe('old');
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
