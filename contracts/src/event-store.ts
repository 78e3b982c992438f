/**
 * The event store port. Two adapters implement it (PostgreSQL, EventStoreDB) and both must pass the
 * one contract suite in ledger-service/src/testing/event-store-contract.ts.
 */

/** A place in the global log. For PostgreSQL: (transaction id, position); for EventStoreDB: (commit, prepare). */
export interface LogPosition {
  readonly commit: bigint;
  readonly prepare: bigint;
}

export const compareLogPositions = (a: LogPosition, b: LogPosition): number =>
  a.commit !== b.commit ? (a.commit < b.commit ? -1 : 1) : a.prepare === b.prepare ? 0 : a.prepare < b.prepare ? -1 : 1;

/** A position as text, `<commit>.<prepare>` in decimal: in HTTP headers, in notifications between processes. */
export const logPositionText = (position: LogPosition): string => `${position.commit}.${position.prepare}`;

/** The position a `logPositionText` names, or null when the text is not one. */
export const logPositionOf = (text: string): LogPosition | null => {
  const match = /^(\d{1,20})\.(\d{1,20})$/.exec(text);
  return match ? { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) } : null;
};

/** Who caused an event and why: the audit trail. */
export interface EventMetadata {
  /** The username of whoever acted, or `system` for start-up work. */
  readonly actor: string;
  /** One per HTTP request (or CLI run): ties together everything one call did. */
  readonly correlationId: string;
  /** The id of the command (or event) that caused this event, if any. */
  readonly causationId: string | null;
}

export interface NewEvent {
  /** A UUID chosen by the writer: appending the same id twice with the same content is a no-op. */
  readonly id: string;
  readonly type: string;
  readonly data: Readonly<Record<string, unknown>>;
  /**
   * When the event happened, for copying a log from one store to another (ISO 8601): honoured by
   * the EventStoreDB adapter, which keeps it in the event's metadata so a migrated event keeps its
   * original time, by the PostgreSQL adapter (its `recorded_at`) and by the in-memory store. Leave it
   * out everywhere else: the store's clock is the record.
   */
  readonly recordedAt?: string;
}

export interface RecordedEvent {
  readonly id: string;
  readonly type: string;
  readonly data: Readonly<Record<string, unknown>>;
  readonly metadata: EventMetadata;
  /** ISO 8601 time at which the store recorded the event. */
  readonly recordedAt: string;
  readonly streamName: string;
  /** 1 for a stream's first event, 2 for its second, ... */
  readonly streamVersion: number;
  readonly position: LogPosition;
}

/**
 * The version the writer believes the stream is at: the number of events in it (0 = the stream must
 * not exist yet), or `any` to skip the check.
 */
export type ExpectedVersion = number | 'any';

export interface AppendOptions {
  readonly expectedVersion: ExpectedVersion;
  readonly metadata: EventMetadata;
}

export interface AppendResult {
  /** The stream's version after the append: pass it as expectedVersion to append again. */
  readonly nextExpectedVersion: number;
  /** Position of the last appended event in the global log (wait for projections to reach it). */
  readonly lastPosition: LogPosition;
}

/** One stream's part of an atomic append to several streams (`EventStore.appendAtomically`). */
export interface StreamAppend {
  readonly streamName: string;
  readonly events: readonly NewEvent[];
  /** The stream's version before these events; always checked. */
  readonly expectedVersion: number;
  readonly metadata: EventMetadata;
}

export interface ReadAllOptions {
  /** Exclusive: read events after this position; null reads from the beginning. */
  readonly after: LogPosition | null;
  readonly limit: number;
}

export interface SubscribeOptions {
  readonly after: LogPosition | null;
  readonly batchSize?: number;
  /** Called with each batch in log order; the next batch is read only after it resolves. */
  readonly onEvents: (events: readonly RecordedEvent[]) => Promise<void>;
  /** Called when onEvents or a read fails; the subscription then stops. */
  readonly onError?: (error: unknown) => void;
}

export interface Subscription {
  /** Stops after the batch in hand, if any; resolves once stopped. */
  stop(): Promise<void>;
}

export interface EventStore {
  /** Appends atomically, checking the expected version in the same transaction. */
  append(streamName: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult>;
  /**
   * Appends to several streams in one transaction: every part or none, each checked against its
   * expected version (a stream may have several parts, in version order: each expects the version
   * the one before it leaves). A stream found at another version throws WrongExpectedVersionError
   * and nothing is recorded. Answers the position of the last event appended. Absent from a store
   * that cannot (EventStoreDB appends to one stream at a time).
   */
  appendAtomically?(appends: readonly StreamAppend[]): Promise<{ lastPosition: LogPosition }>;
  /** The whole stream in version order (empty when it does not exist). */
  readStream(streamName: string): Promise<RecordedEvent[]>;
  /** A page of the global log in log order; never skips an event that commits late. */
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Catch up from `after`, then follow live (woken by the store, with polling as the fallback). */
  subscribe(options: SubscribeOptions): Subscription;
  /** Position of the newest event a reader can see now, or null for an empty log. */
  headPosition(): Promise<LogPosition | null>;
  close(): Promise<void>;
}

/** The stream is not at the expected version: somebody else wrote first. */
export class WrongExpectedVersionError extends Error {
  constructor(
    readonly streamName: string,
    readonly expected: ExpectedVersion,
    readonly actual: number,
  ) {
    super(`Stream ${streamName} is at version ${actual}, expected ${String(expected)}`);
    this.name = 'WrongExpectedVersionError';
  }
}

/** An event id was appended before with other content (or to another stream). */
export class EventIdConflictError extends Error {
  constructor(readonly eventId: string) {
    super(`Event ${eventId} was already recorded with other content`);
    this.name = 'EventIdConflictError';
  }
}
