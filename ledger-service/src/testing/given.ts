import { expect } from 'vitest';
import type { DomainEvent } from '@portal/contracts';
import type { Decider } from '../shared/decider';
import { AppError } from '../shared/errors';

/**
 * Given/when/then for deciders: given these events in the stream, when this command, then these
 * events (or this refusal). Takes the decider factory, since a decider folds what its command needs.
 */
export const given = <S, C>(deciderFor: (command: C) => Decider<S, C>, history: readonly DomainEvent[]) => ({
  when: (command: C) => {
    const decider = deciderFor(command);
    const decide = () =>
      decider.decide(
        command,
        history.reduce((state, event) => decider.evolve(state, event), decider.initialState()),
      );
    return {
      then: (expected: readonly DomainEvent[]) => expect(decide()).toEqual(expected),
      thenRefused: (status: number, message: string | RegExp) => {
        let refusal: unknown = null;
        try {
          decide();
        } catch (error) {
          refusal = error;
        }
        expect(refusal).toBeInstanceOf(AppError);
        expect((refusal as AppError).status).toBe(status);
        expect((refusal as AppError).message).toMatch(message);
      },
    };
  },
});

/**
 * For a decider that folds every command's stream alike: `given` the state after these events,
 * `when` the events a command decides on them, `refusal` the status and message it is refused with
 * (it throws when the command is not refused).
 */
export const decisionsOf = <S, C>(decider: Decider<S, C>) => {
  const stateAfter = (events: readonly DomainEvent[]) =>
    events.reduce((state, event) => decider.evolve(state, event), decider.initialState());
  const when = (events: readonly DomainEvent[], command: C) => decider.decide(command, stateAfter(events));
  const refusal = (events: readonly DomainEvent[], command: C) => {
    try {
      when(events, command);
    } catch (error) {
      if (error instanceof AppError) return { status: error.status, message: error.message };
    }
    throw new Error('expected a refusal');
  };
  return { given: stateAfter, when, refusal };
};
