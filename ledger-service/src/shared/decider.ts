import { domainEvent, type DomainEvent, type EventData, type EventType } from '@portal/contracts';
import { conflict, notFound } from './errors';

/** A pure decider: the state of one stream folded from its events, and the events a command yields. */
export interface Decider<State, Command> {
  initialState: () => State;
  /** Returns a new state (never changes the one it is given): a folded state may be kept and folded on. */
  evolve: (state: State, event: DomainEvent) => State;
  /**
   * Names what this decider folds a stream into: deciders with the same key fold every stream to
   * the same state, so the runner keeps that state and folds only the events added since
   * (stream-cache.ts). Without a key, the whole stream is folded for each command.
   */
  foldKey?: string;
  /** Throws an AppError when the command is refused; may return no events (nothing to do). */
  decide: (command: Command, state: State) => DomainEvent[];
}

/**
 * Thrown by a decider when its command must carry something more to be decided: something read
 * outside the stream and costly, so the command reads it only when a decider asks (a land-contract
 * payment needs the investors' capital only on a property with a contract). The command reads it and
 * is decided again. Not a refusal: the runner passes it on at once instead of deciding again on a
 * fresh read of the stream.
 */
export class MoreInputNeeded extends Error {
  constructor(what: string) {
    super(`${what} is needed to decide this`);
    this.name = 'MoreInputNeeded';
  }
}

/**
 * The event of a command that records what it says (no rule beyond the stream's own): the
 * command's data without its type, under the event's name.
 */
export const recordedAs = <T extends EventType>(eventType: T, command: { type: string } & EventData<T>): DomainEvent[] => [
  // The event's schema keeps the event's own fields: the command's type is not among them.
  domainEvent(eventType, command),
];

/**
 * The rule of a stream of one named thing (an investor, a property, an LLC): adding it is refused
 * while it exists (named as first written), and every other command needs it added. `called` is how
 * a message names it, with its article (`['An', 'LLC']`).
 */
export const guardNamed = (
  state: { exists: boolean; name: string | null },
  adding: boolean,
  called: readonly [article: 'A' | 'An', noun: string],
  name: string,
): void => {
  const [article, noun] = called;
  if (adding && state.exists) throw conflict(`${article} ${noun} named ${state.name ?? name} already exists.`);
  if (!adding && !state.exists) throw notFound(`No ${noun} named ${name}.`);
};
