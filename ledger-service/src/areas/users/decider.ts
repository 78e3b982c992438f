import { domainEvent, nameKey, type DomainEvent } from '@portal/contracts';
import type { PortalRole } from '@portal/contracts/api';
import { badRequest, conflict, notFound } from '../../shared/errors';
import type { Decider } from '../../shared/decider';

export interface PortalUsersState {
  /**
   * user id -> what the user is, the investor it belongs to (null for administrators and auditors),
   * and its username where the log holds it in clear text (staff, and investors' users of older
   * logs; null where it is sealed: the directory of names compares those, shared/personal-data/directory.ts).
   */
  users: ReadonlyMap<string, { investorId: string | null; role: PortalRole; username: string | null }>;
  /**
   * Every auditor added (their names are taken from then on): username -> whether they registered,
   * the digest of their current secret, and whether an administrator removed them since.
   */
  auditors: ReadonlyMap<string, { registered: boolean; secretDigest: string | null; removed: boolean }>;
  /** investor id -> its portal user's id */
  byInvestor: ReadonlyMap<string, string>;
  /** Dismissed administrators: their names stay taken (in `users`), and they may not sign in. */
  dismissed: ReadonlySet<string>;
  /** investor -> the digest of the secret issued when their portal user was deleted (the one before is spent). */
  reissuedSecrets: ReadonlyMap<string, string>;
  /** Investors whose personal data was erased: nothing personal is recorded for them again. */
  forgotten: ReadonlySet<string>;
}

/** A registration secret sealed for the log, and the digest it is matched by (shared/personal-data/registration-secrets.ts). */
export interface SealedSecret {
  registrationSecret: string;
  secretDigest: string;
}

export type PortalUsersCommand =
  /**
   * `username` as typed (compared here with the usernames the log holds in clear text), `sealedUsername`
   * and `passwordHash` sealed under the investor's key; `secretDigest` the digest of the secret given.
   */
  | {
      type: 'RegisterPortalUser';
      userId: string;
      username: string;
      sealedUsername: string;
      passwordHash: string;
      investorId: string;
      secretDigest: string;
    }
  | { type: 'AppointAdministrator'; username: string; passwordHash: string }
  /** An administrator adds an auditor; again before they registered: a new secret (areas/users/auditor-secret.ts). */
  | ({ type: 'AddAuditor'; username: string } & SealedSecret)
  /**
   * `auditor`: whom the secret given belongs to; `username`: what the person typed, which must name
   * them; `secretDigest`: the digest of the secret given; `passwordHash` sealed under the auditor's key.
   */
  | { type: 'RegisterAuditor'; auditor: string; username: string; passwordHash: string; secretDigest: string }
  /** An administrator removes an auditor: their sign-in and any secret not used yet stop working. */
  | { type: 'RemoveAuditor'; username: string }
  /** `newSecret` is the investor's next registration secret; `investorName` is for the messages. */
  | { type: 'DeletePortalUser'; investorId: string; investorName: string; newSecret: SealedSecret }
  /** Erasure: the investor's portal user goes, and the erasure is recorded (their key is destroyed after). */
  | { type: 'ForgetInvestor'; investorId: string }
  /** The password check happens before (it needs the hash of the read model); this records the new one. */
  | { type: 'ChangePassword'; userId: string; passwordHash: string }
  /** At start: every administrator but the configured one loses its rights. */
  | { type: 'DismissOtherAdministrators'; keep: string }
  /** The demo's loader when it is done; nothing to do when it is no (active) administrator. */
  | { type: 'DismissAdministrator'; username: string };

/** Said when a username is taken, whoever took it. */
export const usernameTakenMessage = 'That username is taken. Please choose another.';

/** Said when a secret was used already (or replaced): one secret registers one portal user. */
export const spentSecretMessage = 'This secret has already been used. Ask your administrator for a new one.';

/** An administrator that may sign in now (appointed and not dismissed). */
export const isActiveAdministrator = (state: PortalUsersState, username: string): boolean =>
  state.users.get(username)?.role === 'admin' && !state.dismissed.has(username);

const dismissal = (username: string) => domainEvent('AdministratorDismissed', { username });

