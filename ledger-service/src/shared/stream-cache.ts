import type { DomainEvent, LogPosition } from '@portal/contracts';

/** One event of a stream as a command needs it: parsed, with the command that caused it and where it sits. */
export interface CachedEvent {
  readonly event: DomainEvent;
  readonly causationId: string | null;
  readonly position: LogPosition;
}

/** A stream's events in version order, and its version (how many there are). */
export interface CachedStream {
  readonly events: readonly CachedEvent[];
  readonly version: number;
}

/**
 * The parsed events of the streams commands were run on lately, so a command on a stream with years
 * of records neither reads nor parses them again: the stream is read once, and what this process
 * appends is added. Never trusted on its own (docs/commands.md): every append names the version the
 * command decided on, so an entry another writer made stale fails the append, is dropped and the
 * command is decided again on a fresh read; refusals are checked on a fresh read too. Holds at most
 * `maxEvents` events, dropping the streams used longest ago (a stream larger than that is not kept).
 */
export const createStreamCache = (maxEvents: number) => {
  // Insertion order is the order of use: a stream used is moved to the end.
  const streams = new Map<string, CachedStream>();
  let held = 0;

  const drop = (streamName: string) => {
    const entry = streams.get(streamName);
    if (!entry) return;
    streams.delete(streamName);
    held -= entry.events.length;
  };

  const set = (streamName: string, entry: CachedStream) => {
    drop(streamName);
    if (maxEvents <= 0 || entry.events.length > maxEvents) return;
    streams.set(streamName, entry);
    held += entry.events.length;
    for (const [oldest] of streams) {
      if (held <= maxEvents) break;
      drop(oldest);
    }
  };

  return {
    get: (streamName: string): CachedStream | undefined => {
      const entry = streams.get(streamName);
      if (entry) {
        streams.delete(streamName);
        streams.set(streamName, entry);
      }
      return entry;
    },
    set,
    drop,
    /**
     * Adds what this process appended at `fromVersion`; when the entry is no longer at that version
     * (another command of this process appended in between), it is dropped instead.
     */
    appended: (streamName: string, fromVersion: number, events: readonly CachedEvent[]) => {
      const entry = streams.get(streamName);
      if (!entry || entry.version !== fromVersion) return drop(streamName);
      set(streamName, { events: [...entry.events, ...events], version: fromVersion + events.length });
    },
    /** Events held, over every stream. */
    size: () => held,
  };
};

export type StreamCache = ReturnType<typeof createStreamCache>;
