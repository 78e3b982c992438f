import { sql, type DatabasePool } from 'slonik';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDatabasePool } from '../db';
import { appendEvents, countingProjector, type Faults, readCountingModel } from '../testing/counting-projector';
import { createInMemoryEventStore } from '../testing/in-memory-event-store';
import { createTestDatabase } from '../testing/test-database';
import { readCheckpoint } from './checkpoint';
import { followProjections } from './follower';
import { rebuildProjections } from './rebuild';
import { type ProjectionsHandle, startProjections } from './runner';

let database: { url: string; drop: () => Promise<void> };
let pool: DatabasePool;
const handles: ProjectionsHandle[] = [];
const extraPools: DatabasePool[] = [];
const quickRetry = { initialMs: 20, maxMs: 100 };

beforeAll(async () => {
  database = await createTestDatabase();
  pool = await createDatabasePool(database.url);
});
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.stop()));
});
afterAll(async () => {
  await Promise.all(extraPools.map((extra) => extra.end()));
  await pool.end();
  await database.drop();
});

const start = async (options: Omit<Parameters<typeof startProjections>[0], 'pool'> & { pool?: DatabasePool }) => {
  const handle = await startProjections({ pool, retry: quickRetry, ...options });
  handles.push(handle);
  return handle;
};

const expectExactlyOnce = async (schema: string, expected: number) => {
  const { applied, counts } = await readCountingModel(pool, schema);
  expect(applied).toHaveLength(expected);
  expect(new Set(applied.map((row) => row.event_id)).size).toBe(expected);
  expect(counts.reduce((sum, row) => sum + row.n, 0)).toBe(expected);
};

