import { describe, expect, it } from 'vitest';
import { createReadWriteLock } from './read-write-lock';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('createReadWriteLock', () => {
  it('lets readers in together, and a writer only alone', async () => {
    const lock = createReadWriteLock();
    const inside = new Set<string>();
    const overlaps: string[] = [];
    const enter = (name: string) => async () => {
      for (const other of inside) overlaps.push(`${other}+${name}`);
      inside.add(name);
      await tick();
      await tick();
      inside.delete(name);
      return name;
    };
    const done = await Promise.all([
      lock.read(enter('r1')),
      lock.read(enter('r2')),
      lock.write(enter('w1')),
      lock.read(enter('r3')),
      lock.write(enter('w2')),
      lock.read(enter('r4')),
    ]);
    expect(done).toEqual(['r1', 'r2', 'w1', 'r3', 'w2', 'r4']);
    // r1 and r2 shared the lock; no writer ever shared it with anyone.
    expect(overlaps).toContain('r1+r2');
    expect(overlaps.filter((pair) => pair.includes('w'))).toEqual([]);
  });

  it('holds back readers that come after a waiting writer', async () => {
    const lock = createReadWriteLock();
    const order: string[] = [];
    const first = lock.read(async () => {
      await tick();
      order.push('r1');
    });
    const writer = lock.write(async () => {
      order.push('w');
    });
    const later = lock.read(async () => {
      order.push('r2');
    });
    await Promise.all([first, writer, later]);
    expect(order).toEqual(['r1', 'w', 'r2']);
  });

  it('lets the next one in when a holder throws', async () => {
    const lock = createReadWriteLock();
    await expect(lock.write(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    await expect(lock.read(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await lock.write(async () => 'free')).toBe('free');
    expect(await lock.read(async () => 'free')).toBe('free');
  });
});
