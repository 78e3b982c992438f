import { PassThrough } from 'node:stream';
import {
  type AllStreamJSONRecordedEvent,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type AppendResult,
  type EventData,
  type JSONType,
  type Position,
  type ReadPosition,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import type { EsdbClient } from '../infrastructure/event-store/esdb/esdb-event-store';
import type { EsdbSubscriptionSource } from '../infrastructure/event-store/esdb/subscription';

/**
 * For tests: an in-memory stand-in for the slice of the EventStoreDB client the adapter uses, with
 * the server's behaviour the adapter depends on (as read in the server's and client's sources):
 * - appends check the expected revision; ids already at the expected place in the stream (or, for
 *   `any`, among the ids written before to that stream) make a retry succeed WITHOUT comparing
 *   content, answering the original revisions and no position; ids are not checked across streams;
 * - reads of $all start at `fromPosition` inclusive, forwards or backwards; a missing stream is a
 *   StreamNotFoundError; events carry their $all position (ESDB 22.6+);
 * - ESDB's own events ($-types in $-streams) are interleaved in $all when `systemEventsEvery` is set;
 * - a subscription to $all catches up after `fromPosition`, then follows live, filtered by the
 *   event-type regex the adapter passes.
 * It is no substitute for a server: timing, clustering and the wire are not modelled.
 */
export interface FakeEsdbClient extends EsdbClient {
  /** Every record of $all, ESDB's own included. */
  readonly log: readonly AllStreamJSONRecordedEvent[];
  /** The expected revision of every append, in call order. */
  readonly appendCalls: { streamName: string; expectedRevision: AppendExpectedRevision }[];
  readonly disposed: boolean;
  /** Appends a record as the server itself would (a system event, or one written by another tool). */
  record(streamName: string, type: string, data: JSONType, metadata?: JSONType): AllStreamJSONRecordedEvent;
}

const roundTrip = (value: unknown): JSONType => JSON.parse(JSON.stringify(value ?? null)) as JSONType;

export const createFakeEsdbClient = (options: { systemEventsEvery?: number; positionsOnStreamReads?: boolean } = {}): FakeEsdbClient => {
  const log: AllStreamJSONRecordedEvent[] = [];
  const streams = new Map<string, AllStreamJSONRecordedEvent[]>();
  const appendCalls: FakeEsdbClient['appendCalls'] = [];
  const live = new Set<(record: AllStreamJSONRecordedEvent) => void>();
  let nextPosition = 100n;
  let appends = 0;
  let disposed = false;

  const checkOpen = () => {
    if (disposed) throw new Error('fake ESDB client: used after dispose()');
  };

  const record = (streamId: string, type: string, data: JSONType, metadata?: JSONType, id: string = crypto.randomUUID()) => {
    const stream = streams.get(streamId) ?? [];
    const position: Position = { commit: nextPosition, prepare: nextPosition };
    nextPosition += 137n;
    const recorded: AllStreamJSONRecordedEvent = {
      streamId,
      id,
      isJson: true,
      revision: BigInt(stream.length),
      type,
      created: new Date(),
      data: roundTrip(data),
      metadata: metadata === undefined ? undefined : roundTrip(metadata),
      position,
    };
    stream.push(recorded);
    streams.set(streamId, stream);
    log.push(recorded);
    for (const listener of live) listener(recorded);
    return recorded;
  };

  /** The server's idempotency check: the revisions the ids already hold, or why the append is refused. */
  const check = (stream: readonly AllStreamJSONRecordedEvent[], ids: readonly string[], expected: AppendExpectedRevision) => {
    const current = stream.length - 1;
    if (expected === 'any') {
      const found = ids.map((id) => stream.find((r) => r.id === id));
      if (found[0] === undefined) return 'append' as const;
      return found.every((r) => r !== undefined) ? found.map((r) => r!.revision) : ('refuse' as const);
    }
    const expectedNumber = expected === 'no_stream' ? -1 : expected === 'stream_exists' ? current : Number(expected);
    if (expected === 'stream_exists' && current < 0) return 'refuse' as const;
    if (expectedNumber === current) return 'append' as const;
    if (expectedNumber > current) return 'refuse' as const;
    const there = ids.map((id, i) => stream[expectedNumber + 1 + i]?.id === id);
    return there.every(Boolean) ? ids.map((_, i) => BigInt(expectedNumber + 1 + i)) : ('refuse' as const);
  };

  const appendToStream = async (
    streamName: string,
    events: EventData[],
    { expectedRevision }: { expectedRevision: AppendExpectedRevision },
  ): Promise<AppendResult> => {
    checkOpen();
    appendCalls.push({ streamName, expectedRevision });
    await new Promise((resolve) => setImmediate(resolve));
    const stream = streams.get(streamName) ?? [];
    const outcome = check(
      stream,
      events.map((e) => e.id),
      expectedRevision,
    );
    if (outcome === 'refuse') {
      throw new WrongExpectedVersionError(undefined, {
        streamName,
        expected: expectedRevision,
        current: stream.length === 0 ? 'no_stream' : BigInt(stream.length - 1),
      });
    }
    if (outcome !== 'append') return { success: true, nextExpectedRevision: outcome.at(-1)!, position: undefined };
    const written = events.map((event) => {
      if (event.contentType !== 'application/json') throw new Error('fake ESDB client: JSON events only');
      return record(streamName, event.type, event.data, event.metadata as JSONType | undefined, event.id);
    });
    appends += 1;
    if (options.systemEventsEvery && appends % options.systemEventsEvery === 0) {
      record(`$$${streamName}`, '$metadata', { $maxAge: 1_000_000 });
      record('$stats-127.0.0.1:2113', '$statsCollected', { 'proc-cpu': 1 });
    }
    // ESDB answers the transaction's position, not the last event's: the adapter must not rely on it.
    return {
      success: true,
      nextExpectedRevision: written.at(-1)!.revision,
      position: { commit: written.at(-1)!.position.commit, prepare: written[0]!.position.prepare },
    };
  };

  const toResolved = (recorded: AllStreamJSONRecordedEvent): AllStreamResolvedEvent => ({
    event: recorded,
    commitPosition: recorded.position.commit,
  });

  const compare = (a: Position, b: Position) => (a.commit === b.commit ? Number(a.prepare - b.prepare) : Number(a.commit - b.commit));

  async function* readStream(
    streamName: string,
    { fromRevision, maxCount }: { fromRevision: bigint | 'start' | 'end'; maxCount?: number },
  ) {
    checkOpen();
    await new Promise((resolve) => setImmediate(resolve));
    const stream = streams.get(streamName);
    if (!stream) throw new StreamNotFoundError(undefined, streamName);
    const from = fromRevision === 'start' ? 0 : fromRevision === 'end' ? stream.length - 1 : Number(fromRevision);
    for (const recorded of stream.slice(from, from + (maxCount ?? stream.length))) {
      yield { event: options.positionsOnStreamReads === false ? { ...recorded, position: undefined } : recorded };
    }
  }

  async function* readAll({
    fromPosition,
    direction,
    maxCount,
  }: {
    fromPosition: ReadPosition;
    direction: 'forwards' | 'backwards';
    maxCount: number;
  }) {
    checkOpen();
    await new Promise((resolve) => setImmediate(resolve));
    const forwards = direction === 'forwards';
    const ordered = forwards ? [...log] : [...log].reverse();
    const start =
      fromPosition === 'start' || fromPosition === 'end'
        ? 0
        : ordered.findIndex((r) => (forwards ? compare(r.position, fromPosition) >= 0 : compare(r.position, fromPosition) <= 0));
    if (start === -1 || (fromPosition === 'start' && !forwards) || (fromPosition === 'end' && forwards)) return;
    for (const recorded of ordered.slice(start, start + maxCount)) yield toResolved(recorded);
  }

  const subscribeToAll = ({ fromPosition, filter }: { fromPosition: ReadPosition; filter: { regex?: string; filterOn: string } }) => {
    checkOpen();
    const pattern = filter.regex === undefined ? null : new RegExp(filter.regex);
    const passes = (r: AllStreamJSONRecordedEvent) => !pattern || pattern.test(filter.filterOn === 'eventType' ? r.type : r.streamId);
    const stream = new PassThrough({ objectMode: true });
    const listener = (r: AllStreamJSONRecordedEvent) => {
      if (passes(r)) stream.write(toResolved(r));
    };
    // Catch-up starts after the checkpoint (the adapter also copes with a server that repeats it).
    for (const r of log) if (fromPosition === 'start' || (fromPosition !== 'end' && compare(r.position, fromPosition) > 0)) listener(r);
    live.add(listener);
    const source: EsdbSubscriptionSource = Object.assign(stream, {
      unsubscribe: async () => {
        live.delete(listener);
      },
    });
    return source;
  };

  return {
    appendToStream,
    readStream,
    readAll,
    subscribeToAll,
    dispose: async () => {
      disposed = true;
      live.clear();
    },
    record: (streamName, type, data, metadata) => record(streamName, type, data, metadata),
    log,
    appendCalls,
    get disposed() {
      return disposed;
    },
  };
};
