import { domainEvent } from '@portal/contracts';
import type { PortalUserQueries, PortalUserRow, SignInAttempts, SignInFailureReason } from '@portal/projections';
import { AppError } from '../../shared/errors';
import { throttleAccount } from '../users/client-address';
import type { DeviceCookie } from '../users/device-cookie';
import { verifyDecoy, verifyPassword } from '../users/passwords';
import type { SignInThrottle } from '../users/sign-in-throttle';
import { passwordCheckSlots, tooManyAttempts } from '../users/current-password';
import { signToken } from '../users/tokens';
import { isTwoFactorOn, useSecondFactor } from '../two-factor/second-factor';
import type { PersonalData } from '../../shared/personal-data';
import type { Directory } from '../../shared/personal-data/directory';
import { loginStream } from '../../shared/streams';
import type { CommandRunner } from '../../shared/runner';

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
  /** A sign-in is recorded (LoginSucceeded): successful ones are counted like writes (their own limits). */
  writeRates: {
    countSignIn(user: Pick<PortalUserRow, 'user_id' | 'role'>): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }>;
  };
}

export interface LoginInput {
  username: string;
  password: string;
  /** The client's address (ctx.ip: the socket's, or X-Forwarded-For's only with TRUST_PROXY). */
  clientAddress: string;
  /** The second factor, once the user has two-factor sign-in on: an app's code or a recovery code. */
  otp?: string;
  /** The browser's device cookie (device-cookie.ts); absent, no browser is known to any account. */
  device?: DeviceCookie;
}

/** 429 for a user who signed in more often than a person does (the password was right). */
const tooManySignIns = (retryAfterSeconds: number) =>
  new AppError(
    'too_many_requests',
    `Too many sign-ins in a short time. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`,
    {
      'Retry-After': String(retryAfterSeconds),
    },
  );

export const otpRequiredMessage = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';

/**
 * Signs a user in. The username is resolved first, so every spelling of one account takes the
 * account's slots. A slot in the throttle's buckets (per address, per account + address, per account
 * or per device cookie) is reserved before the password is checked, so no burst gets more checks than
 * the limits; a refused attempt (429) checks nothing and counts nowhere. A success clears its pair,
 * gives back its slots and gives the browser a new device cookie. Failed and throttled attempts are
 * kept in the bounded sign-in attempts store, never in the event log; only a success, an
 * authenticated fact, is an event (`LoginSucceeded`).
 */
export const login = async (deps: LoginDeps, input: LoginInput, correlationId: string) => {
  const named = (await deps.people.current()).userNamed(input.username);
  const user = named === undefined ? null : await deps.users.byId(named.userId);
  // A known account by its id (usernames are sealed, and every spelling names the one id); else what was typed.
  const account = throttleAccount(user?.user_id ?? input.username);
  const deviceId = user ? (input.device?.idFor(account) ?? null) : null;
  const { address, pair, slots: withDevice } = passwordCheckSlots(input.clientAddress, account, deviceId);
  let slots = withDevice;
  // Throttled attempts are kept per throttled address (an IPv6 /64), so rotating addresses inside
  // one network still adds one row per period; checked failures keep the exact address.
  const failed = (reason: SignInFailureReason) =>
    deps.signInAttempts.record({
      username: input.username,
      reason,
      clientAddress: reason === 'throttled' ? address : input.clientAddress,
      correlationId,
    });

  let reservation = await deps.throttle.reserve(slots);
  // A device cookie that has failed too often is worth no more than none: the account's ceiling applies.
  if (!reservation.ok && reservation.bucket === 'loginDevice') {
    slots = passwordCheckSlots(input.clientAddress, account).slots;
    reservation = await deps.throttle.reserve(slots);
  }
  if (!reservation.ok) {
    await failed('throttled');
    throw tooManyAttempts(reservation, 'failed sign-in attempts');
  }

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
  // A right password looped by a script would grow the log by a sign-in each time: successful sign-ins
  // are counted like writes, with limits of their own (docs/security.md, "Writes per user").
  const counted = await deps.writeRates.countSignIn(user);
  if (!counted.ok) throw tooManySignIns(counted.retryAfterSeconds);
  await deps.runner.record(
    loginStream(user.user_id),
    [domainEvent('LoginSucceeded', { userId: user.user_id, investorId: user.investor_id })],
    {
      actor: user.user_id,
      correlationId,
    },
  );
  input.device?.issueFor(account);
  return { access_token: signToken(user, deps.jwtSecret, deps.tokenTtl) };
};
