import { randomUUID } from 'node:crypto';
import type { EventStore, RecordedEvent } from '@portal/contracts';
import { sql, type DatabasePool } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabasePool, rebuildProjections, startProjections } from '@portal/projections';
import { countingProjector, createTestDatabase, readCountingModel } from '@portal/projections/testing';
import { createPostgresEventStore, migratePostgresEventStore } from './index';

let database: { url: string; drop: () => Promise<void> };
let pool: DatabasePool;
let store: EventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  await migratePostgresEventStore(database.url);
  store = createPostgresEventStore({ connectionString: database.url, pollIntervalMs: 200 });
  pool = await createDatabasePool(database.url);
});
afterAll(async () => {
  await store.close();
  await pool.end();
  await database.drop();
});

const readWholeLog = async () => {
  const events: RecordedEvent[] = [];
  for (;;) {
    const page = await store.readAll({ after: events.at(-1)?.position ?? null, limit: 1_000 });
    if (page.length === 0) return events;
    events.push(...page);
  }
};

describe('projection runner on the PostgreSQL event store', () => {
  it('shows each writer its own write when the append returns, through a rebuild, each event once', async () => {
    const projector = countingProjector('pg-live', 'rm_pg_live');
    const runner = await startProjections({ pool, store, projectors: [projector] });
    const metadata = { actor: 'test', correlationId: randomUUID(), causationId: null };
    const misses: string[] = [];

    const writer = async (writerIndex: number) => {
      for (let index = 0; index < 40; index++) {
        const id = randomUUID();
        const { lastPosition } = await store.append(`writer-${writerIndex}`, [{ id, type: `W${writerIndex % 3}`, data: { index } }], {
          expectedVersion: index,
          metadata,
        });
        const visible =
          (await runner.waitFor(lastPosition, 5_000)) &&
          (await pool.exists(sql.unsafe`SELECT 1 FROM rm_pg_live.applied WHERE event_id = ${id}`));
        if (!visible) misses.push(id);
      }
    };
    const writers = Promise.all(Array.from({ length: 8 }, (_, index) => writer(index)));
    // Rebuild while the writers run: the swap must neither lose nor repeat what the runner applies.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await rebuildProjections({ pool, store, projectors: [projector], batchSize: 50 });
    await writers;

    expect(misses).toEqual([]);
    const log = await readWholeLog();
    expect(log).toHaveLength(320);
    expect(await runner.waitFor(log.at(-1)!.position, 5_000)).toBe(true);
    await runner.stop();
    const { applied } = await readCountingModel(pool, 'rm_pg_live');
    expect(applied.map((row) => row.event_id)).toEqual(log.map((event) => event.id));
  });
});
