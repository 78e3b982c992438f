import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { AppendOptions, EventStore, NewEvent, RecordedEvent } from '@portal/contracts';
import { createDatabasePool, type DatabasePool } from '@portal/projections';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInMemoryEventStore, type InMemoryEventStore } from '@portal/projections/testing';
import { createTestDatabase } from '@portal/projections/testing';
import { esdbEventStoreFromClient } from '../esdb';
import { createFakeEsdbClient } from '../../../testing/fake-esdb-client';
import { createPostgresEventStore, migratePostgresEventStore } from '../postgres';
import { copyEventLog, EventLogDivergedError, type CopyCheckpoint } from './copy-log';
import { copyTargetKey, createPostgresCopyCheckpoint, migrateCopyCheckpoints } from './postgres-checkpoint';
import { RESUME_HINT, runCopy, type RunCopyOptions } from '../../../cli/log-copy/run-copy';

let database: { url: string; drop: () => Promise<void> };
let pool: DatabasePool;
let source: EventStore;
let sourceLog: RecordedEvent[];

const streams = ['property-maple', 'property-oak', 'investor-ann', 'llc-one', 'expense-categories'];

/**
 * A log of 150 transactions of 1 to 4 events over five streams, each transaction with its own
 * metadata, written with times years in the past (straight into the table: the adapter stamps now())
 * so a copy that loses the original time shows.
 */
const writeSourceLog = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const versions = new Map<string, number>();
    for (let t = 0; t < 150; t++) {
      const stream = streams[(t * 7) % streams.length]!;
      const metadata = {
        actor: t % 3 === 0 ? 'system' : `admin-${t % 2}`,
        correlationId: randomUUID(),
        causationId: t % 2 === 0 ? randomUUID() : null,
      };
      const count = 1 + (t % 4);
      const values: unknown[] = [];
      const rows: string[] = [];
      for (let i = 0; i < count; i++) {
        const version = (versions.get(stream) ?? 0) + 1;
        versions.set(stream, version);
        const at = new Date(Date.UTC(2021, 0, 1) + t * 60_000 + i * 7).toISOString();
        const data = { amount: t * 100 + i, note: `entry ${t}.${i}`, nested: { list: [t, i, 'x'], flag: i % 2 === 0 } };
        const base = values.length;
        values.push(
          stream,
          version,
          randomUUID(),
          i % 2 === 0 ? 'IncomeRecorded' : 'ExpenseRecorded',
          JSON.stringify(data),
          JSON.stringify(metadata),
          at,
        );
        rows.push(
          `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5}::jsonb, $${base + 6}::jsonb, $${base + 7}::timestamptz)`,
        );
      }
      // One statement, one transaction: the events share a transaction id as an append's do.
      await client.query(
        `INSERT INTO event_store.events (stream_name, stream_version, event_id, type, data, metadata, recorded_at) VALUES ${rows.join(', ')}`,
        values,
      );
    }
  } finally {
    await client.end();
  }
};

const readWholeLog = async (store: EventStore) => {
  const all: RecordedEvent[] = [];
  for (;;) {
    const page = await store.readAll({ after: all.at(-1)?.position ?? null, limit: 1000 });
    if (page.length === 0) return all;
    all.push(...page);
  }
};

/** What a copy must keep of each event (positions are the target's own). */
const essence = (events: readonly RecordedEvent[]) =>
  events.map(({ id, type, data, metadata, streamName, streamVersion, recordedAt }) => ({
    id,
    type,
    data,
    metadata,
    streamName,
    streamVersion,
    recordedAt,
  }));

const freshCheckpoint = () => createPostgresCopyCheckpoint(pool, `memory://${randomUUID()}`);

/** A target that fails (like a lost connection) after `appends` successful appends. */
const failingAfter = (target: EventStore, appends: number): EventStore => {
  let left = appends;
  return {
    ...target,
    append: async (streamName: string, events: readonly NewEvent[], options: AppendOptions) => {
      if (left-- <= 0) throw new Error('connection lost');
      return target.append(streamName, events, options);
    },
  };
};

const expectExactCopy = (target: InMemoryEventStore) => {
  const copied = target.all();
  expect(new Set(copied.map((event) => event.id)).size).toBe(copied.length);
  expect(essence(copied)).toEqual(essence(sourceLog));
};

