import type { EventMetadata, EventStore, LogPosition, NewEvent, RecordedEvent } from '@portal/contracts';
import { EventIdConflictError, WrongExpectedVersionError } from '@portal/contracts';

/** How far a copy got: the source position of the last copied event and how many were copied up to it. */
export interface CopyCheckpointState {
  readonly position: LogPosition;
  readonly copied: number;
}

/** Where a copy keeps its progress between runs (see postgres-checkpoint.ts). */
export interface CopyCheckpoint {
  load(): Promise<CopyCheckpointState | null>;
  save(state: CopyCheckpointState): Promise<void>;
}

export interface CopyProgress {
  /** Events copied in all, earlier runs included. */
  readonly copied: number;
  /** Events copied by this run. */
  readonly copiedThisRun: number;
  readonly position: LogPosition;
}

export interface CopyEventLogOptions {
  readonly source: EventStore;
  readonly target: EventStore;
  readonly checkpoint: CopyCheckpoint;
  /** Events per read of the source and per checkpoint. Default 500. */
  readonly batchSize?: number;
  /** Aborting stops the copy after the batch in hand, with its checkpoint saved. */
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: CopyProgress) => void;
  /**
   * What is written for each page (same ids, types, streams and order; only data may change): the
   * protected copy seals personal values on the way (cli/log-copy/protect-log.ts). Resuming compares
   * ids only, so a page sealed again after a crash is recognised as copied.
   */
  readonly transform?: (page: readonly RecordedEvent[]) => Promise<readonly RecordedEvent[]>;
}

export interface CopyResult {
  /** Events copied in all, earlier runs included. */
  readonly copied: number;
  readonly copiedThisRun: number;
  /** False when the signal stopped the copy before the end of the log. */
  readonly completed: boolean;
  /** Where this run started, or null for a first run. */
  readonly resumedFrom: CopyCheckpointState | null;
}

/**
 * The target holds something other than this log at a place the copy needs: it was written by
 * something else, or is a copy of another log. Nothing is overwritten; the copy stops.
 */
export class EventLogDivergedError extends Error {
  constructor(
    detail: string,
    /** The first place found where the target differs, when there is one. */
    readonly at?: { readonly streamName: string; readonly streamVersion: number },
  ) {
    super(
      `The target has diverged from the source${at ? ` at ${at.streamName} version ${at.streamVersion}` : ''}: ${detail}. ` +
        'Copy into an empty EventStoreDB, or into one holding only an earlier copy of this same log.',
    );
    this.name = 'EventLogDivergedError';
  }
}

const sameMetadata = (a: EventMetadata, b: EventMetadata) =>
  a.actor === b.actor && a.correlationId === b.correlationId && a.causationId === b.causationId;

/**
 * Consecutive events of one stream that share their metadata: one append each, since the port takes
 * one metadata per append. In log order two neighbours of one stream are consecutive versions, but
 * the check keeps a source that broke that rule from being copied with holes.
 */
const groupForAppend = (events: readonly RecordedEvent[]): RecordedEvent[][] => {
  const groups: RecordedEvent[][] = [];
  let current: RecordedEvent[] = [];
  for (const event of events) {
    const last = current.at(-1);
    if (
      last &&
      last.streamName === event.streamName &&
      last.streamVersion + 1 === event.streamVersion &&
      sameMetadata(last.metadata, event.metadata)
    ) {
      current.push(event);
    } else {
      if (current.length > 0) groups.push(current);
      current = [event];
    }
  }
  if (current.length > 0) groups.push(current);
  return groups;
};

/** The event as written again: same id, type and data, and its original time. */
const toNewEvent = (event: RecordedEvent): NewEvent => ({ id: event.id, type: event.type, data: event.data, recordedAt: event.recordedAt });

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const describe = (event: Pick<RecordedEvent, 'id' | 'type'>) => `${event.id} (${event.type})`;

/**
 * Appends one group at the versions it has in the source. A repeated append of events already
 * there is a no-op for the store (same ids), so re-copying after a crash between an append and its
 * checkpoint is harmless. When the store refuses (the stream is elsewhere, or some of the ids are
 * there), the target stream is read to tell apart "already copied up to here" (append the rest)
 * from a target that holds other events (EventLogDivergedError).
 */
const appendGroup = async (target: EventStore, group: readonly RecordedEvent[]): Promise<void> => {
  const first = group[0]!;
  const metadata = first.metadata;
  try {
    await target.append(first.streamName, group.map(toNewEvent), { expectedVersion: first.streamVersion - 1, metadata });
    return;
  } catch (error) {
    if (!(error instanceof WrongExpectedVersionError || error instanceof EventIdConflictError)) throw error;
  }
  const existing = await target.readStream(first.streamName);
  const byVersion = new Map(existing.map((event) => [event.streamVersion, event]));
  const missing = group.filter((event) => {
    const there = byVersion.get(event.streamVersion);
    if (!there) return true;
    if (!sameId(there.id, event.id)) {
      throw new EventLogDivergedError(`the target holds ${describe(there)} where the source has ${describe(event)}`, event);
    }
    return false;
  });
  const next = missing[0];
  if (!next) return;
  if (existing.length !== next.streamVersion - 1) {
    throw new EventLogDivergedError(
      `the target stream has ${existing.length} events where the source has ${next.streamVersion - 1} before ${describe(next)}`,
      next,
    );
  }
  try {
    await target.append(next.streamName, missing.map(toNewEvent), { expectedVersion: next.streamVersion - 1, metadata });
  } catch (error) {
    if (error instanceof EventIdConflictError) {
      throw new EventLogDivergedError(
        `event ${error.eventId} is already recorded in the target with other content (another stream, type or data)`,
        next,
      );
    }
    throw error;
  }
};

/**
 * Copies the source's whole log into the target in log order, every event with its id, type, data,
 * metadata, recorded time and stream version. Resumable: the checkpoint moves after each batch, and
 * a run starts after it. Copying a log the target already holds appends nothing.
 */
export const copyEventLog = async (options: CopyEventLogOptions): Promise<CopyResult> => {
  const { source, target, checkpoint, batchSize = 500, signal, onProgress, transform } = options;
  if (!(Number.isSafeInteger(batchSize) && batchSize > 0)) throw new RangeError(`copyEventLog: bad batch size ${batchSize}`);
  const resumedFrom = await checkpoint.load();
  // A resumed copy reads only what follows its checkpoint: without this, a target emptied since
  // (a wiped volume, another server behind the same name) would be reported complete.
  if (resumedFrom && resumedFrom.copied > 0 && (await target.headPosition()) === null) {
    throw new EventLogDivergedError(
      `it holds no events, yet the checkpoint says ${resumedFrom.copied} were copied into it (emptied or replaced since)`,
    );
  }
  let position = resumedFrom?.position ?? null;
  let copied = resumedFrom?.copied ?? 0;
  let copiedThisRun = 0;
  for (;;) {
    if (signal?.aborted) return { copied, copiedThisRun, completed: false, resumedFrom };
    // An empty page ends the copy. The PostgreSQL source shows only events below its oldest running
    // transaction, so writers should be stopped for the final run (README, "Moving ...").
    const page = await source.readAll({ after: position, limit: batchSize });
    const last = page.at(-1);
    if (!last) return { copied, copiedThisRun, completed: true, resumedFrom };
    for (const group of groupForAppend(transform ? await transform(page) : page)) await appendGroup(target, group);
    position = last.position;
    copied += page.length;
    copiedThisRun += page.length;
    await checkpoint.save({ position, copied });
    onProgress?.({ copied, copiedThisRun, position });
  }
};
