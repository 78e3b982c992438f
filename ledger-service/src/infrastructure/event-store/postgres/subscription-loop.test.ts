import { describe, expect, it } from 'vitest';
import { sharedPerTurn } from './subscription-loop';

const at = (prepare: bigint) => ({ commit: 1n, prepare });

describe('sharedPerTurn', () => {
  it('gives callers asking for the same page in one turn one read, started after the last of them asked', async () => {
    const started: string[] = [];
    const log: string[] = [];
    const read = sharedPerTurn(async ({ after, limit }) => {
      started.push(`${after?.prepare ?? 'start'}/${limit}`);
      return [...log];
    });
    const first = read({ after: at(5n), limit: 500 });
    const second = read({ after: at(5n), limit: 500 });
    const other = read({ after: at(7n), limit: 500 });
    log.push('committed after the first asked, before the turn ended');
    const third = read({ after: at(5n), limit: 500 });
    expect(await first).toEqual(['committed after the first asked, before the turn ended']);
    expect(await second).toBe(await first);
    expect(await third).toBe(await first);
    expect(await other).toEqual(await first);
    expect(started).toEqual(['5/500', '7/500']);
  });

  it('never joins a read already running: a later caller gets a read of its own', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reads = 0;
    const read = sharedPerTurn(async () => {
      const number = ++reads;
      if (number === 1) await gate;
      return number;
    });
    const running = read({ after: null, limit: 10 });
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toBe(1);
    const later = read({ after: null, limit: 10 });
    expect(await later).toBe(2);
    release();
    expect(await running).toBe(1);
  });
});