beforeAll(async () => {
  database = await createTestDatabase();
  await migratePostgresEventStore(database.url);
  await writeSourceLog(database.url);
  pool = await createDatabasePool(database.url, { maximumPoolSize: 4 });
  await migrateCopyCheckpoints(pool);
  await migrateCopyCheckpoints(pool);
  source = createPostgresEventStore({ connectionString: database.url });
  sourceLog = await readWholeLog(source);
});
afterAll(async () => {
  await source.close();
  await pool.end();
  await database.drop();
});

describe('copyEventLog from PostgreSQL', () => {
  it('the source log is several hundred events over several streams, with metadata and old times', () => {
    expect(sourceLog.length).toBeGreaterThan(300);
    expect(new Set(sourceLog.map((event) => event.streamName)).size).toBe(streams.length);
    expect(sourceLog[0]!.recordedAt).toBe('2021-01-01T00:00:00.000Z');
  });

  it('copies every event in log order with its id, type, data, metadata, time and stream version', async () => {
    const target = createInMemoryEventStore();
    const checkpoint = freshCheckpoint();
    const progress: number[] = [];
    const result = await copyEventLog({ source, target, checkpoint, batchSize: 50, onProgress: (p) => progress.push(p.copied) });

    expect(result).toEqual({ copied: sourceLog.length, copiedThisRun: sourceLog.length, completed: true, resumedFrom: null });
    expectExactCopy(target);
    expect(progress.at(-1)).toBe(sourceLog.length);
    expect(progress.slice(0, 3)).toEqual([50, 100, 150]);
    // Consecutive events of one transaction went in one append, as one transaction of the target.
    // (The second transaction is the log's 2nd and 3rd events.)
    const [first, second, third] = target.all();
    expect(second!.position.commit).toBe(third!.position.commit);
    expect(first!.position.commit).not.toBe(second!.position.commit);
    expect(await checkpoint.load()).toEqual({ position: sourceLog.at(-1)!.position, copied: sourceLog.length });

    // A second run starts after the checkpoint and finds nothing new.
    const again = await copyEventLog({ source, target, checkpoint, batchSize: 50 });
    expect(again).toMatchObject({ copied: sourceLog.length, copiedThisRun: 0, completed: true });
    expect(target.all()).toHaveLength(sourceLog.length);

    // Even from the beginning (checkpoint lost), every append is an idempotent no-op.
    await checkpoint.reset();
    const fromScratch = await copyEventLog({ source, target, checkpoint, batchSize: 64 });
    expect(fromScratch).toMatchObject({ copied: sourceLog.length, completed: true });
    expectExactCopy(target);
  });

  it('an interrupted copy resumes after its checkpoint and copies the rest exactly once, whatever the batch size', async () => {
    const target = createInMemoryEventStore();
    const checkpoint = freshCheckpoint();
    await expect(copyEventLog({ source, target: failingAfter(target, 43), checkpoint, batchSize: 50 })).rejects.toThrow('connection lost');
    const saved = await checkpoint.load();
    // Part of the failed batch got in; the checkpoint is at the last whole batch before it.
    expect(saved!.copied % 50).toBe(0);
    expect(target.all().length).toBeGreaterThan(saved!.copied);
    expect(target.all().length).toBeLessThan(sourceLog.length);

    // Pages now cut elsewhere, as after an upgrade that changed the batch size.
    const resumed = await copyEventLog({ source, target, checkpoint, batchSize: 64 });
    expect(resumed.resumedFrom).toEqual(saved);
    expect(resumed).toMatchObject({ copied: sourceLog.length, copiedThisRun: sourceLog.length - saved!.copied, completed: true });
    expectExactCopy(target);
  });

  it('a crash between an append and its checkpoint re-copies that batch harmlessly', async () => {
    const target = createInMemoryEventStore();
    const stored = freshCheckpoint();
    let saves = 0;
    const crashing: CopyCheckpoint = {
      load: stored.load,
      save: async (state) => {
        if (++saves === 3) throw new Error('crashed before the checkpoint');
        await stored.save(state);
      },
    };
    await expect(copyEventLog({ source, target, checkpoint: crashing, batchSize: 50 })).rejects.toThrow('crashed before the checkpoint');
    expect(target.all()).toHaveLength(150);
    expect((await stored.load())!.copied).toBe(100);

    await copyEventLog({ source, target, checkpoint: stored, batchSize: 50 });
    expectExactCopy(target);
  });

  it('an abort stops after the batch in hand with its checkpoint saved, and the next run finishes', async () => {
    const target = createInMemoryEventStore();
    const checkpoint = freshCheckpoint();
    const controller = new AbortController();
    const stopped = await copyEventLog({
      source,
      target,
      checkpoint,
      batchSize: 50,
      signal: controller.signal,
      onProgress: ({ copied }) => {
        if (copied >= 100) controller.abort();
      },
    });
    expect(stopped).toMatchObject({ copied: 100, copiedThisRun: 100, completed: false });
    expect(target.all()).toHaveLength(100);
    expect((await checkpoint.load())!.copied).toBe(100);

    const rest = await copyEventLog({ source, target, checkpoint, batchSize: 50 });
    expect(rest).toMatchObject({ copiedThisRun: sourceLog.length - 100, completed: true });
    expectExactCopy(target);
  });

  it('completes a transaction the target holds only the start of', async () => {
    const target = createInMemoryEventStore();
    const checkpoint = freshCheckpoint();
    const controller = new AbortController();
    // Pages of 7 cut the fourth transaction (4 events) after its first event.
    await copyEventLog({ source, target, checkpoint, batchSize: 7, signal: controller.signal, onProgress: () => controller.abort() });
    expect(target.all()).toHaveLength(7);
    expect(sourceLog[6]!.streamName).toBe(sourceLog[7]!.streamName);

    // From the beginning, that transaction is one append of which one event is already there.
    await checkpoint.reset();
    await copyEventLog({ source, target, checkpoint, batchSize: 50 });
    expectExactCopy(target);
  });

  it('refuses a target holding another event at a version the copy needs, overwriting nothing', async () => {
    const target = createInMemoryEventStore();
    const first = sourceLog.find((event) => event.streamName === 'property-oak')!;
    const stranger = { id: randomUUID(), type: 'PropertyAdded', data: { name: 'oak' } };
    await target.append('property-oak', [stranger], {
      expectedVersion: 0,
      metadata: { actor: 'someone', correlationId: randomUUID(), causationId: null },
    });

    const copy = copyEventLog({ source, target, checkpoint: freshCheckpoint(), batchSize: 50 });
    await expect(copy).rejects.toThrow(EventLogDivergedError);
    await expect(copy).rejects.toThrow(
      `The target has diverged from the source at property-oak version 1: the target holds ${stranger.id} (PropertyAdded) where the source has ${first.id} (${first.type})`,
    );
    expect((await target.readStream('property-oak')).map((event) => event.id)).toEqual([stranger.id]);
  });

  it('refuses a target whose stream is shorter than the copy expects, or that is empty though the checkpoint says otherwise', async () => {
    const target = createInMemoryEventStore();
    const checkpoint = freshCheckpoint();
    // A checkpoint claiming progress the target does not have (e.g. another EventStoreDB behind the same name).
    await target.append('elsewhere', [{ id: randomUUID(), type: 'Other', data: {} }], {
      expectedVersion: 0,
      metadata: { actor: 'x', correlationId: randomUUID(), causationId: null },
    });
    const middle = sourceLog[200]!;
    await checkpoint.save({ position: middle.position, copied: 201 });
    await expect(copyEventLog({ source, target, checkpoint, batchSize: 50 })).rejects.toThrow(
      /has diverged .*the target stream has 0 events where the source has \d+ before/,
    );
    await expect(copyEventLog({ source, target: createInMemoryEventStore(), checkpoint, batchSize: 50 })).rejects.toThrow(
      'The target has diverged from the source: it holds no events, yet the checkpoint says 201 were copied into it (emptied or replaced since).',
    );
  });
});

