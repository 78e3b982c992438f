import { randomUUID } from 'node:crypto';
import {
  parseDomainEvent,
  WrongExpectedVersionError,
  type AppendResult,
  type DomainEvent,
  type EventStore,
  type LogPosition,
} from '@portal/contracts';
import { createBatchPlan } from './batch-plan';
import { MoreInputNeeded, type Decider } from './decider';
import { AppError, conflict, notImplemented } from './errors';
import { newId } from './ids';
import { createStreamCache, foldOn, type CachedEvent, type CachedStream } from './stream-cache';
import { logger } from './logger';
import { noteWritten } from './written-positions';
import type { CommandContext, CommandRunner } from './runner';

export interface ProjectionWaiter {
  waitFor(position: LogPosition, timeoutMs: number): Promise<boolean>;
}

// Writers on one stream in other processes each lose a round per winner: enough attempts that every
// one of them is decided by the rules, not by the retry bound.
const maxAttempts = 100;
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 * attempt)));

/** Work queued per key: each runs once the one before it on the same key has finished. */
const createTurns = () => {
  const last = new Map<string, Promise<unknown>>();
  return {
    take: <T>(key: string, work: () => Promise<T>): Promise<T> => {
      const previous = last.get(key) ?? Promise.resolve();
      const mine = previous.then(work, work);
      const settled = mine.catch(() => undefined);
      last.set(key, settled);
      void settled.then(() => {
        if (last.get(key) === settled) last.delete(key);
      });
      return mine;
    },
    /** Work run once it holds the turn of every key (taken in sorted order, so two such never wait on each other). */
    takeAll<T>(keys: readonly string[], work: () => Promise<T>): Promise<T> {
      return [...keys].sort().reduceRight<() => Promise<T>>((inner, key) => () => this.take(key, inner), work)();
    },
  };
};

/**
 * Runs commands against streams: read, fold, decide, append with the expected version (so two
 * concurrent commands never both pass a rule checked against the same state), retry on a
 * concurrent change, then wait (bounded) until the read models show the new events. The streams'
 * parsed events are kept between commands (stream-cache.ts), at most `cachedEvents` of them.
 */
