import {
  type AppendOptions,
  type AppendResult,
  compareLogPositions,
  EventIdConflictError,
  type EventMetadata,
  type EventStore,
  type LogPosition,
  type NewEvent,
  type ReadAllOptions,
  type RecordedEvent,
  type StreamAppend,
  type SubscribeOptions,
  type Subscription,
  WrongExpectedVersionError,
} from '@portal/contracts';

/**
 * An EventStore kept in memory, for tests of code built on the port (projection runner, ...).
 * Positions mimic the PostgreSQL adapter: `commit` is one number per append call (the transaction),
 * `prepare` the global sequence, so a batch shares a commit like a real transaction does.
 */
export interface InMemoryEventStore extends EventStore {
  /** Every recorded event in log order (a copy). */
  all(): RecordedEvent[];
}

const sameContent = (recorded: RecordedEvent, streamName: string, event: NewEvent) =>
  recorded.streamName === streamName && recorded.type === event.type && JSON.stringify(recorded.data) === JSON.stringify(event.data);

export const createInMemoryEventStore = (options: { pollIntervalMs?: number } = {}): InMemoryEventStore => {
  const pollIntervalMs = options.pollIntervalMs ?? 50;
  const log: RecordedEvent[] = [];
  const byId = new Map<string, RecordedEvent>();
  const streams = new Map<string, RecordedEvent[]>();
  // Subscribers waiting for new events: resolved on each append (like LISTEN/NOTIFY).
  let wakers: (() => void)[] = [];
  let transactions = 0n;
  // Bumped on every append: a subscriber that read nothing sleeps only if nothing came meanwhile.
  let appends = 0;

  const wakeAll = () => {
    const current = wakers;
    wakers = [];
    for (const wake of current) wake();
  };

  /** Index of the first event strictly after `after` (binary search: the log is sorted). */
  const firstIndexAfter = (after: LogPosition | null): number => {
    if (!after) return 0;
    let low = 0;
    let high = log.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareLogPositions(log[middle]!.position, after) <= 0) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  /** Records events at the end of their stream and the log, in the current transaction. */
  const recordAll = (streamName: string, events: readonly NewEvent[], metadata: EventMetadata, recordedAt: string) => {
    const stream = streams.get(streamName) ?? [];
    for (const event of events) {
      const recorded: RecordedEvent = {
        id: event.id,
        type: event.type,
        data: structuredClone(event.data),
        metadata,
        // A copied event keeps its original time (NewEvent.recordedAt), as the EventStoreDB adapter does.
        recordedAt: event.recordedAt === undefined ? recordedAt : new Date(event.recordedAt).toISOString(),
        streamName,
        streamVersion: stream.length + 1,
        position: { commit: transactions, prepare: BigInt(log.length + 1) },
      };
      log.push(recorded);
      stream.push(recorded);
      byId.set(recorded.id, recorded);
    }
    streams.set(streamName, stream);
  };

  const append = async (streamName: string, events: readonly NewEvent[], appendOptions: AppendOptions): Promise<AppendResult> => {
    if (events.length === 0) throw new RangeError('append needs at least one event');
    const stream = streams.get(streamName) ?? [];
    const recordedBefore = events.map((event) => byId.get(event.id));
    recordedBefore.forEach((previous, i) => {
      if (previous && !sameContent(previous, streamName, events[i]!)) throw new EventIdConflictError(events[i]!.id);
    });
    if (recordedBefore.every((previous) => previous !== undefined)) {
      // A repeated append of events already recorded: a no-op that returns the original result.
      const last = recordedBefore.at(-1)!;
      return { nextExpectedVersion: last.streamVersion, lastPosition: last.position };
    }
    const partial = recordedBefore.findIndex((previous) => previous !== undefined);
    if (partial !== -1) throw new EventIdConflictError(events[partial]!.id);
    const fresh = events;
    const { expectedVersion } = appendOptions;
    if (expectedVersion !== 'any' && expectedVersion !== stream.length) {
      throw new WrongExpectedVersionError(streamName, expectedVersion, stream.length);
    }
    transactions += 1n;
    recordAll(streamName, fresh, appendOptions.metadata, new Date().toISOString());
    appends += 1;
    wakeAll();
    const lastPosition = log.at(-1)?.position ?? { commit: 0n, prepare: 0n };
    return { nextExpectedVersion: streams.get(streamName)!.length, lastPosition };
  };

  /** Checks every part first (versions, ids), then records them all as one transaction. */
  const appendAtomically = async (parts: readonly StreamAppend[]) => {
    const next = new Map<string, number>();
    const ids = new Set<string>();
    for (const { streamName, events, expectedVersion } of parts) {
      if (events.length === 0) throw new RangeError('append needs at least one event');
      const current = next.get(streamName) ?? streams.get(streamName)?.length ?? 0;
      if (next.has(streamName) && current !== expectedVersion) throw new RangeError(`append to ${streamName}: parts out of order`);
      if (current !== expectedVersion) throw new WrongExpectedVersionError(streamName, expectedVersion, current);
      for (const event of events) {
        if (byId.has(event.id)) throw new EventIdConflictError(event.id);
        if (ids.has(event.id)) throw new RangeError('append: the same event id twice in one batch');
        ids.add(event.id);
      }
      next.set(streamName, expectedVersion + events.length);
    }
    transactions += 1n;
    const recordedAt = new Date().toISOString();
    for (const { streamName, events, metadata } of parts) recordAll(streamName, events, metadata, recordedAt);
    appends += 1;
    wakeAll();
    return { lastPosition: log.at(-1)!.position };
  };

  const readAll = async ({ after, limit }: ReadAllOptions): Promise<RecordedEvent[]> => {
    const start = firstIndexAfter(after);
    return log.slice(start, start + limit);
  };

  const subscribe = ({ after, batchSize = 500, onEvents, onError }: SubscribeOptions): Subscription => {
    let stopped = false;
    let wakeSleeper: (() => void) | null = null;
    const sleep = () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(done, pollIntervalMs);
        function done() {
          clearTimeout(timer);
          wakeSleeper = null;
          resolve();
        }
        wakeSleeper = done;
        wakers.push(done);
      });

    const loop = async () => {
      let position = after;
      while (!stopped) {
        const appendsBefore = appends;
        const page = await readAll({ after: position, limit: batchSize });
        if (page.length === 0) {
          if (appends === appendsBefore) await sleep();
          continue;
        }
        await onEvents(page);
        position = page.at(-1)!.position;
      }
    };
    // Yield first, so a subscriber never runs onEvents inside its own subscribe() call.
    const running = Promise.resolve()
      .then(loop)
      .catch((error: unknown) => {
        stopped = true;
        onError?.(error);
      });
    return {
      stop: async () => {
        stopped = true;
        wakeSleeper?.();
        await running;
      },
    };
  };

  return {
    append,
    appendAtomically,
    readAll,
    subscribe,
    readStream: async (streamName) => [...(streams.get(streamName) ?? [])],
    headPosition: async () => log.at(-1)?.position ?? null,
    close: async () => {
      wakeAll();
    },
    all: () => [...log],
  };
};