describe('copyEventLog into the EventStoreDB adapter (over its fake client: no server here)', () => {
  it('copies exactly, resumes across different page cuts, and keeps the original times', async () => {
    // The server's own events interleaved in $all, as on a real node.
    const target = esdbEventStoreFromClient(createFakeEsdbClient({ systemEventsEvery: 7 }));
    const checkpoint = freshCheckpoint();
    const controller = new AbortController();
    // Pages of 7 cut the fourth transaction: the resumed copy meets a partly copied batch.
    await copyEventLog({ source, target, checkpoint, batchSize: 7, signal: controller.signal, onProgress: () => controller.abort() });
    await checkpoint.reset();
    await expect(copyEventLog({ source, target: failingAfter(target, 60), checkpoint, batchSize: 50 })).rejects.toThrow('connection lost');
    const result = await copyEventLog({ source, target, checkpoint, batchSize: 64 });
    expect(result).toMatchObject({ copied: sourceLog.length, completed: true });
    expect(essence(await readWholeLog(target))).toEqual(essence(sourceLog));
    await target.close();
  });
});

describe('runCopy (npm run migrate:esdb)', () => {
  const run = async (target: EventStore, options: Partial<RunCopyOptions> & { targetUrl: string }) => {
    const lines: string[] = [];
    const result = await runCopy({
      source,
      sourceDb: pool,
      countEvents: async () => sourceLog.length,
      target,
      batchSize: 100,
      log: (line) => lines.push(line),
      progressStream: new PassThrough().resume(),
      ...options,
    });
    return { result, output: lines.join('\n') };
  };

  it('copies with its checkpoint in the source database, then says to switch and rebuild; a rerun resumes', async () => {
    const target = createInMemoryEventStore();
    const host = `node-${randomUUID()}:2113`;
    const first = await run(target, { targetUrl: `esdb://admin:s3cret@${host}?tls=true` });
    expect(first.result).toMatchObject({ copied: sourceLog.length, completed: true });
    expectExactCopy(target);
    expect(first.output).toContain(
      `Copying ${sourceLog.length} events from PostgreSQL into EventStoreDB at esdb://admin:***@${host}?tls=true.`,
    );
    expect(first.output).toMatch(
      new RegExp(`Copied ${sourceLog.length} events in [\\d.]+ s \\([\\d,]+ events/s\\); ${sourceLog.length} events in all`),
    );
    expect(first.output).toContain('set EVENT_STORE=esdb and ESDB_URL=');
    expect(first.output).toContain('run `npm run rebuild -- --new-log`');
    expect(first.output).not.toContain('s3cret');

    // Another password and options, same hosts: the same copy, already complete.
    const second = await run(target, { targetUrl: `esdb://admin:other@${host}?tls=true&tlsCAFile=/ca.crt` });
    expect(second.result).toMatchObject({ copied: sourceLog.length, copiedThisRun: 0, completed: true });
    expect(second.output).toContain(
      `Resuming the copy into EventStoreDB at esdb://admin:***@${host}?tls=true&tlsCAFile=/ca.crt: ${sourceLog.length} of ${sourceLog.length} events were copied before.`,
    );
    expect(target.all()).toHaveLength(sourceLog.length);
  });

  it('a target emptied since an earlier run is refused, and --from-start copies it all again', async () => {
    const targetUrl = `esdb://${randomUUID()}:2113`;
    await run(createInMemoryEventStore(), { targetUrl });
    const emptied = createInMemoryEventStore();
    await expect(run(emptied, { targetUrl })).rejects.toThrow(/has diverged[^]*start over with `npm run migrate:esdb -- --from-start`/);
    const { result, output } = await run(emptied, { targetUrl, fromStart: true });
    expect(output).toContain('Starting from the beginning of the log (--from-start)');
    expect(result).toMatchObject({ copied: sourceLog.length, copiedThisRun: sourceLog.length, completed: true });
    expectExactCopy(emptied);
  });

  it('after an interruption says the checkpoint is saved and how to resume', async () => {
    const target = createInMemoryEventStore();
    const controller = new AbortController();
    controller.abort();
    const { result, output } = await run(target, { targetUrl: `esdb://${randomUUID()}:2113`, signal: controller.signal });
    expect(result.completed).toBe(false);
    expect(output).toContain(`Stopped after 0 of ${sourceLog.length} events; the checkpoint is saved.`);
    expect(output).toContain(RESUME_HINT);
    expect(output).not.toContain('npm run rebuild');
  });

  it('fails with the cause and how to resume', async () => {
    const target = failingAfter(createInMemoryEventStore(), 10);
    await expect(run(target, { targetUrl: `esdb://${randomUUID()}:2113` })).rejects.toThrow(`connection lost\n${RESUME_HINT}`);
  });
});

describe('copyTargetKey', () => {
  it('names a target by its scheme and hosts, without credentials or options', () => {
    expect(copyTargetKey('esdb://admin:changeit@node1:2113,node2:2113,node3:2113?tls=true&tlsCAFile=/certs/ca.crt')).toBe(
      'esdb://node1:2113,node2:2113,node3:2113',
    );
    expect(copyTargetKey(' esdb://kurrentdb:2113?tls=false ')).toBe('esdb://kurrentdb:2113');
    expect(copyTargetKey('esdb+discover://cluster.example.com:2113/')).toBe('esdb+discover://cluster.example.com:2113');
  });
});
