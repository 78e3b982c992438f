import { parseDomainEvent, type DomainEvent, type EventStore, type StreamAppend } from '@portal/contracts';
import type { CommandContext, Decider } from './command-runner';
import { newId } from './ids';
import { foldOn, type CachedEvent, type Fold } from './stream-cache';

/** A stream as a batch sees it: as read when the batch first touched it, then what the batch decided on it since. */
interface PlannedStream {
  recorded: CachedEvent[];
  /** The recorded events, then the batch's own. */
  events: DomainEvent[];
  folds: Map<string, Fold>;
}

/**
 * The plan of a batch (docs/commands.md, Batches): its commands are decided one by one as the runner
 * decides a single command, on each stream as read once at the batch's start (never a kept copy)
 * plus the events the batch's earlier commands decided on it, and nothing is appended: each
 * decision becomes a part of one atomic append (`parts`), made once every command has been decided.
 */
export const createBatchPlan = (store: Pick<EventStore, 'readStream'>) => {
  const streams = new Map<string, Promise<PlannedStream>>();
  const parts: StreamAppend[] = [];

  const stream = (streamName: string): Promise<PlannedStream> => {
    let planned = streams.get(streamName);
    if (!planned) {
      planned = store.readStream(streamName).then((read) => {
        const recorded = read.map((event) => ({
          event: parseDomainEvent(event),
          causationId: event.metadata.causationId,
          position: event.position,
        }));
        return { recorded, events: recorded.map(({ event }) => event), folds: new Map<string, Fold>() };
      });
      streams.set(streamName, planned);
    }
    return planned;
  };

  /** Each command of the batch folds only what was added since the one before it with the same fold key. */
  const fold = <State>(decider: Pick<Decider<State, never>, 'initialState' | 'evolve' | 'foldKey'>, planned: PlannedStream): State =>
    foldOn(decider, planned.folds, planned.events.length, (index) => planned.events[index]!);

  const load = async <State>(decider: Pick<Decider<State, never>, 'initialState' | 'evolve'>, streamName: string) => {
    const planned = await stream(streamName);
    return { state: fold(decider, planned), version: planned.events.length };
  };

  /** Decides a command of the batch; its events are appended with the rest, or not at all. */
  const execute = async <State, Command>(
    decider: Decider<State, Command>,
    streamName: string,
    command: Command,
    context: CommandContext,
  ): Promise<DomainEvent[]> => {
    const seed = context.idempotencySeed;
    const commandId = newId(seed, `command:${streamName}`);
    const planned = await stream(streamName);
    if (seed !== undefined) {
      // The batch was appended already (its first attempt crashed before answering): all of it, being atomic.
      const done = planned.recorded.filter((event) => event.causationId === commandId);
      if (done.length > 0) return done.map(({ event }) => event);
    }
    const events = decider.decide(command, fold(decider, planned));
    if (events.length === 0) return events;
    parts.push({
      streamName,
      events: events.map((event, index) => ({ id: newId(seed, `event:${streamName}:${index}`), type: event.type, data: event.data })),
      expectedVersion: planned.events.length,
      metadata: { actor: context.actor, correlationId: context.correlationId, causationId: commandId },
    });
    // As a read would give them back: parsed from their JSON.
    planned.events.push(...events.map((event) => parseDomainEvent(JSON.parse(JSON.stringify(event)) as DomainEvent)));
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
    },
    parts,
    /** The streams the batch decided on, in a fixed order (the order turns are taken in). */
    streamNames: () => [...streams.keys()].sort(),
  };
};
