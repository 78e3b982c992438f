import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'slonik';
import { describe, expect, it } from 'vitest';
import { appendEvents, countingProjector, projectLiveToHead, readCountingModel, withShortFirstRead } from '../testing/counting-projector';
import { createInMemoryEventStore } from '../testing/in-memory-event-store';
import { databaseForFile } from '../testing/test-database';
import { type RebuildProgress, rebuildProjections } from './rebuild';
import { readCheckpoint } from './checkpoint';
import { startProjections } from './runner';

const database = databaseForFile();

const schemasLike = (prefix: string) =>
  database.pool.anyFirst(sql.unsafe`SELECT nspname FROM pg_namespace WHERE nspname LIKE ${`${prefix}%`} ORDER BY nspname`);

describe('rebuildProjections', () => {
  it('replays into fresh tables and swaps them in while the live ones keep answering', async () => {
    const store = createInMemoryEventStore({ pollIntervalMs: 10 });
    // Same logic in two schemas: `rm_rebuilt` is rebuilt, `rm_reference` is only ever built live.
    const rebuilt = countingProjector('rebuilt', 'rm_rebuilt');
    const reference = countingProjector('reference', 'rm_reference');
    await appendEvents(store, 10_000, { perAppend: 100, types: ['Alpha', 'Beta', 'Gamma', 'Delta'] });
    const runner = await startProjections({ pool: database.pool, store, projectors: [rebuilt, reference], batchSize: 2_000 });
    expect(await runner.waitFor((await store.headPosition())!, 10_000)).toBe(true);

    // A leftover from an interrupted rebuild must not get in the way.
    await database.pool.query(sql.unsafe`CREATE SCHEMA rm_rebuilt__rebuild`);
    await database.pool.query(sql.unsafe`CREATE TABLE rm_rebuilt__rebuild.junk (x int)`);

    // Readers of the live tables and writers of the log, both busy during the rebuild.
    let busy = true;
    let answered = 0;
    const readErrors: unknown[] = [];
    const reading = (async () => {
      while (busy) {
        await database.pool.oneFirst(sql.unsafe`SELECT coalesce(sum(n), 0)::int FROM rm_rebuilt.counts`).then(
          () => answered++,
          (error: unknown) => readErrors.push(error),
        );
      }
    })();
    const writing = (async () => {
      while (busy) {
        await appendEvents(store, 10, { perAppend: 5, types: ['Epsilon', 'Alpha'] });
        await sleep(5); // the in-memory store never waits on I/O: without this the loop starves the others
      }
    })();

    const progress: RebuildProgress[] = [];
    const result = await rebuildProjections({
      pool: database.pool,
      store,
      projectors: [rebuilt],
      batchSize: 1_000,
      countEvents: async () => store.all().length,
      onProgress: (update) => progress.push(update),
    });
    await appendEvents(store, 30);
    busy = false;
    await Promise.all([reading, writing]);

    expect(readErrors).toEqual([]);
    expect(answered).toBeGreaterThan(0);
    expect(result.processed).toBeGreaterThanOrEqual(10_000);
    expect(progress.at(-1)?.processed).toBe(result.processed);
    expect(progress.some((update) => update.total !== null && update.total >= 10_000)).toBe(true);
    expect(await schemasLike('rm_rebuilt')).toEqual(['rm_rebuilt']);

    // The live runner carries on from the swapped-in checkpoint: nothing lost, nothing repeated.
    expect(await runner.waitFor((await store.headPosition())!, 10_000)).toBe(true);
    await runner.stop();
    const model = await readCountingModel(database.pool, 'rm_rebuilt');
    expect(model).toEqual(await readCountingModel(database.pool, 'rm_reference'));
    expect(model.applied).toHaveLength(store.all().length);
  });

  it('rebuilds several projectors from one read of the log, without a live runner', async () => {
    const store = createInMemoryEventStore();
    await appendEvents(store, 5_000, { perAppend: 50 });
    const projectors = [countingProjector('one', 'rm_one'), countingProjector('two', 'rm_two')];
    let reads = 0;
    const counted = { ...store, readAll: (options: Parameters<typeof store.readAll>[0]) => (reads++, store.readAll(options)) };
    const result = await rebuildProjections({ pool: database.pool, store: counted, projectors, batchSize: 1_000 });
    expect(result.processed).toBe(5_000);
    // 5 full pages and the empty one ending the replay; no live checkpoint to catch up with.
    expect(reads).toBe(6);
    for (const schema of ['rm_one', 'rm_two']) {
      const { applied } = await readCountingModel(database.pool, schema);
      expect(applied.map((row) => row.event_id)).toEqual(store.all().map((event) => event.id));
    }
  });

  it('makes the read indexes once the log is replayed, not row by row during it, and swaps them in with the tables', async () => {
    const store = createInMemoryEventStore();
    await appendEvents(store, 3_000, { perAppend: 50 });
    const indexesOf = (schema: string, db: Pick<typeof database.pool, 'anyFirst'> = database.pool) =>
      db.anyFirst(
        sql.unsafe`SELECT indexname FROM pg_indexes WHERE schemaname = ${schema} AND indexname LIKE 'applied_by_%' ORDER BY indexname`,
      );
    const base = countingProjector('indexed', 'rm_indexed');
    const seenDuringReplay: string[][] = [];
    const projector = {
      ...base,
      readIndexes: ['CREATE INDEX applied_by_type ON applied (type, seq)', 'CREATE INDEX applied_by_id ON applied (event_id)'],
      apply: async (...[tx, events]: Parameters<typeof base.apply>) => {
        seenDuringReplay.push([...(await indexesOf('rm_indexed__rebuild', tx))]);
        await base.apply(tx, events);
      },
    };
    // A second read model's indexes are built beside the first's (several at once).
    const another = {
      ...countingProjector('indexed-too', 'rm_indexed_too'),
      readIndexes: ['CREATE INDEX applied_by_seq ON applied (seq)'],
    };
    await rebuildProjections({ pool: database.pool, store, projectors: [projector, another], batchSize: 1_000 });
    expect(seenDuringReplay).toHaveLength(3);
    expect(seenDuringReplay.flat()).toEqual([]);
    expect(await indexesOf('rm_indexed')).toEqual(['applied_by_id', 'applied_by_type']);
    expect(await indexesOf('rm_indexed_too')).toEqual(['applied_by_seq']);
    expect((await readCountingModel(database.pool, 'rm_indexed')).applied).toHaveLength(3_000);
  });

  it('catches the rebuilt tables up to the live checkpoint before swapping them in', async () => {
    const store = createInMemoryEventStore();
    await appendEvents(store, 1_000, { perAppend: 10 });
    const projector = countingProjector('ahead', 'rm_ahead');
    await projectLiveToHead(database.pool, store, projector);
    const live = await readCountingModel(database.pool, 'rm_ahead');
    // The replay's first read comes back short, as if the log ended there: the swap must go on.
    const shortFirstRead = withShortFirstRead(store, 100);
    const result = await rebuildProjections({ pool: database.pool, store: shortFirstRead, projectors: [projector], batchSize: 300 });
    expect(result.processed).toBe(1_000);
    expect(await readCountingModel(database.pool, 'rm_ahead')).toEqual(live);
  });

  it('after the log moved to another store, swaps in the model of the new log only when told the checkpoints are of the old one', async () => {
    const oldLog = createInMemoryEventStore();
    await appendEvents(oldLog, 1_000, { perAppend: 10 });
    const projector = countingProjector('moved', 'rm_moved');
    await projectLiveToHead(database.pool, oldLog, projector);
    // The new store's positions are not comparable with the old ones (here: all below them).
    const newLog = createInMemoryEventStore();
    await appendEvents(newLog, 300, { perAppend: 10 });
    const before = await readCountingModel(database.pool, 'rm_moved');
    await expect(rebuildProjections({ pool: database.pool, store: newLog, projectors: [projector] })).rejects.toThrow(
      /the log ends before the live checkpoint/,
    );
    expect(await readCountingModel(database.pool, 'rm_moved')).toEqual(before);

    const result = await rebuildProjections({ pool: database.pool, store: newLog, projectors: [projector], batchSize: 64, newLog: true });
    expect(result.processed).toBe(300);
    const moved = await readCountingModel(database.pool, 'rm_moved');
    expect(moved.applied.map((row) => row.event_id)).toEqual(
      (await newLog.readAll({ after: null, limit: 1_000 })).map((event) => event.id),
    );
    expect(await readCheckpoint(database.pool, 'rm_moved')).toEqual(await newLog.headPosition());
  });

  it('leaves the live model untouched and cleans up when a projector fails during the rebuild', async () => {
    const store = createInMemoryEventStore();
    const faults = { failOnType: null as string | null, crashOnType: null };
    const projector = countingProjector('fragile', 'rm_fragile', faults);
    await appendEvents(store, 100, { perAppend: 10 });
    await projectLiveToHead(database.pool, store, projector);
    const before = await readCountingModel(database.pool, 'rm_fragile');

    faults.failOnType = 'Beta';
    await expect(rebuildProjections({ pool: database.pool, store, projectors: [projector] })).rejects.toThrow(/on purpose/);
    expect(await readCountingModel(database.pool, 'rm_fragile')).toEqual(before);
    expect(await schemasLike('rm_fragile')).toEqual(['rm_fragile']);
  });

  it('swaps in while readers in transactions hold the live tables, whatever order they read them in', async () => {
    const store = createInMemoryEventStore();
    await appendEvents(store, 2_000, { perAppend: 100 });
    const projector = countingProjector('held', 'rm_held');
    await rebuildProjections({ pool: database.pool, store, projectors: [projector] });
    // Each reader reads one table, waits a moment, then the other, in one transaction: dropping the
    // retired tables inside the swap deadlocked with them (one side aborted).
    const [applied, counts] = [sql.unsafe`SELECT count(*) FROM rm_held.applied`, sql.unsafe`SELECT count(*) FROM rm_held.counts`];
    let busy = true;
    let answered = 0;
    const readErrors: string[] = [];
    const readers = Array.from({ length: 6 }, async (_, reader) => {
      while (busy) {
        await database.pool
          .transaction(async (tx) => {
            await tx.query(reader % 2 === 0 ? applied : counts);
            await tx.query(sql.unsafe`SELECT pg_sleep(0.005)`);
            await tx.query(reader % 2 === 0 ? counts : applied);
          })
          .then(
            () => answered++,
            async (error: unknown) => {
              if (readErrors.length < 10) readErrors.push(String(error));
              await sleep(5);
            },
          );
      }
    });
    try {
      for (let swap = 0; swap < 5; swap++) await rebuildProjections({ pool: database.pool, store, projectors: [projector] });
    } finally {
      busy = false;
      await Promise.all(readers);
    }
    expect(readErrors).toEqual([]);
    expect(answered).toBeGreaterThan(0);
    expect(await schemasLike('rm_held')).toEqual(['rm_held']);
    expect((await readCountingModel(database.pool, 'rm_held')).applied).toHaveLength(2_000);
  });

  it('drops retired tables an interrupted rebuild left behind', async () => {
    const store = createInMemoryEventStore();
    await appendEvents(store, 10);
    const projector = countingProjector('leftover', 'rm_leftover');
    await database.pool.query(sql.unsafe`CREATE SCHEMA rm_leftover__old`);
    await database.pool.query(sql.unsafe`CREATE TABLE rm_leftover__old.applied (x int)`);
    await rebuildProjections({ pool: database.pool, store, projectors: [projector] });
    expect(await schemasLike('rm_leftover')).toEqual(['rm_leftover']);
  });
});
