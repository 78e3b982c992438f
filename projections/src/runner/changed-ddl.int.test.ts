import { sql } from 'slonik';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { appendEvents, countingProjector, readCountingModel } from '../testing/counting-projector';
import { createInMemoryEventStore } from '../testing/in-memory-event-store';
import { databaseForFile } from '../testing/test-database';
import type { Projector } from './projector';
import { startProjections } from './runner';
import { changedProjectors, ddlFingerprint } from './schema';

const database = databaseForFile();

/** The counting model as a later version would ship it: one more table. */
const withExtraTable = (projector: Projector): Projector => ({
  ...projector,
  ddl: [...projector.ddl, 'CREATE TABLE notes (note text NOT NULL)'],
});

const tablesOf = (schema: string) =>
  database.pool.anyFirst(
    sql.type(z.object({ table_name: z.string() }))`
      SELECT table_name FROM information_schema.tables WHERE table_schema = ${schema} ORDER BY table_name`,
  );

describe('a read model made by an earlier version of its projector', () => {
  it('is rebuilt from the log at start, into the tables of the new version, with every event once', async () => {
    const store = createInMemoryEventStore();
    const before = countingProjector('upgraded', 'rm_upgraded');
    const first = await startProjections({ pool: database.pool, store, projectors: [before], log: () => {} });
    const position = (await appendEvents(store, 25))!;
    expect(await first.waitFor(position, 5_000)).toBe(true);
    await first.stop();
    expect(await changedProjectors(database.pool, [before])).toEqual([]);

    const after = withExtraTable(before);
    expect(ddlFingerprint(after)).not.toBe(ddlFingerprint(before));
    expect((await changedProjectors(database.pool, [after])).map((projector) => projector.name)).toEqual(['upgraded']);
    const lines: string[] = [];
    const second = await startProjections({ pool: database.pool, store, projectors: [after], log: (line) => lines.push(line) });
    try {
      expect(await tablesOf('rm_upgraded')).toEqual(['applied', 'checkpoint', 'counts', 'notes']);
      const later = (await appendEvents(store, 5))!;
      expect(await second.waitFor(later, 5_000)).toBe(true);
      const { applied } = await readCountingModel(database.pool, 'rm_upgraded');
      expect(applied).toHaveLength(30);
      expect(new Set(applied.map((row) => row.event_id)).size).toBe(30);
      expect(lines[0]).toMatch(/rebuilding upgraded from the log/);
      expect(await changedProjectors(database.pool, [after])).toEqual([]);
    } finally {
      await second.stop();
    }
  });

  it('treats a schema made before schemas carried a fingerprint as changed', async () => {
    const projector = countingProjector('unmarked', 'rm_unmarked');
    const handle = await startProjections({
      pool: database.pool,
      store: createInMemoryEventStore(),
      projectors: [projector],
      log: () => {},
    });
    await handle.stop();
    await database.pool.query(sql.unsafe`COMMENT ON SCHEMA rm_unmarked IS NULL`);
    expect((await changedProjectors(database.pool, [projector])).map((changed) => changed.name)).toEqual(['unmarked']);
  });
});
