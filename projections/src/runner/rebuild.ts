import type { EventStore, LogPosition, RecordedEvent } from '@portal/contracts';
import { sql, type DatabasePool } from 'slonik';
import { CHECKPOINTS_CHANNEL, swapAnnouncementOf } from './announcements';
import { applyToSchema, isAtOrAfter, readCheckpoint } from './checkpoint';
import type { Projector } from './projector';
import {
  createProjectorTables,
  createReadIndexes,
  ensureProjectorSchema,
  lockProjector,
  rebuildSchemaName,
  retiredSchemaName,
  tryLockRebuild,
  unlockRebuild,
} from './schema';

export interface RebuildProgress {
  /** Set while one projector's tail is applied and swapped in; absent during the shared replay. */
  readonly projector?: string;
  /** Events replayed so far (each read once, whatever the number of projectors). */
  readonly processed: number;
  /** Events expected in all, when `countEvents` was given (the log may grow meanwhile). */
  readonly total: number | null;
  readonly eventsPerSecond: number;
}

export interface RebuildOptions {
  readonly pool: DatabasePool;
  readonly store: EventStore;
  /** All read models or a subset. */
  readonly projectors: readonly Projector[];
  /** Events per read and per transaction. Default 10,000. */
  readonly batchSize?: number;
  /** The size of the log, for progress (e.g. a count or an estimate from the store's table). */
  readonly countEvents?: () => Promise<number>;
  readonly onProgress?: (progress: RebuildProgress) => void;
  /**
   * Awaited once the rebuild holds its locks, before it touches any table: from here on no other
   * rebuild of these projectors can start (e.g. to record the run, or to answer the caller).
   */
  readonly onLocked?: () => Promise<void>;
  /**
   * The live checkpoints are positions in another log: the event log was moved to another store
   * (`npm run migrate:esdb`). They mean nothing in this one, so the rebuilt models are swapped in as
   * replayed, to the end of the log, without catching up to them. Only while nothing writes.
   */
  readonly newLog?: boolean;
}

/** Another rebuild of one of the projectors holds its lock (in this process or another). */
export class RebuildAlreadyRunningError extends Error {
  constructor(readonly projector: string) {
    super(`A rebuild of ${projector} is already running`);
    this.name = 'RebuildAlreadyRunningError';
  }
}

export interface RebuildResult {
  readonly processed: number;
  readonly seconds: number;
  readonly eventsPerSecond: number;
}

const dropRebuildSchema = (pool: DatabasePool, projector: Projector) =>
  pool.query(sql.unsafe`DROP SCHEMA IF EXISTS ${sql.identifier([rebuildSchemaName(projector.schema)])} CASCADE`);

/**
 * A fresh `<schema>__rebuild` with empty tables; leftovers of an interrupted rebuild (its unfinished
 * tables, or retired ones it had no time to drop) are dropped first.
 */
const prepareRebuildSchema = (pool: DatabasePool, projector: Projector) =>
  pool.transaction(async (tx) => {
    await tx.query(sql.unsafe`DROP SCHEMA IF EXISTS ${sql.identifier([retiredSchemaName(projector.schema)])} CASCADE`);
    await tx.query(sql.unsafe`DROP SCHEMA IF EXISTS ${sql.identifier([rebuildSchemaName(projector.schema)])} CASCADE`);
    await createProjectorTables(tx, projector, rebuildSchemaName(projector.schema), { readIndexes: 'later' });
  });

/**
 * Reads the log once and hands each page to every projector, in parallel transactions (one per
 * projector and page); the next page is read, and what the projectors can compute of it without
 * the database computed (`computeAhead`), while the current one is applied. Stops at the first
 * short page: chasing writers page by tiny page would never end, and the swap needs no more.
 */
const replay = async (options: RebuildOptions, onPage: (events: readonly RecordedEvent[]) => void): Promise<void> => {
  const { pool, store, projectors, batchSize = 10_000 } = options;
  const read = async (after: LogPosition | null) => {
    const page = await store.readAll({ after, limit: batchSize });
    for (const projector of projectors) projector.computeAhead?.(page);
    return page;
  };
  let page = await read(null);
  while (page.length > 0) {
    const events = page;
    const next = events.length === batchSize ? read(events.at(-1)!.position) : null;
    next?.catch(() => undefined); // awaited below; keeps a failed apply from leaving it unhandled
    await Promise.all(
      projectors.map((projector) => pool.transaction((tx) => applyToSchema(tx, projector, rebuildSchemaName(projector.schema), events))),
    );
    onPage(events);
    if (!next) return;
    page = await next;
  }
};

