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
  /** Dismissed administrators: their names stay taken (in `users`), and they may not sign in. */
  dismissed: ReadonlySet<string>;
}

export type PortalUsersCommand =
  | { type: 'RegisterPortalUser'; username: string; passwordHash: string; investorName: string }
  | { type: 'AppointAdministrator'; username: string; passwordHash: string }
  | { type: 'DeletePortalUser'; investorName: string }
  /** The password check happens before (it needs the hash of the read model); this records the new one. */
  | { type: 'ChangePassword'; username: string; passwordHash: string }
  /** At start: every administrator but the configured one loses its rights. */
  | { type: 'DismissOtherAdministrators'; keep: string }
  /** The demo's loader when it is done; nothing to do when it is no (active) administrator. */
  | { type: 'DismissAdministrator'; username: string };

/** An administrator that may sign in now (appointed and not dismissed). */
export const isActiveAdministrator = (state: PortalUsersState, username: string): boolean =>
  state.users.get(username)?.investorName === null && !state.dismissed.has(username);

const dismissal = (username: string) => domainEvent('AdministratorDismissed', { username });

const withUser = (state: PortalUsersState, username: string, investorName: string | null): PortalUsersState => {
  const users = new Map(state.users).set(username, { investorName });
  const byInvestor = investorName === null ? state.byInvestor : new Map(state.byInvestor).set(investorName, username);
  return { ...state, users, byInvestor };
};

const withDismissed = (state: PortalUsersState, username: string, dismissed: boolean): PortalUsersState => {
  const set = new Set(state.dismissed);
  if (dismissed) set.add(username);
  else set.delete(username);
  return { ...state, dismissed: set };
};

/**
 * The username as stored that `username` names: itself, or one with its name key (`ADMIN` is `admin`;
 * contracts/src/names.ts). Usernames are unique by key, so at most one matches (except old ones).
 */
export const storedUsername = (state: PortalUsersState, username: string): string | undefined =>
  state.users.has(username) ? username : [...state.users.keys()].find((stored) => nameKey(stored) === nameKey(username));

export const portalUsersDecider: Decider<PortalUsersState, PortalUsersCommand> = {
  initialState: () => ({ users: new Map(), byInvestor: new Map(), dismissed: new Set() }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'PortalUserRegistered':
        return withUser(state, event.data.username, event.data.investorName);
      case 'AdministratorAppointed':
        return withDismissed(withUser(state, event.data.username, null), event.data.username, false);
      case 'AdministratorDismissed':
        return withDismissed(state, event.data.username, true);
      case 'PortalUserDeleted': {
        const users = new Map(state.users);
        users.delete(event.data.username);
        const byInvestor = new Map(state.byInvestor);
        byInvestor.delete(event.data.investorName);
        return { ...state, users, byInvestor };
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
        // A dismissed administrator is appointed again (reinstated), not merely given a password.
        return existing && !state.dismissed.has(username)
          ? [domainEvent('PortalUserPasswordChanged', { username, passwordHash: command.passwordHash })]
          : [domainEvent('AdministratorAppointed', { username: command.username, passwordHash: command.passwordHash, adminLevel: 1 })];
      }
      case 'DeletePortalUser': {
        const username = state.byInvestor.get(command.investorName);
        if (username === undefined) throw notFound(`${command.investorName} has no portal user.`);
        return [domainEvent('PortalUserDeleted', { username, investorName: command.investorName })];
      }
      case 'ChangePassword': {
        const existing = state.users.get(command.username);
        if (!existing || state.dismissed.has(command.username)) throw notFound(`No portal user named ${command.username}.`);
        return [domainEvent('PortalUserPasswordChanged', { username: command.username, passwordHash: command.passwordHash })];
      }
      case 'DismissOtherAdministrators':
        return [...state.users.keys()]
          .filter((username) => username !== command.keep && isActiveAdministrator(state, username))
          .map(dismissal);
      case 'DismissAdministrator':
        return isActiveAdministrator(state, command.username) ? [dismissal(command.username)] : [];
      default: {
        const exhaustive: never = command;
        return exhaustive;
      }
    }
  },
};
