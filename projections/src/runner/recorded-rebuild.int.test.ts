import type { RecordedEvent } from '@portal/contracts';
import { sql } from 'slonik';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appendEvents, countingProjector, projectLiveToHead, readCountingModel, withShortFirstRead } from '../testing/counting-projector';
import { createInMemoryEventStore } from '../testing/in-memory-event-store';
import { databaseForFile } from '../testing/test-database';
import type { Projector } from './projector';
import { rebuildProjections } from './rebuild';
import { INTERRUPTED_MESSAGE, insertRun, migrateRebuildRuns, readLatestRun, readRun, tryLockRun, type RebuildRun } from './rebuild-runs';
import { RebuildRunInProgressError, startRecordedRebuild } from './recorded-rebuild';

const database = databaseForFile();

/** A projector whose batches wait, from the `after`-th on, until the test opens the gate. */
const gated = (projector: Projector, after: number) => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let batches = 0;
  const wrapped: Projector = {
    ...projector,
    apply: async (tx, events: readonly RecordedEvent[]) => {
      if (++batches > after) await opened;
      await projector.apply(tx, events);
    },
  };
  return { projector: wrapped, open };
};

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const storedState = async (id: string) =>
  z.string().parse(await database.pool.oneFirst(sql.unsafe`SELECT state FROM projections_admin.rebuild_runs WHERE id = ${id}`));

