import { domainEvent, type DomainEvent } from '@portal/contracts';
import type { Decider } from '../../shared/decider';

export interface SessionsState {
  /** The ids (`jti`) of the user's tokens signed out so far. */
  signedOut: ReadonlySet<string>;
}

export type SessionsCommand = { type: 'SignOut'; userId: string; tokenId: string; expiresAt: string };

/**
 * A user's sign-outs. A token is signed out once: signing out a token that is signed out already
 * records nothing, so ten sign-outs of one token at the same moment (each let in before the first
 * was seen) append one event. The runner decides them one after the other against the stream's
 * version, so the check holds across processes too.
 */
export const sessionsDecider: Decider<SessionsState, SessionsCommand> = {
  initialState: () => ({ signedOut: new Set() }),
  foldKey: 'sessions',
  evolve: (state, event) =>
    event.type === 'PortalUserSignedOut' ? { signedOut: new Set(state.signedOut).add(event.data.tokenId) } : state,
  decide: (command, state): DomainEvent[] => {
    if (state.signedOut.has(command.tokenId)) return [];
    const { userId, tokenId, expiresAt } = command;
    return [domainEvent('PortalUserSignedOut', { userId, tokenId, expiresAt })];
  },
};
