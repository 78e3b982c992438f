import { createDatabasePool, migrateSignInAttempts, type DatabasePool } from '@portal/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@portal/projections/testing';
import { createSignInThrottle, type SignInThrottle } from './sign-in-throttle';

let database: { url: string; drop: () => Promise<void> };
let pool: DatabasePool;
let throttle: SignInThrottle;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = await createDatabasePool(database.url);
  await migrateSignInAttempts(pool);
  throttle = createSignInThrottle(pool, {
    limits: { loginPair: { max: 2, windowMs: 1_000 }, loginAddress: { max: 3, windowMs: 60_000 } },
  });
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

const pair = (key: string) => ({ bucket: 'loginPair', key }) as const;
const address = (key: string) => ({ bucket: 'loginAddress', key }) as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the sign-in throttle', () => {
  it('counts up to the limit, refuses with the time left, and starts again once the window ends', async () => {
    expect(await throttle.reserve([pair('a')])).toEqual({ ok: true });
    expect(await throttle.reserve([pair('a')])).toEqual({ ok: true });
    expect(await throttle.reserve([pair('a')])).toEqual({ ok: false, bucket: 'loginPair', retryAfterSeconds: 1 });
    await sleep(1_100);
    expect(await throttle.reserve([pair('a')])).toEqual({ ok: true });
    expect(await throttle.reserve([pair('a')])).toEqual({ ok: true });
    expect((await throttle.reserve([pair('a')])).ok).toBe(false);
  });

  it('gives back the slots a refused attempt took in other buckets', async () => {
    expect(await throttle.reserve([address('x'), pair('x b')])).toEqual({ ok: true });
    expect(await throttle.reserve([address('x'), pair('x b')])).toEqual({ ok: true });
    // The pair is full: the address slot taken on the way is given back.
    expect(await throttle.reserve([address('x'), pair('x b')])).toMatchObject({ ok: false, bucket: 'loginPair' });
    expect(await throttle.reserve([address('x'), pair('x c')])).toEqual({ ok: true });
    const refused = await throttle.reserve([address('x'), pair('x d')]);
    expect(refused).toMatchObject({ ok: false, bucket: 'loginAddress' });
    expect(refused.ok === false && refused.retryAfterSeconds).toBeGreaterThan(55);
  });

  it('releases slots and clears a pair (a success)', async () => {
    expect(await throttle.reserve([address('y'), pair('y a')])).toEqual({ ok: true });
    expect(await throttle.reserve([address('y'), pair('y a')])).toEqual({ ok: true });
    await throttle.clear(pair('y a'));
    await throttle.release([address('y')]);
    expect(await throttle.reserve([address('y'), pair('y a')])).toEqual({ ok: true });
    expect(await throttle.reserve([address('y'), pair('y a')])).toEqual({ ok: true });
    // 3 of the address's slots are now taken (one was given back).
    expect((await throttle.reserve([address('y'), pair('y z')])).ok).toBe(false);
  });

  it('lets exactly the limit through a burst', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => throttle.reserve([address('burst'), pair('burst p')])));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(2);
  });
});