describe('startRecordedRebuild', () => {
  it('records a run: running with its progress while it rebuilds, then succeeded with the whole log counted', async () => {
    const store = createInMemoryEventStore();
    await appendEvents(store, 1_000, { perAppend: 100 });
    const { projector, open } = gated(countingProjector('recorded', 'rm_recorded'), 2);
    const { run, finished } = await startRecordedRebuild({
      pool: database.pool,
      store,
      projectors: [projector],
      batchSize: 100,
      countEvents: async () => store.all().length,
      startedBy: 'cli',
      progressIntervalMs: 10,
    });
    expect(run).toMatchObject({
      read_models: ['recorded'],
      state: 'running',
      started_by: 'cli',
      finished_at: null,
      error: null,
      swapping: null,
    });
    expect(run.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(run.started_at))).toBe(false);

    // Two pages applied, the third waits: the table shows the run going, whoever reads it.
    const going = await until(
      () => readLatestRun(database.pool),
      (latest) => latest !== null && latest.processed >= 200,
    );
    expect(going).toMatchObject({ id: run.id, state: 'running', total: 1_000, finished_at: null });
    open();

    const final = await finished;
    expect(final).toMatchObject({ id: run.id, state: 'succeeded', processed: 1_000, total: 1_000, swapping: null, error: null });
    expect(final.finished_at).not.toBeNull();
    expect(await readLatestRun(database.pool)).toEqual(final);
    expect((await readCountingModel(database.pool, 'rm_recorded')).applied).toHaveLength(1_000);
  });

  it('lets exactly one of several concurrent starts run; the others are refused', async () => {
    const store = createInMemoryEventStore();
    await appendEvents(store, 100, { perAppend: 50 });
    const { projector, open } = gated(countingProjector('contended', 'rm_contended'), 0);
    const starts = await Promise.allSettled(
      Array.from({ length: 5 }, () => startRecordedRebuild({ pool: database.pool, store, projectors: [projector], startedBy: 'admin' })),
    );
    open();
    const won = starts.filter((start) => start.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const start of starts) {
      if (start.status === 'rejected') expect(start.reason).toBeInstanceOf(RebuildRunInProgressError);
    }
    const final = await won[0]!.value.finished;
    expect(final.state).toBe('succeeded');
    // Once it is over, the next one may start.
    const next = await startRecordedRebuild({ pool: database.pool, store, projectors: [projector], startedBy: 'admin' });
    expect((await next.finished).state).toBe('succeeded');
  });

  it('is refused, and records nothing, while a projector is rebuilt without a record', async () => {
    const store = createInMemoryEventStore();
    await appendEvents(store, 100, { perAppend: 50 });
    const { projector, open } = gated(countingProjector('busy', 'rm_busy'), 0);
    const latestBefore = await readLatestRun(database.pool);
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const bare = rebuildProjections({ pool: database.pool, store, projectors: [projector], onLocked: async () => locked() });
    await isLocked;
    await expect(startRecordedRebuild({ pool: database.pool, store, projectors: [projector], startedBy: 'admin' })).rejects.toBeInstanceOf(
      RebuildRunInProgressError,
    );
    open();
    await bare;
    expect(await readLatestRun(database.pool)).toEqual(latestBefore);
  });

  it('records a failed rebuild with its error, and the live model stays as it was', async () => {
    const store = createInMemoryEventStore();
    await appendEvents(store, 100, { perAppend: 10, types: ['Alpha', 'Beta'] });
    const projector = countingProjector('broken', 'rm_broken', { failOnType: 'Beta', crashOnType: null });
    const { finished } = await startRecordedRebuild({ pool: database.pool, store, projectors: [projector], startedBy: 'admin' });
    const final = await finished;
    expect(final).toMatchObject({ state: 'failed', read_models: ['broken'], swapping: null });
    expect(final.error).toMatch(/apply failed on Beta/);
    expect(final.finished_at).not.toBeNull();
    expect(await storedState(final.id)).toBe('failed');
  });

  it('shows a run whose process died as failed, and marks it so when the next run starts', async () => {
    await migrateRebuildRuns(database.pool);
    const id = '00000000-0000-4000-8000-000000000001';
    // A process that holds the run lock, records its run, then dies (its connection is cut).
    let pid = 0;
    await database.pool
      .connect(async (connection) => {
        expect(await tryLockRun(connection)).toBe(true);
        await insertRun(connection, { id, readModels: ['investors'], startedBy: 'cli' });
        expect((await readRun(database.pool, id))?.state).toBe('running');
        pid = Number(await connection.oneFirst(sql.unsafe`SELECT pg_backend_pid()`));
        await database.pool.query(sql.unsafe`SELECT pg_terminate_backend(${pid})`);
        await connection.query(sql.unsafe`SELECT 1`);
      })
      .catch(() => undefined);
    expect(pid).not.toBe(0);

    const shown: RebuildRun | null = await until(
      () => readLatestRun(database.pool),
      (latest) => latest?.state === 'failed',
    );
    expect(shown).toMatchObject({ id, state: 'failed', error: INTERRUPTED_MESSAGE, swapping: null });
    expect(await storedState(id)).toBe('running');

    const store = createInMemoryEventStore();
    const { finished } = await startRecordedRebuild({
      pool: database.pool,
      store,
      projectors: [countingProjector('after', 'rm_after')],
      startedBy: 'cli',
    });
    expect((await finished).state).toBe('succeeded');
    expect(await storedState(id)).toBe('failed');
    expect((await readRun(database.pool, id))?.error).toBe(INTERRUPTED_MESSAGE);
  });

  it('records the progress of the tail caught up inside the swap transaction', async () => {
    // The live model is ahead of the replay's first (short) read: the tail is applied, and reported,
    // from inside the swap's transaction, whose async context must not leak into the progress writes.
    const store = createInMemoryEventStore();
    await appendEvents(store, 500, { perAppend: 10 });
    const projector = countingProjector('tailed', 'rm_tailed');
    await projectLiveToHead(database.pool, store, projector, 10_000);
    const shortFirstRead = withShortFirstRead(store, 50);
    const recordErrors: unknown[] = [];
    const swaps: string[] = [];
    const { finished } = await startRecordedRebuild({
      pool: database.pool,
      store: shortFirstRead,
      projectors: [projector],
      batchSize: 100,
      startedBy: 'cli',
      progressIntervalMs: 0,
      onProgress: (progress) => progress.projector && swaps.push(progress.projector),
      onRecordError: (error) => recordErrors.push(error),
    });
    expect(await finished).toMatchObject({ state: 'succeeded', processed: 500 });
    expect(swaps.length).toBeGreaterThan(1);
    expect(recordErrors).toEqual([]);
  });
});