export const createCommandRunner = (deps: {
  store: EventStore;
  projections: ProjectionWaiter;
  waitTimeoutMs?: number;
  cachedEvents?: number;
}): CommandRunner => {
  const waitTimeoutMs = deps.waitTimeoutMs ?? 5_000;
  const cache = createStreamCache(deps.cachedEvents ?? 100_000);

  /** A stream as the store holds it now, parsed, and kept for the next command on it. */
  const readFresh = async (streamName: string): Promise<CachedStream> => {
    const recorded = await deps.store.readStream(streamName);
    const events = recorded.map((event): CachedEvent => ({
      event: parseDomainEvent(event),
      causationId: event.metadata.causationId,
      position: event.position,
    }));
    const entry = { events, version: recorded.length, folds: new Map() };
    cache.set(streamName, entry);
    return entry;
  };

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
    cache.drop(streamName);
    const result = await deps.store.append(
      streamName,
      events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data })),
      { expectedVersion: 'any', metadata: { actor: context.actor, correlationId: context.correlationId, causationId: null } },
    );
    await settle(result.lastPosition);
    return result;
  };

  const settle = async (lastPosition: LogPosition) => {
    noteWritten(lastPosition);
    const caughtUp = await deps.projections.waitFor(lastPosition, waitTimeoutMs);
    if (!caughtUp) logger.warn({ wait_ms: waitTimeoutMs }, `Read models did not reach the new events within ${waitTimeoutMs} ms`);
  };

  /** Folds the stream and decides. */
  const decideOn = <State, Command>(decider: Decider<State, Command>, command: Command, stream: CachedStream) =>
    decider.decide(
      command,
      foldOn(decider, stream.folds, stream.events.length, (index) => stream.events[index]!.event),
    );

  /**
   * The decision on the kept stream, or null when it is to be made again on a fresh read: a refusal or
   * nothing to do may come from events another process appended since. (An append decided on a stale
   * stream fails on its version instead, and is decided again.) A decider asking for more input is
   * answered at once: the command asks again with it.
   */
  const decideOnKept = <State, Command>(decider: Decider<State, Command>, command: Command, stream: CachedStream) => {
    try {
      const events = decideOn(decider, command, stream);
      return events.length > 0 ? events : null;
    } catch (error) {
      if (error instanceof MoreInputNeeded) throw error;
      return null;
    }
  };

  /**
   * One attempt: fold the stream, decide, append at the version decided on. Null when another
   * process appended first (the caller tries again); otherwise the events and the append to wait for.
   */
  const attempt = async <State, Command>(
    decider: Decider<State, Command>,
    streamName: string,
    command: Command,
    context: CommandContext,
  ): Promise<{ events: DomainEvent[]; appended: AppendResult | null } | null> => {
    const seed = context.idempotencySeed;
    const commandId = newId(seed, `command:${streamName}`);
    const kept = cache.get(streamName);
    // A retry of a request is rare and must see every event this command may have appended, from any process.
    let stream = kept && seed === undefined ? kept : await readFresh(streamName);
    if (seed !== undefined) {
      // A retry of a command that was appended already (the first attempt crashed before answering).
      const done = stream.events.filter((event) => event.causationId === commandId);
      const last = done.at(-1);
      if (last)
        return { events: done.map(({ event }) => event), appended: { nextExpectedVersion: stream.version, lastPosition: last.position } };
    }
    let events = stream === kept ? decideOnKept(decider, command, stream) : null;
    if (events === null) {
      if (stream === kept) stream = await readFresh(streamName);
      events = decideOn(decider, command, stream);
    }
    if (events.length === 0) return { events, appended: null };
    try {
      const result = await deps.store.append(
        streamName,
        events.map((event, index) => ({ id: newId(seed, `event:${streamName}:${index}`), type: event.type, data: event.data })),
        {
          expectedVersion: stream.version,
          metadata: { actor: context.actor, correlationId: context.correlationId, causationId: commandId },
        },
      );
      // As a fresh read would give them: parsed from their JSON, each waiting on the append's last position.
      const appended = events.map((event): CachedEvent => ({
        event: parseDomainEvent(JSON.parse(JSON.stringify(event)) as DomainEvent),
        causationId: commandId,
        position: result.lastPosition,
      }));
      cache.appended(streamName, stream.version, appended);
      return { events, appended: result };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      cache.drop(streamName);
      return null;
    }
  };

  /**
   * Commands on one stream take turns in this process, from the read to the append (not through
   * the wait for the read models): they never lose a race to each other and retry, and each decides
   * on the stream as the one before it left it. Other processes are still held off by the version.
   */
  const turns = createTurns();

  const execute: CommandRunner['execute'] = async (decider, streamName, command, context) => {
    for (let tried = 0; tried < maxAttempts; tried++) {
      if (tried > 0) await backoff(tried);
      const outcome = await turns.take(streamName, () => attempt(decider, streamName, command, context));
      if (outcome === null) continue;
      if (outcome.appended) await settle(outcome.appended.lastPosition);
      return outcome.events;
    }
    throw conflict('The records changed while this was being saved. Please try again.');
  };

  /**
   * Runs a batch (docs/commands.md, Batches): `work` runs its commands one by one on a planning
   * runner, which decides each on the streams as kept (or read) when the batch first touched them,
   * plus what the commands before it decided, and appends nothing; then everything decided is
   * appended in one atomic append, holding the turns of every stream it touches, or nothing is (a
   * refusal thrown by `work` ends it). A refusal decided on kept streams is decided again on fresh
   * reads, as a single command's is; when another writer got to one of the streams first, the whole
   * batch is decided again on fresh reads, from then on holding those streams' turns throughout.
   */
  const batch = async <T>(work: (planning: CommandRunner) => Promise<T>): Promise<T> => {
    const appendAtomically = deps.store.appendAtomically?.bind(deps.store);
    if (!appendAtomically) throw notImplemented('Batches need the PostgreSQL event store: EventStoreDB appends to one stream at a time.');
    let held: string[] = [];
    let fresh = false;
    for (let tried = 0; tried < maxAttempts; tried++) {
      if (tried > 0) await backoff(tried);
      const outcome = await turns.takeAll(held, async () => {
        const plan = createBatchPlan(deps.store, (streamName) => (fresh ? undefined : cache.get(streamName)));
        const answer = await work(plan.runner).then(
          (value) => ({ value }),
          (error: unknown) => {
            if (plan.usedKept() && error instanceof AppError) return null;
            throw error;
          },
        );
        const streams = plan.streamNames();
        if (answer === null) return { done: false, streams } as const;
        if (plan.parts.length === 0) return { done: true, answer: answer.value, appended: null } as const;
        const append = () => appendAtomically(plan.parts);
        try {
          const appended = await (held.length > 0 ? append() : turns.takeAll(streams, append));
          for (const [streamName, entry] of await plan.appended(appended.lastPosition)) cache.set(streamName, entry);
          return { done: true, answer: answer.value, appended } as const;
        } catch (error) {
          if (!(error instanceof WrongExpectedVersionError)) throw error;
          for (const streamName of streams) cache.drop(streamName);
          return { done: false, streams } as const;
        }
      });
      if (!outcome.done) {
        held = outcome.streams;
        fresh = true;
        continue;
      }
      if (outcome.appended) await settle(outcome.appended.lastPosition);
      return outcome.answer;
    }
    throw conflict('The records changed while this was being saved. Please try again.');
  };

  /** A stream's events as recorded (with who recorded each and when), for the reads a stream answers itself. */
  const read = (streamName: string) => deps.store.readStream(streamName);

  /** Waits (bounded) until the read models show every event appended so far, whoever appended it. */
  const catchUp = async () => {
    const head = await deps.store.headPosition();
    if (head !== null) await settle(head);
  };

  return { load, execute, record, read, batch, catchUp };
};
