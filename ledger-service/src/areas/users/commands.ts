import * as api from '@portal/contracts/api';
import { secretDigest, type InvestorQueries, type PortalUserQueries } from '@portal/projections';
import { investorSubject, type PersonalData } from '../../shared/personal-data';
import type { Directory } from '../../shared/personal-data/directory';
import type { NameLock } from '../../shared/personal-data/name-lock';
import { newRegistrationSecret } from '../../shared/personal-data/registration-secrets';
import { callerOf, command, type RequestContext } from '../../shared/commands';
import { badRequest, conflict, notFound } from '../../shared/errors';
import { auditorSecret } from './auditor-secret';
import { registerAuditor } from './auditors';
import { throttleAddress } from './client-address';
import { checkCurrentPassword, tooManyAttempts } from './current-password';
import { portalUsersDecider, spentSecretMessage } from './decider';
import { hashPassword } from './passwords';
import { registerInvestorUser } from './register';
import { sessionsDecider } from './sessions-decider';
import type { SignInThrottle, Slot } from './sign-in-throttle';
import { signToken } from './tokens';
import { portalUsersStream, sessionsStream } from '../../shared/streams';
import { secretSubjectOf } from '../../shared/personal-data/personal-data';
import type { CommandRunner } from '../../shared/runner';

/** What the portal users' own writes need: their stream, the sealing of their secrets, and the throttle. */
export interface UserCommandDeps {
  runner: CommandRunner;
  users: PortalUserQueries;
  investors: Pick<InvestorQueries, 'investorBySecret'>;
  /** Investors' names and usernames, opened (docs/personal-data.md). */
  people: Directory;
  /** Held while a new username is checked and taken. */
  nameLock: NameLock;
  /** Passwords and secrets are sealed under each person's key (docs/personal-data.md). */
  personalData: PersonalData;
  /** Counts registration attempts and current-password checks (429 past the limits). */
  throttle: SignInThrottle;
}

/** A password change answers with a fresh token: what signs one. */
export interface SessionCommandDeps extends UserCommandDeps {
  jwtSecret: string;
  tokenTtl: string;
}

const userCommand = <C extends api.ApiCall, D = UserCommandDeps>(
  call: C,
  run: (deps: D, input: api.CallBody<C>, context: RequestContext) => Promise<api.CallResponse<C>>,
) => command(call, run);

const registered = { message: 'Registration complete. You can sign in now.' };

// Throttled per client address: every attempt, and wrong secrets apart (a slot is taken before the
// secret is looked up and given back when it matches). A failure records nothing.
export const register = userCommand(api.register, async (deps, input, context) => {
  const address = throttleAddress(context.clientAddress);
  const secretSlot: Slot = { bucket: 'registerSecret', key: address };
  const reservation = await deps.throttle.reserve([{ bucket: 'registerAddress', key: address }, secretSlot]);
  if (!reservation.ok) throw tooManyAttempts(reservation, 'registration attempts');
  // An auditor's secret registers that auditor (areas/users/auditors.ts).
  const auditor = await auditorSecret.find(deps.users, input.secret);
  if (auditor !== null) {
    await deps.throttle.release([secretSlot]);
    await registerAuditor(deps, auditor, input, context.correlationId);
    return registered;
  }
  const found = await deps.investors.investorBySecret(input.secret);
  if (found === null) throw badRequest('The secret does not match any investor. Check it with your administrator.');
  await deps.throttle.release([secretSlot]);
  if (found.spent) throw badRequest(spentSecretMessage);
  const registration = { investorId: found.investor_id, username: input.username, password: input.password };
  await registerInvestorUser(deps, { ...registration, secretDigest: secretDigest(input.secret) }, context.correlationId);
  return registered;
});

export const deletePortalUser = userCommand(api.deletePortalUser, async (deps, { investor_name }, context) => {
  const investor = (await deps.people.current()).investorNamed(investor_name);
  if (investor === undefined) throw notFound(`No investor named ${investor_name}.`);
  // The secret it registered with is spent: the investor gets a new one (get_investor_secret shows it).
  const { secret: _secret, ...newSecret } = await newRegistrationSecret(deps.personalData, investorSubject(investor.id));
  await deps.runner.execute(
    portalUsersDecider,
    portalUsersStream,
    { type: 'DeletePortalUser', investorId: investor.id, investorName: investor.name, newSecret },
    context,
  );
  return { message: 'Portal user deleted successfully' };
});