const withUser = (
  state: PortalUsersState,
  userId: string,
  investorId: string | null,
  role: PortalRole,
  username: string | null,
): PortalUsersState => {
  const users = new Map(state.users).set(userId, { investorId, role, username });
  const byInvestor = investorId === null ? state.byInvestor : new Map(state.byInvestor).set(investorId, userId);
  return { ...state, users, byInvestor };
};

/** A username the log holds in clear text (staff, older logs), or null for a sealed one (an envelope). */
const clearUsername = (username: string): string | null => (username.startsWith('pd1.') ? null : username);

const withDismissed = (state: PortalUsersState, username: string, dismissed: boolean): PortalUsersState => {
  const set = new Set(state.dismissed);
  if (dismissed) set.add(username);
  else set.delete(username);
  return { ...state, dismissed: set };
};

/**
 * The user id (for staff, the username as stored) of the user whose clear-text username `username`
 * names: itself, or one with its name key (`ADMIN` is `admin`; contracts/src/names.ts). Usernames are
 * unique by key, so at most one matches (except old ones). Sealed usernames are not seen here: the
 * commands that take a username ask the directory of names too, under the name lock.
 */
export const storedUsername = (state: PortalUsersState, username: string): string | undefined => {
  if ((state.users.has(username) && state.users.get(username)!.username !== null) || state.auditors.has(username)) return username;
  const key = nameKey(username);
  for (const [userId, user] of state.users) if (user.username !== null && nameKey(user.username) === key) return userId;
  return [...state.auditors.keys()].find((stored) => nameKey(stored) === key);
};

const withAuditor = (state: PortalUsersState, username: string, registered: boolean, secretDigest: string | null): PortalUsersState => ({
  ...state,
  auditors: new Map(state.auditors).set(username, { registered, secretDigest, removed: false }),
});

