import { isDeepStrictEqual } from 'node:util';
import {
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type AppendResult as EsdbAppendResult,
  BACKWARDS,
  type Direction,
  END,
  type EventData,
  EventStoreDBClient,
  excludeSystemEvents,
  type Filter,
  FORWARDS,
  type ReadPosition,
  type ReadRevision,
  type ResolvedEvent,
  START,
  StreamNotFoundError,
} from '@eventstore/db-client';
import type { AppendOptions, AppendResult, EventStore, LogPosition, NewEvent, RecordedEvent } from '@portal/contracts';
import { compareLogPositions, EventIdConflictError, WrongExpectedVersionError } from '@portal/contracts';
import { describeServer, toEsdbConnectionString } from './connection';
import { checkAppend, toEventData, toExpectedRevision, toLogPosition, toPortError, toRecordedEvent } from './mapping';
import { openSubscriptions } from '../open-subscriptions';
import { deliverInBatches, type EsdbSubscriptionSource } from './subscription';

/** The slice of `EventStoreDBClient` the adapter uses: tests hand it a fake of just this. */
export interface EsdbClient {
  appendToStream(streamName: string, events: EventData[], options: { expectedRevision: AppendExpectedRevision }): Promise<EsdbAppendResult>;
  readStream(streamName: string, options: { fromRevision: ReadRevision; maxCount?: number }): AsyncIterable<ResolvedEvent>;
  readAll(options: { fromPosition: ReadPosition; direction: Direction; maxCount: number }): AsyncIterable<AllStreamResolvedEvent>;
  subscribeToAll(options: { fromPosition: ReadPosition; filter: Filter }): EsdbSubscriptionSource;
  dispose(): Promise<void>;
}

export interface EsdbEventStoreOptions {
  /** `esdb://host:2113?tls=false` (or `kurrentdb://...`), as in ESDB_URL. */
  readonly connectionString: string;
}

// Pages of $all are at least this long: ESDB's own events between ours need not cost a call each.
const MIN_PAGE = 20;

const sameContent = (recorded: RecordedEvent, event: NewEvent) =>
  recorded.type === event.type && isDeepStrictEqual(recorded.data, JSON.parse(JSON.stringify(event.data)));

/**
 * The EventStoreDB (KurrentDB) adapter of the event store port, over a client it owns (close()
 * disposes it). What ESDB does differently from PostgreSQL, and how the adapter keeps the contract:
 * - ESDB answers an append whose ids are already at that place in the stream (a retry) with
 *   success, without comparing content: every append reads its events back by revision, which also
 *   gives the $all position of the last one (the append's own answer lacks it for a retry), and
 *   a differing type or data is an EventIdConflictError.
 * - ESDB checks event ids only within the stream appended to, and for `any` appends only against
 *   recently written ids: ids are not unique across streams (the contract suite skips those tests).
 * - Reads of $all start at the given position inclusive: the event at `after` is skipped. ESDB's
 *   own events ($-types such as stream metadata, or $-streams) are never returned.
 * - Positions on stream reads need EventStoreDB 22.6 or newer.
 */
