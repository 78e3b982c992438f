import { randomUUID } from 'node:crypto';
import type { EventStore, RecordedEvent } from '@portal/contracts';
import { sql, type CommonQueryMethods, type DatabasePool } from 'slonik';
import { expect } from 'vitest';
import { z } from 'zod';
import type { Projector } from '../runner/projector';
import { startProjections } from '../runner/runner';

/**
 * A tiny read model for the runner's tests: every applied event is logged (to catch double
 * applies) and counted per type. `faults` makes `apply` fail on purpose, after writing its rows.
 */
export interface Faults {
  /** Throw once rows are written, when the batch holds an event of this type. */
  failOnType: string | null;
  /** Kill the transaction's own connection mid-batch (a crash), when the batch holds this type. */
  crashOnType: string | null;
}

export const countingProjector = (name: string, schema: string, faults: Faults = { failOnType: null, crashOnType: null }): Projector => ({
  name,
  schema,
  ddl: [
    'CREATE TABLE applied (event_id text NOT NULL, type text NOT NULL, commit_id bigint NOT NULL, seq bigint NOT NULL)',
    'CREATE TABLE counts (type text PRIMARY KEY, n integer NOT NULL)',
  ],
  apply: async (tx, events: readonly RecordedEvent[]) => {
    await tx.query(sql.unsafe`
      INSERT INTO applied (event_id, type, commit_id, seq)
      SELECT * FROM ${sql.unnest(
        events.map((event) => [event.id, event.type, event.position.commit.toString(), event.position.prepare.toString()]),
        ['text', 'text', 'int8', 'int8'],
      )}`);
    await tx.query(sql.unsafe`
      INSERT INTO counts (type, n)
      SELECT type, count(*) FROM unnest(${sql.array(
        events.map((event) => event.type),
        'text',
      )}) AS t(type) GROUP BY type
      ON CONFLICT (type) DO UPDATE SET n = counts.n + excluded.n`);
    const types = new Set(events.map((event) => event.type));
    if (faults.crashOnType && types.has(faults.crashOnType)) {
      await tx.query(sql.unsafe`SELECT pg_terminate_backend(pg_backend_pid())`);
    }
    if (faults.failOnType && types.has(faults.failOnType)) throw new Error(`apply failed on ${faults.failOnType} (on purpose)`);
  },
});

const appliedRow = z.object({ event_id: z.string(), type: z.string(), commit_id: z.coerce.bigint(), seq: z.coerce.bigint() });
const countRow = z.object({ type: z.string(), n: z.number() });

/** The read model's full contents, in a stable order, for comparisons. */
export const readCountingModel = async (db: CommonQueryMethods, schema: string) => {
  const applied = await db.any(
    sql.unsafe`SELECT event_id, type, commit_id, seq FROM ${sql.identifier([schema, 'applied'])} ORDER BY commit_id, seq`,
  );
  const counts = await db.any(sql.unsafe`SELECT type, n FROM ${sql.identifier([schema, 'counts'])} ORDER BY type`);
  return { applied: applied.map((row) => appliedRow.parse(row)), counts: counts.map((row) => countRow.parse(row)) };
};

const metadata = { actor: 'test', correlationId: 'test', causationId: null };

/** Appends `count` events of the given types (cycled), `perAppend` at a time; returns the last position. */
export const appendEvents = async (store: EventStore, count: number, options: { types?: readonly string[]; perAppend?: number } = {}) => {
  const types = options.types ?? ['Alpha', 'Beta', 'Gamma'];
  const perAppend = options.perAppend ?? 1;
  let last = null;
  for (let offset = 0; offset < count; offset += perAppend) {
    const size = Math.min(perAppend, count - offset);
    const events = Array.from({ length: size }, (_, index) => ({
      id: randomUUID(),
      type: types[(offset + index) % types.length]!,
      data: { n: offset + index },
    }));
    last = (await store.append(`test-${randomUUID()}`, events, { expectedVersion: 0, metadata })).lastPosition;
  }
  return last;
};

/** Runs `projector` live until it has applied the whole of `store`'s log (within `timeoutMs`), then stops it. */
export const projectLiveToHead = async (pool: DatabasePool, store: EventStore, projector: Projector, timeoutMs = 5_000) => {
  const runner = await startProjections({ pool, store, projectors: [projector] });
  expect(await runner.waitFor((await store.headPosition())!, timeoutMs)).toBe(true);
  await runner.stop();
};

/** The store, but its first read from the start answers only `limit` events, as if the log ended there. */
export const withShortFirstRead = (store: EventStore, limit: number): EventStore => ({
  ...store,
  readAll: (options) => store.readAll(options.after === null ? { ...options, limit } : options),
});
