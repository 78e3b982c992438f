import { expect } from 'vitest';
import type { DomainEvent } from '@portal/contracts';
import type { Decider } from '../shared/command-runner';
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
