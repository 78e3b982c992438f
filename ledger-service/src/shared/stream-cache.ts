import type { DomainEvent, LogPosition } from '@portal/contracts';

/** One event of a stream as a command needs it: parsed, with the command that caused it and where it sits. */
export interface CachedEvent {
  readonly event: DomainEvent;
  readonly causationId: string | null;
  readonly position: LogPosition;
}

/** A state folded from the first `count` events of a stream. */
export interface Fold {
  readonly state: unknown;
  readonly count: number;
}

/** A stream's events in version order, its version (how many there are), and states folded from them, by fold key. */
export interface CachedStream {
  readonly events: readonly CachedEvent[];
  readonly version: number;
  readonly folds: Map<string, Fold>;
}

/** Folds kept per stream: a few deciders' (a delete's watches one record, so its key is its own). */
const maxFolds = 8;

/**
 * The state `decider` folds the first `length` events into, starting from the state kept under its
 * fold key (if any) and keeping the result there: a command on a stream of years of records folds
 * only what was added since the last command. Deciders without a key fold from the start.
 * stream-cache.test.ts holds it equal to the whole fold.
 */
export const foldOn = <State>(
  decider: { initialState: () => State; evolve: (state: State, event: DomainEvent) => State; foldKey?: string },
  folds: Map<string, Fold>,
  length: number,
  eventAt: (index: number) => DomainEvent,
): State => {
  const key = decider.foldKey;
  const kept = key === undefined ? undefined : folds.get(key);
  const usable = kept !== undefined && kept.count <= length;
  // The key names the state's type: the state kept under it is this decider's.
  let state = usable ? (kept.state as State) : decider.initialState();
  for (let index = usable ? kept.count : 0; index < length; index++) state = decider.evolve(state, eventAt(index));
  if (key !== undefined) {
    folds.delete(key);
    folds.set(key, { state, count: length });
    for (const [oldest] of folds) {
      if (folds.size <= maxFolds) break;
      folds.delete(oldest);
    }
  }
  return state;
};

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
      // The states folded so far stay true: the events before them are unchanged.
      set(streamName, { events: [...entry.events, ...events], version: fromVersion + events.length, folds: entry.folds });
    },
    /** Events held, over every stream. */
    size: () => held,
  };
};

export type StreamCache = ReturnType<typeof createStreamCache>;
