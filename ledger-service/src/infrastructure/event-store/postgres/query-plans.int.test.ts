import { randomUUID } from 'node:crypto';
import { compareLogPositions } from '@portal/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@portal/projections/testing';
import { createPostgresEventStore, migratePostgresEventStore } from './index';
import { headPositionQuery, readAfterQuery, readAllQuery } from './queries';
import { toEventsAndMore } from './rows';

/**
 * The statements every subscription runs on every poll use the log's index whatever plan PostgreSQL
 * picks: a named statement runs with a generic plan after a few executions (its parameters
 * unknown), and a generic plan that scans the table reads every event on every poll. Each is
 * explained here under both kinds of plan over a log of 50,000 events.
 */
const events = 50_000;

let database: { url: string; drop: () => Promise<void> };
let client: pg.Client;
beforeAll(async () => {
  database = await createTestDatabase();
  await migratePostgresEventStore(database.url);
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query(`INSERT INTO event_store.events (stream_name, stream_version, event_id, type, data, metadata)
    SELECT 'plan-' || g, 1, gen_random_uuid(), 'ThingHappened', '{}',
    '{"actor": "test", "correlationId": "plan", "causationId": null}' FROM generate_series(1, ${events}) g`);
  await client.query('ANALYZE event_store.events');
});
afterAll(async () => {
  await client.end();
  await database.drop();
});

/** The plan of `query` as PostgreSQL would run it under `mode`, as the text of EXPLAIN. */
const planOf = async (query: pg.QueryArrayConfig, mode: 'force_custom_plan' | 'force_generic_plan') => {
  await client.query(`SET plan_cache_mode = ${mode}`);
  await client.query('DEALLOCATE ALL');
  await client.query(`PREPARE explained AS ${query.text}`);
  const values = (query.values ?? []).map((value) => client.escapeLiteral(String(value)));
  const plan = await client.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN EXECUTE explained${values.length > 0 ? `(${values.join(', ')})` : ''}`,
  );
  return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
};

describe('the statements of a subscription poll', () => {
  it('answer from the index, never by reading the whole log', async () => {
    const store = createPostgresEventStore({ connectionString: database.url });
    try {
      const head = await store.headPosition();
      expect(head).not.toBeNull();
      const statements = { readAll: readAllQuery(head, 500), headPosition: headPositionQuery, readAfter: readAfterQuery(head, 500) };
      for (const [name, query] of Object.entries(statements))
        for (const mode of ['force_custom_plan', 'force_generic_plan'] as const) {
          const plan = await planOf(query, mode);
          expect(plan, `${name} (${mode})`).toMatch(/Index (Only )?Scan/);
          expect(plan, `${name} (${mode})`).not.toMatch(/Seq Scan/);
        }
    } finally {
      await store.close();
    }
  });

  it('tell whether events committed after a page lie beyond it', async () => {
    const store = createPostgresEventStore({ connectionString: database.url });
    try {
      type After = Parameters<typeof readAfterQuery>[0];
      const readAfter = async (after: After, limit: number) =>
        toEventsAndMore((await client.query(readAfterQuery(after, limit))).rows, after);
      const [first, second] = await store.readAll({ after: null, limit: 2 });
      const head = await store.headPosition();
      expect(await readAfter(null, 1)).toEqual({ events: [first], more: true });
      expect(await readAfter(first!.position, 1)).toEqual({ events: [second], more: true });
      expect(await readAfter(head, 500)).toEqual({ events: [], more: false });
      // Held back: committed after the head, but behind a transaction still open, so not readable yet.
      const open = new pg.Client({ connectionString: database.url });
      await open.connect();
      try {
        await open.query('BEGIN');
        await open.query('SELECT pg_current_xact_id()');
        const appended = await store.append(`plan-${randomUUID()}`, [{ id: randomUUID(), type: 'ThingHappened', data: {} }], {
          expectedVersion: 'any',
          metadata: { actor: 'test', correlationId: randomUUID(), causationId: null },
        });
        expect(compareLogPositions(appended.lastPosition, head!)).toBeGreaterThan(0);
        expect(await readAfter(head, 500)).toEqual({ events: [], more: true });
        await open.query('COMMIT');
        const released = await readAfter(head, 500);
        expect(released.events.map((event) => event.position)).toEqual([appended.lastPosition]);
        expect(released.more).toBe(false);
      } finally {
        await open.end();
      }
    } finally {
      await store.close();
    }
  });
});