describe('projection runner', () => {
  it('rolls back a failing batch entirely, then applies it once when the failure clears', async () => {
    const store = createInMemoryEventStore();
    const faults: Faults = { failOnType: null, crashOnType: null };
    const projector = countingProjector('atomic', 'rm_atomic', faults);
    const errors: unknown[] = [];
    const handle = await start({ store, projectors: [projector], onError: (error) => errors.push(error) });
    const before = (await appendEvents(store, 3))!;
    expect(await handle.waitFor(before, 5_000)).toBe(true);
    const modelBefore = await readCountingModel(pool, 'rm_atomic');

    faults.failOnType = 'Boom';
    // One append, so one batch: Boom sits in the middle, after rows for Alpha were written.
    const poisoned = (await appendEvents(store, 3, { types: ['Alpha', 'Boom', 'Gamma'], perAppend: 3 }))!;
    expect(await handle.waitFor(poisoned, 300)).toBe(false);
    expect(errors.length).toBeGreaterThan(0);
    expect(await readCountingModel(pool, 'rm_atomic')).toEqual(modelBefore);
    expect(await readCheckpoint(pool, 'rm_atomic')).toEqual(before);

    faults.failOnType = null;
    expect(await handle.waitFor(poisoned, 5_000)).toBe(true);
    await expectExactlyOnce('rm_atomic', 6);
    expect((await readCountingModel(pool, 'rm_atomic')).counts).toContainEqual({ type: 'Boom', n: 1 });
  });

  it('reports a failure that repeats (the database away) once, not at every retry, and again after a batch applies', async () => {
    const store = createInMemoryEventStore();
    const faults: Faults = { failOnType: 'Boom', crashOnType: null };
    const errors: unknown[] = [];
    const handle = await start({ store, projectors: [countingProjector('repeat', 'rm_repeat', faults)], onError: (e) => errors.push(e) });
    const first = (await appendEvents(store, 1, { types: ['Boom'] }))!;
    expect(await handle.waitFor(first, 500)).toBe(false); // about ten retries at 20-100 ms
    expect(errors).toHaveLength(1);
    faults.failOnType = null;
    expect(await handle.waitFor(first, 5_000)).toBe(true);
    faults.failOnType = 'Boom';
    const second = (await appendEvents(store, 1, { types: ['Boom'] }))!;
    expect(await handle.waitFor(second, 300)).toBe(false);
    expect(errors).toHaveLength(2);
  });

  it('survives its connection dying mid-batch, without applying anything twice', async () => {
    const store = createInMemoryEventStore();
    const faults: Faults = { failOnType: null, crashOnType: 'Crash' };
    const errors: unknown[] = [];
    const handle = await start({
      store,
      projectors: [countingProjector('crash', 'rm_crash', faults)],
      onError: (error) => errors.push(error),
    });
    await appendEvents(store, 5);
    const crashing = (await appendEvents(store, 2, { types: ['Crash', 'Alpha'], perAppend: 2 }))!;
    expect(await handle.waitFor(crashing, 300)).toBe(false);
    faults.crashOnType = null;
    expect(await handle.waitFor(crashing, 5_000)).toBe(true);
    expect(errors.length).toBeGreaterThan(0);
    await expectExactlyOnce('rm_crash', 7);
  });

  it('catches up from its checkpoint, follows live, and applies each event once across a restart', async () => {
    const store = createInMemoryEventStore();
    const projector = countingProjector('restart', 'rm_restart');
    await appendEvents(store, 250, { perAppend: 10 });
    const first = await start({ store, projectors: [projector], batchSize: 40 });
    expect(await first.waitFor((await store.headPosition())!, 5_000)).toBe(true);
    const live = (await appendEvents(store, 5))!;
    expect(await first.waitFor(live, 5_000)).toBe(true);
    await first.stop();

    await appendEvents(store, 100, { perAppend: 7 });
    const second = await start({ store, projectors: [projector], batchSize: 40 });
    expect(second.positions().restart).toEqual(live);
    expect(await second.waitFor((await store.headPosition())!, 5_000)).toBe(true);
    await expectExactlyOnce('rm_restart', 355);
    expect(await readCheckpoint(pool, 'rm_restart')).toEqual(await store.headPosition());
  });

  it('applies every event once when two runners (two processes) run the same projector', async () => {
    const store = createInMemoryEventStore();
    const projector = countingProjector('twin', 'rm_twin');
    const otherPool = await createDatabasePool(database.url);
    extraPools.push(otherPool);
    // Started together: schema creation must be safe under the race too.
    const [one, two] = await Promise.all([
      start({ store, projectors: [projector], batchSize: 13 }),
      start({ store, projectors: [projector], batchSize: 7, pool: otherPool }),
    ]);
    await Promise.all([appendEvents(store, 300, { perAppend: 3 }), appendEvents(store, 200)]);
    const head = (await store.headPosition())!;
    expect(await one.waitFor(head, 5_000)).toBe(true);
    expect(await two.waitFor(head, 5_000)).toBe(true);
    await expectExactlyOnce('rm_twin', 500);
  });

  it('answers waitFor true once every projector is there, false while one is stuck', async () => {
    const store = createInMemoryEventStore();
    const faults: Faults = { failOnType: 'Stuck', crashOnType: null };
    const handle = await start({
      store,
      projectors: [countingProjector('healthy', 'rm_healthy'), countingProjector('stuck', 'rm_stuck', faults)],
      onError: () => {},
    });
    const fine = (await appendEvents(store, 4))!;
    expect(await handle.waitFor(fine, 5_000)).toBe(true);
    const stuck = (await appendEvents(store, 1, { types: ['Stuck'] }))!;
    const startedAt = performance.now();
    expect(await handle.waitFor(stuck, 200)).toBe(false);
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(190);
    // The healthy one left the stuck one behind in their group and carries on.
    expect(handle.positions().healthy).toEqual(stuck);
    const later = (await appendEvents(store, 2))!;
    await expect.poll(() => handle.positions().healthy).toEqual(later);

    faults.failOnType = null;
    expect(await handle.waitFor(later, 5_000)).toBe(true);
    await expectExactlyOnce('rm_stuck', 7);
  });

  it('applies a batch to the projectors of a group in one transaction, and to one marked alone in another', async () => {
    const store = createInMemoryEventStore();
    const alone = { ...countingProjector('solo', 'rm_solo'), alone: true };
    const handle = await start({ store, projectors: [countingProjector('one', 'rm_one'), alone, countingProjector('two', 'rm_two')] });
    const last = (await appendEvents(store, 4, { perAppend: 4 }))!;
    expect(await handle.waitFor(last, 5_000)).toBe(true);
    // The transaction that last wrote each checkpoint row.
    const writer = (schema: string) => pool.oneFirst(sql.unsafe`SELECT xmin::text FROM ${sql.identifier([schema, 'checkpoint'])}`);
    const [one, two, solo] = await Promise.all([writer('rm_one'), writer('rm_two'), writer('rm_solo')]);
    expect(one).toBe(two);
    expect(solo).not.toBe(one);
    for (const schema of ['rm_one', 'rm_two', 'rm_solo']) await expectExactlyOnce(schema, 4);
  });

  it('moves the checkpoint of a read model the events cannot change without applying them, and applies the others in their own tables', async () => {
    const store = createInMemoryEventStore();
    const untouched = { ...countingProjector('untouched', 'rm_untouched'), touches: () => false };
    const handle = await start({
      store,
      projectors: [untouched, countingProjector('three', 'rm_three'), countingProjector('four', 'rm_four')],
    });
    const last = (await appendEvents(store, 5, { perAppend: 5 }))!;
    expect(await handle.waitFor(last, 5_000)).toBe(true);
    expect(await readCheckpoint(pool, 'rm_untouched')).toEqual(last);
    await expectExactlyOnce('rm_untouched', 0);
    for (const schema of ['rm_three', 'rm_four']) await expectExactlyOnce(schema, 5);
  });
});

