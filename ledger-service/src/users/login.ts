import { domainEvent } from '@portal/contracts';
import type { PortalUserQueries, SignInAttempts, SignInFailureReason } from '@portal/projections';
import { AppError } from '../shared/errors';
import type { CommandRunner } from '../shared/command-runner';
import { throttleAddress, throttleUsername } from './client-address';
import { verifyDecoy, verifyPassword } from './passwords';
import type { Reservation, SignInThrottle, Slot } from './sign-in-throttle';
import { signToken } from './tokens';
import { isTwoFactorOn, useSecondFactor } from '../two-factor/second-factor';
import type { PersonalData } from '../personal-data';
import type { Directory } from '../personal-data/directory';

/** Sign-ins of one user, by id (docs/personal-data.md). */
const loginStream = (userId: string) => `logins-${userId}`;

export interface LoginDeps {
  runner: CommandRunner;
  users: PortalUserQueries;
  throttle: SignInThrottle;
  signInAttempts: SignInAttempts;
  jwtSecret: string;
  tokenTtl: string;
  /** Password hashes are sealed in the log and the read model; opened here to check one. */
  personalData: PersonalData;
  /** Finds the user a username names (usernames are sealed in the log: docs/personal-data.md). */
  people: Directory;
}

export interface LoginInput {
  username: string;
  password: string;
  /** The client's address (ctx.ip: the socket's, or X-Forwarded-For's only with TRUST_PROXY). */
  clientAddress: string;
  /** The second factor, once the user has two-factor sign-in on: an app's code or a recovery code. */
  otp?: string;
}

export const otpRequiredMessage = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';

/** The 429 of a full throttling bucket, with Retry-After and a message saying how long. */
export const tooManyAttempts = (refused: Reservation & { ok: false }, what: string) => {
  const minutes = Math.max(1, Math.ceil(refused.retryAfterSeconds / 60));
  return new AppError('too_many_requests', `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
    'Retry-After': String(refused.retryAfterSeconds),
  });
};

/**
 * The throttle's buckets a check of a user's password takes a slot in: the client address, the
 * (username, address) pair and the username. Sign-in and a password change share them, so a stolen
 * session gets no more guesses at its user's password than a stranger at the sign-in page.
 */
export const passwordCheckSlots = (clientAddress: string, username: string) => {
  const address = throttleAddress(clientAddress);
  const key = throttleUsername(username);
  const pair: Slot = { bucket: 'loginPair', key: `${address} ${key}` };
  const slots: Slot[] = [{ bucket: 'loginAddress', key: address }, pair, { bucket: 'loginUsername', key }];
  return { address, pair, slots };
};

/**
 * Signs a user in. A slot in the throttle's buckets (per address, per username + address, per
 * username) is reserved before the password is checked, so no burst gets more checks than the
 * limits; a refused attempt (429) checks nothing and counts nowhere. A success clears its pair and
 * gives back its slots. Failed and throttled attempts are kept in the bounded sign-in attempts store,
 * never in the event log; only a success, an authenticated fact, is an event (`LoginSucceeded`).
 */
export const login = async (deps: LoginDeps, input: LoginInput, correlationId: string) => {
  const { address, pair, slots } = passwordCheckSlots(input.clientAddress, input.username);
  // Throttled attempts are kept per throttled address (an IPv6 /64), so rotating addresses inside
  // one network still adds one row per period; checked failures keep the exact address.
  const failed = (reason: SignInFailureReason) =>
    deps.signInAttempts.record({
      username: input.username,
      reason,
      clientAddress: reason === 'throttled' ? address : input.clientAddress,
      correlationId,
    });

  const reservation = await deps.throttle.reserve(slots);
  if (!reservation.ok) {
    await failed('throttled');
    throw tooManyAttempts(reservation, 'failed sign-in attempts');
  }

  const named = (await deps.people.current()).userNamed(input.username);
  const user = named === undefined ? null : await deps.users.byId(named.userId);
  const valid = user
    ? await verifyPassword(await deps.personalData.reveal(user.password_hash), input.password)
    : await verifyDecoy(input.password);
  if (!user || !valid) {
    await failed(user ? 'wrong_password' : 'unknown_user');
    throw new AppError('unauthorized', 'Invalid username or password.');
  }
  // Two-factor sign-in (docs/two-factor.md): the password was right, the code decides. A wrong or
  // used code fails like a wrong password (it keeps its slots); asking for the code gives them back.
  if (await isTwoFactorOn(deps, user)) {
    if (input.otp === undefined) {
      await deps.throttle.release(slots);
      throw new AppError('unauthorized', otpRequiredMessage, {}, { otp_required: true });
    }
    try {
      await useSecondFactor(deps, user, input.otp, { actor: user.user_id, correlationId });
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'forbidden') throw error;
      await failed('wrong_code');
      throw new AppError('unauthorized', error.message, {}, { otp_required: true });
    }
  }
  await deps.throttle.clear(pair);
  await deps.throttle.release(slots.filter((slot) => slot !== pair));
  await deps.runner.record(
    loginStream(user.user_id),
    [domainEvent('LoginSucceeded', { userId: user.user_id, investorId: user.investor_id })],
    {
      actor: user.user_id,
      correlationId,
    },
  );
  return { access_token: signToken(user, deps.jwtSecret, deps.tokenTtl) };
};