/**
 * A sign-out is an event (PortalUserSignedOut), not a row in a table of its own: it is an
 * authenticated fact with an actor, so the audit trail shows it like a sign-in, and only a signed-in
 * caller can append it (one event per token at most, however many sign-outs of it arrive at once:
 * sessions-decider.ts), so anonymous traffic cannot grow the log. The portal-users read model keeps
 * the signed-out token ids in PostgreSQL (shared by every API instance, kept across restarts) only
 * until the tokens would have expired, and a rebuild gives the same rows.
 */
export const logout = userCommand(api.logout, async (deps, _input, context) => {
  const user = callerOf(context);
  const session = context.session;
  if (!session) throw new Error('auth middleware did not name the session');
  await deps.runner.execute(
    sessionsDecider,
    sessionsStream(user.user_id),
    { type: 'SignOut', userId: user.user_id, tokenId: session.tokenId, expiresAt: session.expiresAt },
    { actor: user.user_id, correlationId: context.correlationId },
  );
  return { message: 'You are signed out.' };
});

// A wrong current password is 403, not 401: the caller's session is fine and stays (the web app
// treats 401 as a lost session), and nothing is recorded.
export const changePassword = userCommand(api.changePassword, async (deps: SessionCommandDeps, input, context) => {
  const user = callerOf(context);
  await checkCurrentPassword(deps, context.clientAddress, user, input.current_password);
  // Sealed under the key of whoever the user is: their investor's, or their own.
  const passwordHash = await deps.personalData.protect(secretSubjectOf(user), await hashPassword(input.new_password));
  await deps.runner.execute(portalUsersDecider, portalUsersStream, { type: 'ChangePassword', userId: user.user_id, passwordHash }, context);
  // The change raised the user's sessions epoch, which ends every token issued before, this
  // caller's too: it gets a fresh one in the new epoch (the runner waited for the read model).
  const changed = await deps.users.byId(user.user_id);
  if (changed?.password_hash !== passwordHash) return { message: 'Your password is changed. Please sign in again with the new one.' };
  return { message: 'Your password is changed.', access_token: signToken(changed, deps.jwtSecret, deps.tokenTtl) };
});

/**
 * Auditors (docs/security.md, Roles): an administrator adds one by username and hands on the
 * secret; the auditor registers with it at /register under that username (`register` calls
 * `registerAuditor`). Both are events of the `portal-users` stream, so a username is unique among
 * investors' users, administrators and auditors alike.
 */
export const addAuditor = userCommand(api.addAuditor, async (deps, body, context) => {
  const { secret, ...sealed } = await auditorSecret.issue(deps.personalData, body.username);
  const [added] = await deps.nameLock.exclusively(async () => {
    const taken = (await deps.people.current()).userNamed(body.username);
    if (taken !== undefined && taken.investorId !== null) throw conflict(`The username ${taken.username} is taken. Please choose another.`);
    return deps.runner.execute(portalUsersDecider, portalUsersStream, { type: 'AddAuditor', username: body.username, ...sealed }, context);
  });
  // The recorded secret: on a retried request that was recorded already, the first attempt's one.
  return { secret: added?.type === 'AuditorAdded' ? await deps.personalData.reveal(added.data.registrationSecret) : secret };
});

export const removeAuditor = userCommand(api.removeAuditor, async (deps, body, context) => {
  const [removed] = await deps.runner.execute(
    portalUsersDecider,
    portalUsersStream,
    { type: 'RemoveAuditor', username: body.username },
    context,
  );
  const username = removed?.type === 'AuditorRemoved' ? removed.data.username : body.username;
  return { message: `Auditor ${username} removed: they can no longer sign in.` };
});

export const userCommands = [register, deletePortalUser, logout, changePassword, addAuditor, removeAuditor];
