import { parseDomainEvent, type DomainEvent, type EventStore, type LogPosition, type StreamAppend } from '@portal/contracts';
import type { CommandRunner } from './runner';
import type { Decider } from './decider';
import { newId } from './ids';
import { foldOn, type CachedEvent, type CachedStream, type Fold } from './stream-cache';

/** An event the batch decided, not yet appended. */
type PendingEvent = Omit<CachedEvent, 'position'>;

/** A stream as a batch sees it: as it was when the batch first touched it, then what the batch decided on it since. */
interface PlannedStream {
  base: readonly CachedEvent[];
  pending: PendingEvent[];
  /** The base's events, then the pending ones: what the commands fold. */
  events: DomainEvent[];
  folds: Map<string, Fold>;
}

/**
 * The plan of a batch (docs/commands.md, Batches): its commands are decided one by one as the runner
 * decides a single command, on each stream as it was when the batch first touched it (the copy the
 * runner keeps, or a fresh read) plus the events the batch's earlier commands decided on it, and
 * nothing is appended: each decision becomes a part of one atomic append (`parts`), made once every
 * command has been decided. A kept copy that is stale fails that append on its version.
 */
export const createBatchPlan = (store: Pick<EventStore, 'readStream'>, kept: (streamName: string) => CachedStream | undefined) => {
  const streams = new Map<string, Promise<PlannedStream>>();
  const parts: StreamAppend[] = [];
  let usedKept = false;

  const planned = (base: readonly CachedEvent[], folds: Map<string, Fold>): PlannedStream => ({
    base,
    pending: [],
    events: base.map(({ event }) => event),
    // A copy: the states folded from the base stay true, and the batch's own go with the plan.
    folds: new Map(folds),
  });

  const stream = (streamName: string): Promise<PlannedStream> => {
    let found = streams.get(streamName);
    if (!found) {
      const copy = kept(streamName);
      if (copy) usedKept = true;
      found = copy
        ? Promise.resolve(planned(copy.events, copy.folds))
        : store.readStream(streamName).then((read) =>
            planned(
              read.map((event) => ({ event: parseDomainEvent(event), causationId: event.metadata.causationId, position: event.position })),
              new Map(),
            ),
          );
      streams.set(streamName, found);
    }
    return found;
  };

  /** Each command of the batch folds only what was added since the one before it with the same fold key. */
  const fold = <State>(decider: Pick<Decider<State, never>, 'initialState' | 'evolve' | 'foldKey'>, plan: PlannedStream): State =>
    foldOn(decider, plan.folds, plan.events.length, (index) => plan.events[index]!);

  const load = async <State>(decider: Pick<Decider<State, never>, 'initialState' | 'evolve'>, streamName: string) => {
    const plan = await stream(streamName);
    return { state: fold(decider, plan), version: plan.events.length };
  };

  /** Decides a command of the batch; its events are appended with the rest, or not at all. */
  const execute: CommandRunner['execute'] = async (decider, streamName, command, context) => {
    const seed = context.idempotencySeed;
    const commandId = newId(seed, `command:${streamName}`);
    const plan = await stream(streamName);
    if (seed !== undefined) {
      // The batch was appended already (its first attempt crashed before answering): all of it, being atomic.
      const done = plan.base.filter((event) => event.causationId === commandId);
      if (done.length > 0) return done.map(({ event }) => event);
    }
    const events = decider.decide(command, fold(decider, plan));
    if (events.length === 0) return events;
    parts.push({
      streamName,
      events: events.map((event, index) => ({ id: newId(seed, `event:${streamName}:${index}`), type: event.type, data: event.data })),
      expectedVersion: plan.events.length,
      metadata: { actor: context.actor, correlationId: context.correlationId, causationId: commandId },
    });
    for (const event of events) {
      // As a read would give it back: parsed from its JSON.
      const parsed = parseDomainEvent(JSON.parse(JSON.stringify(event)) as DomainEvent);
      plan.pending.push({ event: parsed, causationId: commandId });
      plan.events.push(parsed);
    }
    return events;
  };

  const refuse = (): never => {
    throw new Error('Only commands that decide on their streams can be part of a batch.');
  };

  return {
    /** Stands in for the command runner while the batch's commands are decided. */
    runner: {
      load,
      execute,
      record: refuse,
      read: (streamName: string) => store.readStream(streamName),
      batch: refuse,
      catchUp: refuse,
    },
    parts,
    /** Whether a stream was taken from the runner's kept copies (a refusal is then decided again on fresh reads). */
    usedKept: () => usedKept,
    /** The streams the batch decided on, in a fixed order (the order turns are taken in). */
    streamNames: () => [...streams.keys()].sort(),
    /** Each stream as it is once the parts are appended (the last at `lastPosition`), to keep. */
    appended: async (lastPosition: LogPosition): Promise<[string, CachedStream][]> =>
      Promise.all(
        [...streams].map(async ([streamName, found]): Promise<[string, CachedStream]> => {
          const { base, pending, folds } = await found;
          const events = [...base, ...pending.map((event) => ({ ...event, position: lastPosition }))];
          return [streamName, { events, version: events.length, folds }];
        }),
      ),
  };
};
