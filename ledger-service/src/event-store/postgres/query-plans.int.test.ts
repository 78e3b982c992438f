import { randomUUID } from 'node:crypto';
import { compareLogPositions } from '@portal/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@portal/projections/testing';
import { createPostgresEventStore, migratePostgresEventStore } from './index';
import { eventsAfterQuery, headPositionQuery, readAllQuery } from './queries';

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
      const statements = { readAll: readAllQuery(head, 500), headPosition: headPositionQuery, eventsAfter: eventsAfterQuery(head) };
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

  it('tell whether events lie after a position', async () => {
    const store = createPostgresEventStore({ connectionString: database.url });
    try {
      const after = async (position: Parameters<typeof eventsAfterQuery>[0]) =>
        (await client.query(eventsAfterQuery(position))).rows[0]?.[0] as unknown;
      const [first] = await store.readAll({ after: null, limit: 1 });
      const head = await store.headPosition();
      expect(await after(null)).toBe(true);
      expect(await after(first!.position)).toBe(true);
      expect(await after(head)).toBe(false);
      const appended = await store.append(`plan-${randomUUID()}`, [{ id: randomUUID(), type: 'ThingHappened', data: {} }], {
        expectedVersion: 'any',
        metadata: { actor: 'test', correlationId: randomUUID(), causationId: null },
      });
      expect(compareLogPositions(appended.lastPosition, head!)).toBeGreaterThan(0);
      expect(await after(head)).toBe(true);
    } finally {
      await store.close();
    }
  });
});
