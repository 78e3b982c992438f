import { domainEvent, nameKey, type DomainEvent } from '@portal/contracts';
import { conflict, notFound } from '../shared/errors';
import type { Decider } from '../shared/command-runner';

/**
 * All portal users live in one stream, so a registration checks "username free" and "investor
 * not yet bound" against one state and one expected version: two concurrent registrations can
 * never both win. Registrations are rare; the stream stays small.
 */
export const portalUsersStream = 'portal-users';

export interface PortalUsersState {
  /** username -> the investor it belongs to (null for administrators) */
  users: ReadonlyMap<string, { investorName: string | null }>;
  /** investor -> its portal user's username */
  byInvestor: ReadonlyMap<string, string>;
}

export type PortalUsersCommand =
  | { type: 'RegisterPortalUser'; username: string; passwordHash: string; investorName: string }
  | { type: 'AppointAdministrator'; username: string; passwordHash: string }
  | { type: 'DeletePortalUser'; investorName: string };

const withUser = (state: PortalUsersState, username: string, investorName: string | null): PortalUsersState => {
  const users = new Map(state.users).set(username, { investorName });
  const byInvestor = investorName === null ? state.byInvestor : new Map(state.byInvestor).set(investorName, username);
  return { users, byInvestor };
};

/**
 * The username as stored that `username` names: itself, or one with its name key (`ADMIN` is `admin`;
 * contracts/src/names.ts). Usernames are unique by key, so at most one matches (except old ones).
 */
export const storedUsername = (state: PortalUsersState, username: string): string | undefined =>
  state.users.has(username) ? username : [...state.users.keys()].find((stored) => nameKey(stored) === nameKey(username));

export const portalUsersDecider: Decider<PortalUsersState, PortalUsersCommand> = {
  initialState: () => ({ users: new Map(), byInvestor: new Map() }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'PortalUserRegistered':
        return withUser(state, event.data.username, event.data.investorName);
      case 'AdministratorAppointed':
        return withUser(state, event.data.username, null);
      case 'PortalUserDeleted': {
        const users = new Map(state.users);
        users.delete(event.data.username);
        const byInvestor = new Map(state.byInvestor);
        byInvestor.delete(event.data.investorName);
        return { users, byInvestor };
      }
      default:
        return state;
    }
  },
  decide: (command, state): DomainEvent[] => {
    switch (command.type) {
      case 'RegisterPortalUser': {
        if (storedUsername(state, command.username) !== undefined) throw conflict('That username is taken. Please choose another.');
        if (state.byInvestor.has(command.investorName)) {
          throw conflict('This investor already has a portal user. Ask an administrator to remove it first.');
        }
        const { type: _type, ...data } = command;
        return [domainEvent('PortalUserRegistered', data)];
      }
      case 'AppointAdministrator': {
        const username = storedUsername(state, command.username) ?? command.username;
        const existing = state.users.get(username);
        if (existing && existing.investorName !== null) {
          throw conflict(`The administrator name ${username} is already an investor's portal user.`);
        }
        return existing
          ? [domainEvent('PortalUserPasswordChanged', { username, passwordHash: command.passwordHash })]
          : [domainEvent('AdministratorAppointed', { username: command.username, passwordHash: command.passwordHash, adminLevel: 1 })];
      }
      case 'DeletePortalUser': {
        const username = state.byInvestor.get(command.investorName);
        if (username === undefined) throw notFound(`${command.investorName} has no portal user.`);
        return [domainEvent('PortalUserDeleted', { username, investorName: command.investorName })];
      }
      default: {
        const exhaustive: never = command;
        return exhaustive;
      }
    }
  },
};