export const esdbEventStoreFromClient = (client: EsdbClient): EventStore => {
  const subscriptions = openSubscriptions();

  /** `count` events of a stream from a revision (fewer where the stream ends). */
  const readRevisions = async (streamName: string, fromRevision: ReadRevision, maxCount?: number) => {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of client.readStream(streamName, { fromRevision, maxCount })) {
        const event = toRecordedEvent(resolved);
        if (event) events.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  };

  /**
   * The append's answer from the events recorded where it went: all ours with the same content
   * (appended now, or by an earlier attempt), or a conflict. `refusal` is set when ESDB refused the
   * expected version: the batch may still be there from an earlier attempt (a retry is done, not
   * refused), else the refusal stands.
   */
  const answer = (
    streamName: string,
    events: readonly NewEvent[],
    recorded: readonly RecordedEvent[],
    refusal?: WrongExpectedVersionError,
  ): AppendResult => {
    const found = events.map((event, i) => recorded[i]?.id === event.id.toLowerCase());
    if (!found.every(Boolean)) {
      if (!refusal) throw new Error(`append to ${streamName}: the events at the revisions EventStoreDB answered are not the ones appended`);
      const partly = events.find((_, i) => found[i]);
      throw partly ? new EventIdConflictError(partly.id) : refusal;
    }
    const changed = events.find((event, i) => !sameContent(recorded[i]!, event));
    if (changed) throw new EventIdConflictError(changed.id);
    const last = recorded[events.length - 1]!;
    return { nextExpectedVersion: last.streamVersion, lastPosition: last.position };
  };

  const append = async (
    streamName: string,
    events: readonly NewEvent[],
    { expectedVersion, metadata }: AppendOptions,
  ): Promise<AppendResult> => {
    checkAppend(streamName, events, expectedVersion);
    let lastRevision: bigint;
    try {
      const data = events.map((event) => toEventData(event, metadata));
      ({ nextExpectedRevision: lastRevision } = await client.appendToStream(streamName, data, {
        expectedRevision: toExpectedRevision(expectedVersion),
      }));
    } catch (error) {
      const refusal = toPortError(error, streamName, expectedVersion);
      if (!(refusal instanceof WrongExpectedVersionError) || expectedVersion === 'any') throw refusal;
      return answer(streamName, events, await readRevisions(streamName, BigInt(expectedVersion), events.length), refusal);
    }
    const firstRevision = lastRevision - BigInt(events.length - 1);
    return answer(streamName, events, await readRevisions(streamName, firstRevision, events.length));
  };

  /** One page of $all, read to its end: a read abandoned half-way would keep its call open. */
  const readAllPage = async (fromPosition: ReadPosition, direction: Direction, maxCount: number) => {
    const page: AllStreamResolvedEvent[] = [];
    for await (const resolved of client.readAll({ fromPosition, direction, maxCount })) page.push(resolved);
    return page;
  };

  /** Up to `wanted` of our events in $all strictly after `from` (before it, backwards), in that order. */
  const scanAll = async (direction: Direction, from: LogPosition | null, wanted: number): Promise<RecordedEvent[]> => {
    const found: RecordedEvent[] = [];
    const sign = direction === FORWARDS ? 1 : -1;
    let cursor = from;
    for (;;) {
      // fromPosition is inclusive: one more than still wanted, for the event at the cursor itself.
      const pageSize = Math.max(wanted - found.length + 1, MIN_PAGE);
      const page = await readAllPage(cursor ?? (direction === FORWARDS ? START : END), direction, pageSize);
      for (const resolved of page) {
        const position = toLogPosition(resolved.event?.position, 'an event of $all');
        if (cursor && compareLogPositions(position, cursor) * sign <= 0) continue;
        cursor = position;
        const event = toRecordedEvent(resolved);
        if (event) found.push(event);
        if (found.length === wanted) return found;
      }
      if (page.length < pageSize) return found;
    }
  };

  return {
    append,
    readStream: (streamName) => readRevisions(streamName, START),
    readAll: async ({ after, limit }) => {
      if (!(Number.isSafeInteger(limit) && limit > 0)) throw new RangeError(`readAll: bad limit ${limit}`);
      return scanAll(FORWARDS, after, limit);
    },
    headPosition: async () => (await scanAll(BACKWARDS, null, 1))[0]?.position ?? null,
    subscribe: (options) => {
      const source = client.subscribeToAll({ fromPosition: options.after ?? START, filter: excludeSystemEvents() });
      return subscriptions.track(deliverInBatches(source, options));
    },
    close: async () => {
      await subscriptions.stopAll();
      await client.dispose();
    },
  };
};

/** The adapter over a client of its own for the connection string (no I/O until first used). */
export const createEsdbEventStore = (options: EsdbEventStoreOptions): EventStore => {
  let client: EventStoreDBClient;
  try {
    client = EventStoreDBClient.connectionString(toEsdbConnectionString(options.connectionString));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`ESDB_URL is not an EventStoreDB connection string (${describeServer(options.connectionString)}): ${reason}`, {
      cause: error,
    });
  }
  return esdbEventStoreFromClient(client);
};

/**
 * Creates the store and asks the server for the head of the log, so a wrong or unreachable ESDB_URL
 * stops the start with a clear message instead of failing on the first request.
 */
export const openEsdbEventStore = async (options: EsdbEventStoreOptions & { readonly timeoutMs?: number }): Promise<EventStore> => {
  const store = createEsdbEventStore(options);
  const timeoutMs = options.timeoutMs ?? 5_000;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      store.headPosition(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return store;
  } catch (error) {
    await store.close().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`EventStoreDB at ${describeServer(options.connectionString)} (ESDB_URL) is not usable: ${reason}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
};