/**
 * Swaps the rebuilt schema in, in one transaction holding the projector's lock, so the live runner
 * pauses and readers never see a half-built model. First the rebuilt tables catch up with the live
 * checkpoint (read under the lock, so it cannot move): the live runner then resumes at its own
 * position and drops whatever the new checkpoint already covers. Going no further than the live
 * checkpoint keeps the lock short even while writers keep appending; the runner applies the rest.
 * The swap itself only renames schemas, which takes no lock a reader holds or waits for; the retired
 * tables are dropped afterwards, in a transaction of their own. Dropping them inside the swap took
 * their exclusive locks one by one while holding the others, which deadlocked with a reader holding
 * one retired table and asking for another (seen with readers in transactions: the swap or the reader
 * was aborted), and kept the live projector waiting for the longest reader.
 */
const catchUpAndSwap = async (options: RebuildOptions, projector: Projector, onPage: (events: readonly RecordedEvent[]) => void) => {
  const { pool, store, batchSize = 10_000 } = options;
  const target = rebuildSchemaName(projector.schema);
  await pool.transaction(async (tx) => {
    await lockProjector(tx, projector.schema);
    const liveCheckpoint = options.newLog ? null : await readCheckpoint(tx, projector.schema);
    let position = await readCheckpoint(tx, target);
    while (liveCheckpoint !== null && !isAtOrAfter(position, liveCheckpoint)) {
      const page = await store.readAll({ after: position, limit: batchSize });
      // Swapping in a model behind the live one would make the runner skip the gap: refuse instead.
      if (page.length === 0) throw new Error(`Rebuild of ${projector.name}: the log ends before the live checkpoint`);
      position = await applyToSchema(tx, projector, target, page);
      onPage(page);
    }
    const live = sql.identifier([projector.schema]);
    const retired = sql.identifier([retiredSchemaName(projector.schema)]);
    await tx.query(sql.unsafe`ALTER SCHEMA ${live} RENAME TO ${retired}`);
    await tx.query(sql.unsafe`ALTER SCHEMA ${sql.identifier([target])} RENAME TO ${live}`);
    // Sent on commit, as the new tables become the live ones: every API process drops what it kept
    // from the old ones, whichever process rebuilt. Rare enough to hold the notify lock through a commit.
    await tx.query(sql.unsafe`SELECT pg_notify(${CHECKPOINTS_CHANNEL}, ${swapAnnouncementOf(projector.name)})`);
  });
  // Waits for the readers still on the retired tables; new reads already resolve to the swapped-in ones.
  await pool.query(sql.unsafe`DROP SCHEMA IF EXISTS ${sql.identifier([retiredSchemaName(projector.schema)])} CASCADE`);
};

/**
 * Replays the whole log into fresh tables for each projector and swaps them in when caught up, while
 * the live tables keep answering. Safe to run beside a live runner (in this process or another);
 * refuses to run twice at once for one projector. Needs a pool of at least two connections.
 */
export const rebuildProjections = async (options: RebuildOptions): Promise<RebuildResult> => {
  const { pool, projectors, onProgress } = options;
  const started = performance.now();
  const total = options.countEvents ? await options.countEvents() : null;
  let processed = 0;
  const progress = (projector?: string, finished = false) => {
    const seconds = (performance.now() - started) / 1000;
    const eventsPerSecond = seconds > 0 ? Math.round(processed / seconds) : 0;
    // Once finished, what was read is the whole log, whatever the estimate said.
    const known = finished ? processed : total;
    onProgress?.({ ...(projector === undefined ? {} : { projector }), processed, total: known, eventsPerSecond });
  };

  // The rebuild locks live on one held connection for the whole run (session locks).
  await pool.connect(async (connection) => {
    const locked: Projector[] = [];
    try {
      for (const projector of projectors) {
        if (!(await tryLockRebuild(connection, projector.schema))) {
          throw new RebuildAlreadyRunningError(projector.name);
        }
        locked.push(projector);
      }
      await options.onLocked?.();
      try {
        for (const projector of projectors) {
          await ensureProjectorSchema(pool, projector);
          await prepareRebuildSchema(pool, projector);
        }
        progress();
        await replay(options, (events) => {
          processed += events.length;
          progress();
        });
        // Before the swaps, outside the projectors' locks: the live runner carries on meanwhile.
        await createReadIndexes(
          pool,
          projectors.map((projector) => [projector, rebuildSchemaName(projector.schema)] as const),
        );
        // One at a time: each swap holds its projector's lock only for its own short tail. Tails all
        // start where the replay ended, so the longest one counts the events read after it.
        const replayed = processed;
        for (const projector of projectors) {
          let tail = 0;
          progress(projector.name);
          await catchUpAndSwap(options, projector, (events) => {
            tail += events.length;
            processed = Math.max(processed, replayed + tail);
            progress(projector.name);
          });
        }
      } catch (error) {
        await Promise.all(projectors.map((projector) => dropRebuildSchema(pool, projector).catch(() => undefined)));
        throw error;
      }
    } finally {
      for (const projector of locked) await unlockRebuild(connection, projector.schema).catch(() => undefined);
    }
  });

  progress(undefined, true);
  const seconds = (performance.now() - started) / 1000;
  return { processed, seconds, eventsPerSecond: seconds > 0 ? Math.round(processed / seconds) : 0 };
};