/** A read model whose tables only Alpha events change; each test its own. */
const alphaOnly = (schema: string) => ({
  ...countingProjector('alpha', schema),
  touches: (events: readonly { type: string }[]) => events.some(({ type }) => type === 'Alpha'),
});

const follow = async (projector: ReturnType<typeof alphaOnly>, pollMs = { listening: 60_000, deaf: 60_000 }) => {
  const followed = await followProjections({ pool, connectionString: database.url, projectors: [projector], pollMs });
  handles.push(followed);
  return followed;
};

describe('a runner told the database URL', () => {
  it("changes a read model's version when a rebuild elsewhere swaps new tables in at the same checkpoint", async () => {
    const store = createInMemoryEventStore();
    const projector = alphaOnly('rm_swapped');
    const handle = await start({ store, projectors: [projector], connectionString: database.url });
    expect(await handle.waitFor((await appendEvents(store, 2))!, 5_000)).toBe(true);
    const before = await handle.version('alpha');
    // As `npm run rebuild` does, in another process: nothing new in the log, the checkpoint stays.
    await rebuildProjections({ pool, store, projectors: [projector] });
    await expect.poll(() => handle.version('alpha'), { timeout: 5_000, interval: 20 }).not.toBe(before);
  });
});

describe('following the read models of another process', () => {
  it('answers waits and moves where the tables changed from what the projections process announces', async () => {
    const store = createInMemoryEventStore();
    const projector = alphaOnly('rm_announced');
    await start({ store, projectors: [projector], announce: true });
    // Never polls in this test: every move it learns is announced.
    const followed = await follow(projector);

    const alpha = (await appendEvents(store, 1, { types: ['Alpha'] }))!;
    expect(await followed.waitFor(alpha, 5_000)).toBe(true);
    expect(await followed.changedAt('alpha')).toEqual(alpha);
    const beta = (await appendEvents(store, 1, { types: ['Beta'] }))!;
    expect(await followed.waitFor(beta, 5_000)).toBe(true);
    expect(followed.positions()).toEqual({ alpha: beta });
    expect(await followed.changedAt('alpha')).toEqual(alpha);
    expect(followed.lastHeard()).not.toBeNull();
  });

  it('reads the checkpoints when nothing is announced, and counts a move found so as a change', async () => {
    const store = createInMemoryEventStore();
    const projector = alphaOnly('rm_unannounced');
    // Followed before the projections process has made its tables: nothing is there yet.
    const followed = await follow(projector, { listening: 20, deaf: 20 });
    expect(followed.positions()).toEqual({ alpha: null });
    expect(followed.lastHeard()).toBeNull();
    await start({ store, projectors: [projector] });
    const beta = (await appendEvents(store, 1, { types: ['Beta'] }))!;
    expect(await followed.waitFor(beta, 5_000)).toBe(true);
    expect(await followed.changedAt('alpha')).toEqual(beta);
    expect(followed.lastHeard()).not.toBeNull();
  });
});
