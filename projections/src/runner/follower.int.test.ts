import type { DatabasePool } from 'slonik';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDatabasePool } from '../db';
import { appendEvents, countingProjector } from '../testing/counting-projector';
import { createInMemoryEventStore } from '../testing/in-memory-event-store';
import { createTestDatabase } from '../testing/test-database';
import { followProjections } from './follower';
import { startProjections, type ProjectionsHandle } from './runner';

let database: { url: string; drop: () => Promise<void> };
let pool: DatabasePool;
const handles: ProjectionsHandle[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  pool = await createDatabasePool(database.url);
});
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.stop()));
});
afterAll(async () => {
  await pool.end();
  await database.drop();
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

describe('following the read models of another process', () => {
  it('answers waits and moves where the tables changed from what the projections process announces', async () => {
    const store = createInMemoryEventStore();
    const projector = alphaOnly('rm_announced');
    handles.push(await startProjections({ pool, store, projectors: [projector], announce: true }));
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
    handles.push(await startProjections({ pool, store, projectors: [projector] }));
    const beta = (await appendEvents(store, 1, { types: ['Beta'] }))!;
    expect(await followed.waitFor(beta, 5_000)).toBe(true);
    expect(await followed.changedAt('alpha')).toEqual(beta);
    expect(followed.lastHeard()).not.toBeNull();
  });
});
