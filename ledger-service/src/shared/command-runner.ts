import { randomUUID } from 'node:crypto';
import {
  domainEvent,
  parseDomainEvent,
  WrongExpectedVersionError,
  type AppendResult,
  type DomainEvent,
  type EventData,
  type EventStore,
  type EventType,
  type LogPosition,
} from '@portal/contracts';
import { conflict } from './errors';
import { newId } from './ids';

/** A pure decider: the state of one stream folded from its events, and the events a command yields. */
export interface Decider<State, Command> {
  initialState: () => State;
  evolve: (state: State, event: DomainEvent) => State;
  /** Throws an AppError when the command is refused; may return no events (nothing to do). */
  decide: (command: Command, state: State) => DomainEvent[];
}

/**
 * The event of a command that records what it says (no rule beyond the stream's own): the
 * command's data without its type, under the event's name.
 */
export const recordedAs = <T extends EventType>(eventType: T, command: { type: string } & EventData<T>): DomainEvent[] => [
  // The event's schema keeps the event's own fields: the command's type is not among them.
  domainEvent(eventType, command),
];

/** Who is acting, for the audit trail. */
export interface CommandContext {
  actor: string;
  correlationId: string;
  /**
   * Set for a request carrying an Idempotency-Key: event ids are then derived from it, so a retry
   * of a command whose events were already appended finds them and appends nothing new.
   */
  idempotencySeed?: string;
}

export interface ProjectionWaiter {
  waitFor(position: LogPosition, timeoutMs: number): Promise<boolean>;
}

// Many writers on one stream (40 concurrent withdrawals from one investor) each lose a round per
// winner: enough attempts that every one of them is decided by the rules, not by the retry bound.
const maxAttempts = 100;
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 * attempt)));

/**
 * Runs commands against streams: read, fold, decide, append with the expected version (so two
 * concurrent commands never both pass a rule checked against the same state), retry on a
 * concurrent change, then wait (bounded) until the read models show the new events.
 */
export const createCommandRunner = (deps: { store: EventStore; projections: ProjectionWaiter; waitTimeoutMs?: number }) => {
  const waitTimeoutMs = deps.waitTimeoutMs ?? 5_000;

  const loadRecorded = async <State>(decider: Pick<Decider<State, never>, 'initialState' | 'evolve'>, streamName: string) => {
    const recorded = await deps.store.readStream(streamName);
    const state = recorded.reduce((s, event) => decider.evolve(s, parseDomainEvent(event)), decider.initialState());
    return { state, version: recorded.length, recorded };
  };

  const load = async <State>(decider: Pick<Decider<State, never>, 'initialState' | 'evolve'>, streamName: string) => {
    const { state, version } = await loadRecorded(decider, streamName);
    return { state, version };
  };

  /** Appends events as-is (for facts that no rule can refuse, such as sign-in attempts). */
  const record = async (streamName: string, events: DomainEvent[], context: CommandContext): Promise<AppendResult> => {
    const result = await deps.store.append(
      streamName,
      events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data })),
      { expectedVersion: 'any', metadata: { actor: context.actor, correlationId: context.correlationId, causationId: null } },
    );
    await settle(result);
    return result;
  };

  const settle = async (result: AppendResult) => {
    const caughtUp = await deps.projections.waitFor(result.lastPosition, waitTimeoutMs);
    if (!caughtUp) console.warn(`Read models did not reach the new events within ${waitTimeoutMs} ms`);
  };

  const execute = async <State, Command>(
    decider: Decider<State, Command>,
    streamName: string,
    command: Command,
    context: CommandContext,
  ): Promise<DomainEvent[]> => {
    const seed = context.idempotencySeed;
    const eventId = (index: number) => newId(seed, `event:${streamName}:${index}`);
    const commandId = newId(seed, `command:${streamName}`);
    for (let attempt = 0; attempt < maxAttempts; attempt++) {
      if (attempt > 0) await backoff(attempt);
      const { state, version, recorded } = await loadRecorded(decider, streamName);
      if (seed !== undefined) {
        // A retry of a command that was appended already (the first attempt crashed before answering).
        const done = recorded.filter((event) => event.metadata.causationId === commandId);
        const last = done.at(-1);
        if (last) {
          await settle({ nextExpectedVersion: version, lastPosition: last.position });
          return done.map(parseDomainEvent);
        }
      }
      const events = decider.decide(command, state);
      if (events.length === 0) return events;
      try {
        const result = await deps.store.append(
          streamName,
          events.map((event, index) => ({ id: eventId(index), type: event.type, data: event.data })),
          { expectedVersion: version, metadata: { actor: context.actor, correlationId: context.correlationId, causationId: commandId } },
        );
        await settle(result);
        return events;
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
      }
    }
    throw conflict('The records changed while this was being saved. Please try again.');
  };

  /** A stream's events as recorded (with who recorded each and when), for the reads a stream answers itself. */
  const read = (streamName: string) => deps.store.readStream(streamName);

  return { load, execute, record, read };
};

export type CommandRunner = ReturnType<typeof createCommandRunner>;