export const portalUsersDecider: Decider<PortalUsersState, PortalUsersCommand> = {
  initialState: () => ({
    users: new Map(),
    byInvestor: new Map(),
    auditors: new Map(),
    dismissed: new Set(),
    reissuedSecrets: new Map(),
    forgotten: new Set(),
  }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'PortalUserRegistered':
        return withUser(state, event.data.userId, event.data.investorId, 'investor', clearUsername(event.data.username));
      case 'AdministratorAppointed':
        return withDismissed(withUser(state, event.data.username, null, 'admin', event.data.username), event.data.username, false);
      case 'AuditorAdded':
        return withAuditor(state, event.data.username, false, event.data.secretDigest);
      case 'AuditorRegistered':
        return withAuditor(withUser(state, event.data.username, null, 'auditor', event.data.username), event.data.username, true, null);
      case 'AuditorRemoved': {
        const users = new Map(state.users);
        users.delete(event.data.username);
        const auditors = new Map(state.auditors).set(event.data.username, { registered: false, secretDigest: null, removed: true });
        return { ...state, users, auditors };
      }
      case 'AdministratorDismissed':
        return withDismissed(state, event.data.username, true);
      case 'PortalUserDeleted': {
        const users = new Map(state.users);
        users.delete(event.data.userId);
        const byInvestor = new Map(state.byInvestor);
        byInvestor.delete(event.data.investorId);
        return { ...state, users, byInvestor };
      }
      case 'PersonalDataForgotten':
        return { ...state, forgotten: new Set(state.forgotten).add(event.data.investorId) };
      case 'RegistrationSecretIssued':
        return { ...state, reissuedSecrets: new Map(state.reissuedSecrets).set(event.data.investorId, event.data.secretDigest) };
      default:
        return state;
    }
  },
  decide: (command, state): DomainEvent[] => {
    switch (command.type) {
      case 'RegisterPortalUser': {
        if (storedUsername(state, command.username) !== undefined) throw conflict(usernameTakenMessage);
        // A secret registers one user: whoever comes second, at once or later, is told it was used.
        if (state.byInvestor.has(command.investorId) || state.forgotten.has(command.investorId)) throw badRequest(spentSecretMessage);
        // The read model found the investor by this secret; the stream knows whether it was replaced since.
        const current = state.reissuedSecrets.get(command.investorId);
        if (current !== undefined && current !== command.secretDigest) throw badRequest(spentSecretMessage);
        const { userId, sealedUsername, passwordHash, investorId } = command;
        return [domainEvent('PortalUserRegistered', { userId, username: sealedUsername, passwordHash, investorId })];
      }
      case 'AddAuditor': {
        const username = storedUsername(state, command.username);
        if (username !== undefined && state.auditors.get(username)?.removed) {
          throw conflict(`${username} was an auditor and was removed: a removed auditor's username is not given again.`);
        }
        if (username !== undefined && state.auditors.get(username)?.registered === false) {
          return [
            domainEvent('AuditorAdded', { username, registrationSecret: command.registrationSecret, secretDigest: command.secretDigest }),
          ];
        }
        if (username !== undefined && state.auditors.has(username)) throw conflict(`${username} is already a registered auditor.`);
        if (username !== undefined) throw conflict(`The username ${username} is taken. Please choose another.`);
        const { registrationSecret, secretDigest } = command;
        return [domainEvent('AuditorAdded', { username: command.username, registrationSecret, secretDigest })];
      }
      case 'RegisterAuditor': {
        const auditor = state.auditors.get(command.auditor);
        if (auditor === undefined || auditor.removed)
          throw badRequest('The secret does not match any investor. Check it with your administrator.');
        if (auditor.registered) throw conflict('This auditor has registered already. Sign in instead.');
        // Added again since the read model found them: only the newest secret registers.
        if (auditor.secretDigest !== command.secretDigest) throw badRequest(spentSecretMessage);
        if (nameKey(command.username) !== nameKey(command.auditor)) {
          throw badRequest(`This secret registers the auditor ${command.auditor}: use that username.`);
        }
        return [domainEvent('AuditorRegistered', { username: command.auditor, passwordHash: command.passwordHash })];
      }
      case 'RemoveAuditor': {
        const username = storedUsername(state, command.username);
        const auditor = username === undefined ? undefined : state.auditors.get(username);
        if (username === undefined || auditor === undefined || auditor.removed) throw notFound(`No auditor named ${command.username}.`);
        return [domainEvent('AuditorRemoved', { username })];
      }
      case 'AppointAdministrator': {
        const username = storedUsername(state, command.username) ?? command.username;
        const existing = state.users.get(username);
        if (existing && existing.investorId !== null) {
          throw conflict(`The administrator name ${username} is already an investor's portal user.`);
        }
        if (state.auditors.has(username)) throw conflict(`The administrator name ${username} is already an auditor's username.`);
        // A dismissed administrator is appointed again (reinstated), not merely given a password.
        return existing && !state.dismissed.has(username)
          ? [domainEvent('PortalUserPasswordChanged', { userId: username, passwordHash: command.passwordHash })]
          : [domainEvent('AdministratorAppointed', { username: command.username, passwordHash: command.passwordHash, adminLevel: 1 })];
      }
      case 'DeletePortalUser': {
        const { investorId } = command;
        const userId = state.byInvestor.get(investorId);
        if (userId === undefined) throw notFound(`${command.investorName} has no portal user.`);
        return [
          domainEvent('PortalUserDeleted', { userId, investorId }),
          domainEvent('RegistrationSecretIssued', { investorId, ...command.newSecret }),
        ];
      }
      case 'ForgetInvestor': {
        const { investorId } = command;
        // Already erased: nothing more to record (the key's destruction is repeated, harmlessly).
        if (state.forgotten.has(investorId)) return [];
        const userId = state.byInvestor.get(investorId);
        const forgotten = domainEvent('PersonalDataForgotten', { investorId });
        return userId === undefined ? [forgotten] : [domainEvent('PortalUserDeleted', { userId, investorId }), forgotten];
      }
      case 'ChangePassword': {
        const existing = state.users.get(command.userId);
        if (!existing || state.dismissed.has(command.userId)) throw notFound('No such portal user.');
        return [domainEvent('PortalUserPasswordChanged', { userId: command.userId, passwordHash: command.passwordHash })];
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
