import { randomUUID } from 'node:crypto';
import {
  type AppendOptions,
  type AppendResult,
  EventIdConflictError,
  type EventStore,
  type NewEvent,
  type ReadAllOptions,
  type RecordedEvent,
  type StreamAppend,
  WrongExpectedVersionError,
} from '@portal/contracts';
import pg from 'pg';
import { openSubscriptions } from '../open-subscriptions';
import { appendGroups, type GroupOutcome } from './append-groups';
import {
  appendAtomicallyOutcomeQuery,
  appendAtomicallyQuery,
  appendEventsQuery,
  appendGroupQuery,
  appendOutcomeQuery,
  checkAppend,
  type GroupedAppend,
} from './append-queries';
import { createAppendNotifier, createNotificationListener } from './listener';
import { headPositionQuery, readAfterQuery, readAllQuery, readStreamQuery } from './queries';
import { toEventsAndMore, toLogPosition, toRecordedEvents } from './rows';
import { migratePostgresEventStore } from './schema';
import { sharedPerTurn, startPollingSubscription } from './subscription-loop';
import { logger } from '../../../shared/logger';

export interface PostgresEventStoreOptions {
  readonly connectionString: string;
  /** Connections for appends and reads (the listener has its own). Default 10. */
  readonly poolSize?: number;
  /** How often an idle subscription reads even without a notification. Default 500 ms. */
  readonly pollIntervalMs?: number;
}

// A lost race ends in a unique violation (same version or same id, after the winner committed) or,
// for batches sharing ids in another order, a deadlock: appendOutcome then tells what happened.
const RACE_CODES = new Set(['23505', '40P01']);
// Only 'any' appends racing on one stream retry; others are decided by the first outcome.
const MAX_ATTEMPTS = 100;
// Group commit (append-groups.ts): groups written at once, and the largest append that joins one.
// Measured with eight writers of single events (docs/architecture.md, Appends).
const GROUPS_IN_FLIGHT = 2;
const GROUPED_EVENTS = 10;

const isRace = (error: unknown) => error instanceof pg.DatabaseError && error.code !== undefined && RACE_CODES.has(error.code);

const toAppendResult = (version: unknown, transactionId: unknown, position: unknown): AppendResult => {
  const lastPosition = toLogPosition([transactionId, position]);
  if (typeof version !== 'number' || !lastPosition) throw new Error('event_store: unexpected append result');
  return { nextExpectedVersion: version, lastPosition };
};

/**
 * Why an append did not go through: its events are already recorded (an idempotent retry, or an id
 * conflict), the stream is at another version, or neither any more (retry).
 */
const appendOutcome = (rows: readonly unknown[][], streamName: string, count: number, options: AppendOptions) => {
  const current = rows[0]?.[0];
  if (typeof current !== 'number') throw new Error('event_store: unexpected append outcome');
  const existing = rows.filter((row) => row[1] !== null);
  if (existing.length > 0) {
    const conflict = existing.find((row) => row[2] !== true) ?? (existing.length < count ? existing[0] : undefined);
    if (conflict) return new EventIdConflictError(String(conflict[1]));
    const last = existing.reduce((a, b) => (Number(b[3]) > Number(a[3]) ? b : a));
    return toAppendResult(last[3], last[4], last[5]);
  }
  if (options.expectedVersion !== 'any' && options.expectedVersion !== current) {
    return new WrongExpectedVersionError(streamName, options.expectedVersion, current);
  }
  return 'retry' as const;
};

/** A connection pool's connections right now: in use, idle, and callers waiting for one. */
export interface PoolState {
  readonly inUse: number;
  readonly idle: number;
  readonly waiting: number;
}

/** The PostgreSQL event store, which also tells how its own pool stands (for the pool gauge: shared/runtime-metrics.ts). */
export type PostgresEventStore = EventStore & { readonly poolState: () => PoolState };

/**
 * The PostgreSQL adapter of the event store port. Owns its pool and listener connection; `close()`
 * ends both. Run `migratePostgresEventStore` first, or use `openPostgresEventStore`.
 *
 * `append` of an empty batch throws a RangeError (nothing to record, and no position to answer).
 */
