import {
  type AppendExpectedRevision,
  type CurrentRevision,
  type ResolvedEvent,
  type AllStreamResolvedEvent,
  jsonEvent,
  NO_STREAM,
  ANY,
  type EventData,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
  type Position,
} from '@eventstore/db-client';
import {
  type EventMetadata,
  type ExpectedVersion,
  type LogPosition,
  type NewEvent,
  type RecordedEvent,
  WrongExpectedVersionError,
} from '@portal/contracts';

/**
 * The pure half of the EventStoreDB adapter: how the port's versions, events, metadata and errors
 * map to the client's, with no I/O, so all of it is unit-tested without a server.
 */

/** Port version N (events in the stream) is ESDB revision N - 1 of the last event; 0 = no stream. */
export const toExpectedRevision = (expected: ExpectedVersion): AppendExpectedRevision =>
  expected === 'any' ? ANY : expected === 0 ? NO_STREAM : BigInt(expected - 1);

/** The number of events in a stream whose last revision is `current`. */
export const toStreamVersion = (current: CurrentRevision): number =>
  // Older servers say -1 for "no stream"; both mean an empty stream.
  current === NO_STREAM || current < 0n ? 0 : Number(current) + 1;

/** The client's wrong-expected-version error as the port's, anything else unchanged. */
export const toPortError = (error: unknown, streamName: string, expected: ExpectedVersion): unknown =>
  error instanceof EsdbWrongExpectedVersionError
    ? new WrongExpectedVersionError(streamName, expected, toStreamVersion(error.actualVersion))
    : error;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Refuses (before any I/O) what the PostgreSQL adapter refuses too, and what ESDB reserves. */
export const checkAppend = (streamName: string, events: readonly NewEvent[], expected: ExpectedVersion) => {
  if (expected !== 'any' && !(Number.isSafeInteger(expected) && expected >= 0)) {
    throw new RangeError(`append to ${streamName}: bad expected version ${String(expected)}`);
  }
  if (streamName.length === 0 || streamName.startsWith('$')) {
    throw new RangeError(`append to ${streamName}: stream names starting with $ are EventStoreDB's own`);
  }
  if (events.length === 0) throw new RangeError(`append to ${streamName}: no events to append`);
  const ids = new Set<string>();
  for (const event of events) {
    if (!uuidPattern.test(event.id)) throw new RangeError(`append to ${streamName}: event id ${event.id} is not a UUID`);
    if (event.type.length === 0 || event.type.startsWith('$')) {
      throw new RangeError(`append to ${streamName}: event types starting with $ are EventStoreDB's own`);
    }
    if (event.recordedAt !== undefined && Number.isNaN(Date.parse(event.recordedAt))) {
      throw new RangeError(`append to ${streamName}: recordedAt ${event.recordedAt} is not a time`);
    }
    ids.add(event.id.toLowerCase());
  }
  if (ids.size !== events.length) throw new RangeError(`append to ${streamName}: the same event id twice in one batch`);
};

/**
 * The audit trail as ESDB metadata: ours, plus ESDB's own `$correlationId` / `$causationId` so its
 * UI and projections can follow them. `recordedAt` only for an event copied from another store:
 * otherwise the server's own time (`created`) is the record.
 */
export const toEventData = (event: NewEvent, metadata: EventMetadata): EventData =>
  jsonEvent({
    id: event.id.toLowerCase(),
    type: event.type,
    data: { ...event.data },
    metadata: {
      actor: metadata.actor,
      correlationId: metadata.correlationId,
      causationId: metadata.causationId,
      $correlationId: metadata.correlationId,
      ...(metadata.causationId === null ? {} : { $causationId: metadata.causationId }),
      ...(event.recordedAt === undefined ? {} : { recordedAt: new Date(event.recordedAt).toISOString() }),
    },
  });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);

// The server answers "unknown" as -1 in an unsigned field: 2^64 - 1.
const UNKNOWN_POSITION = 2n ** 63n;

/** The $all position of an event; servers before 22.6 leave it out of stream reads. */
export const toLogPosition = (position: Position | undefined, what: string): LogPosition => {
  if (!position || position.commit >= UNKNOWN_POSITION || position.prepare >= UNKNOWN_POSITION) {
    throw new Error(`EventStoreDB gave no $all position for ${what}: the adapter needs EventStoreDB 22.6 or newer`);
  }
  return { commit: position.commit, prepare: position.prepare };
};

/** ESDB's own events ($-types: stream metadata, links, statistics) and streams are not ours. */
export const isSystemEvent = (resolved: ResolvedEvent | AllStreamResolvedEvent) =>
  !resolved.event || resolved.event.type.startsWith('$') || resolved.event.streamId.startsWith('$');

const toMetadata = (value: unknown, what: string): EventMetadata => {
  if (!isObject(value)) throw new Error(`${what}: its metadata is not a JSON object (not written through the event store port?)`);
  const actor = value.actor;
  const correlationId = value.correlationId ?? value.$correlationId;
  const causationId = 'causationId' in value ? value.causationId : (value.$causationId ?? null);
  if (typeof actor !== 'string' || typeof correlationId !== 'string' || (causationId !== null && typeof causationId !== 'string')) {
    throw new Error(`${what}: its metadata lacks the actor, correlation id or causation id`);
  }
  return Object.freeze({ actor, correlationId, causationId });
};

const toRecordedAt = (metadata: unknown, created: Date): string => {
  const kept = isObject(metadata) ? metadata.recordedAt : undefined;
  return typeof kept === 'string' && !Number.isNaN(Date.parse(kept)) ? new Date(kept).toISOString() : created.toISOString();
};

/** One of our events as the port records it; null for ESDB's own events, which readers skip. */
export const toRecordedEvent = (resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null => {
  const event = resolved.event;
  if (!event || isSystemEvent(resolved)) return null;
  const what = `event ${event.id} (${event.type}) in ${event.streamId}`;
  if (!event.isJson || !isObject(event.data)) throw new Error(`${what}: its data is not a JSON object`);
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: toMetadata(event.metadata, what),
    recordedAt: toRecordedAt(event.metadata, event.created),
    streamName: event.streamId,
    streamVersion: Number(event.revision) + 1,
    position: toLogPosition(event.position, what),
  };
};