export const createPostgresEventStore = (options: PostgresEventStoreOptions): PostgresEventStore => {
  const pollIntervalMs = options.pollIntervalMs ?? 500;
  // DateStyle ISO: recorded_at is read as text in that style (see queries.ts).
  const pool = new pg.Pool({ connectionString: options.connectionString, max: options.poolSize ?? 10, options: '-c DateStyle=ISO' });
  // An idle pooled connection that dies emits here; without a handler it would crash the process.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) logger.warn({ err: error }, 'event store: an idle connection failed');
  });
  // Names this store's own notifications, which its listener ignores (listener.ts).
  const sender = randomUUID();
  const listener = createNotificationListener(options.connectionString, sender);
  const notifier = createAppendNotifier(pool, sender);
  const subscriptions = openSubscriptions();

  /**
   * Runs an append's INSERT: the rows it returned, after waking the subscribers; undefined after a
   * lost race, and no row when a stream was elsewhere (the caller asks why). `insert`: the last row.
   */
  const insertAll = async (query: pg.QueryArrayConfig): Promise<unknown[][] | undefined> => {
    const rows: unknown[][] | undefined = await pool.query(query).then(
      (result) => result.rows,
      (error: unknown) => {
        if (isRace(error)) return undefined;
        throw error;
      },
    );
    if (rows && rows.length > 0) {
      listener.wakeAll();
      notifier.notify();
    }
    return rows;
  };
  const insert = async (query: pg.QueryArrayConfig) => (await insertAll(query))?.at(-1);

  const appendAlone = async ({ streamName, events, options: appendOptions }: GroupedAppend): Promise<AppendResult> => {
    const query = appendEventsQuery(streamName, events, appendOptions);
    for (let attempt = 1; ; attempt++) {
      const last = await insert(query);
      if (last) return toAppendResult(last[0], last[1], last[2]);
      const outcome = appendOutcome(
        (await pool.query(appendOutcomeQuery(streamName, events))).rows,
        streamName,
        events.length,
        appendOptions,
      );
      if (outcome instanceof Error) throw outcome;
      if (outcome !== 'retry') return outcome;
      if (attempt >= MAX_ATTEMPTS) throw new Error(`append to ${streamName}: gave up after ${attempt} concurrent attempts`);
    }
  };

  const appendTogether = async (group: readonly GroupedAppend[]): Promise<GroupOutcome | undefined> => {
    const rows = await insertAll(appendGroupQuery(group));
    if (!rows) return undefined;
    // Each stream's row of its highest version: its append's last event.
    const last = new Map<unknown, unknown[]>();
    for (const row of rows) {
      const kept = last.get(row[0]);
      if (!kept || Number(row[1]) > Number(kept[1])) last.set(row[0], row);
    }
    return group.map((part) => {
      const row = last.get(part.streamName);
      return row ? toAppendResult(row[1], row[2], row[3]) : undefined;
    });
  };

  const appendInGroups = appendGroups({ alone: appendAlone, together: appendTogether, inFlight: GROUPS_IN_FLIGHT, maxEvents: 1_000 });

  const append = async (streamName: string, events: readonly NewEvent[], appendOptions: AppendOptions): Promise<AppendResult> => {
    checkAppend(streamName, events, appendOptions); // throws now, before any I/O, on a bad append
    const grouped = { streamName, events, options: appendOptions };
    // A copy of another log keeps each event's time: such appends are rare and go alone. So do large
    // ones: a statement of many rows gains little from a group and would hold the others back.
    if (events.length > GROUPED_EVENTS || events.some((event) => event.recordedAt !== undefined)) return appendAlone(grouped);
    return appendInGroups(grouped);
  };

  const appendAtomically = async (appends: readonly StreamAppend[]) => {
    const query = appendAtomicallyQuery(appends);
    const expected = new Map<string, number>();
    for (const part of appends) if (!expected.has(part.streamName)) expected.set(part.streamName, part.expectedVersion);
    for (let attempt = 1; ; attempt++) {
      const last = await insert(query);
      if (last) return { lastPosition: toAppendResult(0, last[0], last[1]).lastPosition };
      const outcome = (await pool.query(appendAtomicallyOutcomeQuery(appends))).rows;
      for (const [streamName, version] of outcome) {
        const wanted = expected.get(String(streamName));
        if (wanted !== undefined && wanted !== version) throw new WrongExpectedVersionError(String(streamName), wanted, Number(version));
      }
      // Every stream where it was expected, but an id is recorded already (a retry is the caller's to find first).
      const recorded = outcome.find((row) => row[2] !== null);
      if (recorded) throw new EventIdConflictError(String(recorded[2]));
      if (attempt >= MAX_ATTEMPTS) throw new Error(`atomic append: gave up after ${attempt} concurrent attempts`);
    }
  };

  const readAll = async ({ after, limit }: ReadAllOptions): Promise<RecordedEvent[]> => {
    if (!(Number.isSafeInteger(limit) && limit > 0)) throw new RangeError(`readAll: bad limit ${limit}`);
    const { rows } = await pool.query(readAllQuery(after, limit));
    return toRecordedEvents(rows);
  };

  // An append wakes every subscription at once and, in step, they all ask for the same page: one read serves them.
  const readAfter = sharedPerTurn(({ after, limit }: ReadAllOptions) =>
    pool.query(readAfterQuery(after, limit)).then(({ rows }) => toEventsAndMore(rows, after)),
  );

  return {
    append,
    appendAtomically,
    readAll,
    readStream: async (streamName) => toRecordedEvents((await pool.query(readStreamQuery(streamName))).rows),
    headPosition: async () => toLogPosition((await pool.query(headPositionQuery)).rows[0]),
    poolState: () => ({ inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    subscribe: (subscribeOptions) =>
      subscriptions.track(
        startPollingSubscription(
          {
            readAfter,
            wakeups: listener,
            pollIntervalMs,
          },
          subscribeOptions,
        ),
      ),
    close: async () => {
      closing = true;
      // Subscriptions left running would otherwise fail on the ended pool and report an error.
      await subscriptions.stopAll();
      await listener.close();
      await notifier.settle();
      await pool.end();
    },
  };
};

/** Migrates (idempotent) and then opens the store. */
export const openPostgresEventStore = async (options: PostgresEventStoreOptions): Promise<EventStore> => {
  await migratePostgresEventStore(options.connectionString);
  return createPostgresEventStore(options);
};
