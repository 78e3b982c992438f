import { domainEvent } from '@portal/contracts';
import type { PortalUserQueries, SignInAttempts, SignInFailureReason } from '@portal/projections';
import { AppError } from '../shared/errors';
import type { CommandRunner } from '../shared/command-runner';
import { throttleAccount, throttleAddress } from './client-address';
import type { DeviceCookie } from './device-cookie';
import { verifyDecoy, verifyPassword } from './passwords';
import type { Reservation, SignInThrottle, Slot } from './sign-in-throttle';
import { signToken } from './tokens';
import { isTwoFactorOn, useSecondFactor } from '../two-factor/second-factor';
import type { PersonalData } from '../shared/personal-data';
import type { Directory } from '../shared/personal-data/directory';
import type { WriteRates } from '../http/write-rate-limit';
import { loginStream } from '../shared/streams';

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
  writeRates: Pick<WriteRates, 'countSignIn'>;
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

/** The 429 of a full throttling bucket, with Retry-After and a message saying how long. */
export const tooManyAttempts = (refused: Reservation & { ok: false }, what: string) => {
  const minutes = Math.max(1, Math.ceil(refused.retryAfterSeconds / 60));
  return new AppError('too_many_requests', `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
    'Retry-After': String(refused.retryAfterSeconds),
  });
};

/**
 * The throttle's buckets a check of a user's password (or second factor) takes a slot in: the client
 * address, the (account, address) pair and the account, every account counted by its key whatever
 * spelling named it (client-address.ts). Sign-in, a password change and two-factor codes share them,
 * so a stolen session gets no more guesses at its user's password than a stranger at the sign-in
 * page. A browser with a valid device cookie for the account takes its cookie's slot instead of the
 * account's (device-cookie.ts).
 */
export const passwordCheckSlots = (clientAddress: string, username: string, deviceId: string | null = null) => {
  const address = throttleAddress(clientAddress);
  const account = throttleAccount(username);
  const pair: Slot = { bucket: 'loginPair', key: `${address} ${account}` };
  const last: Slot = deviceId === null ? { bucket: 'loginAccount', key: account } : { bucket: 'loginDevice', key: deviceId };
  const slots: Slot[] = [{ bucket: 'loginAddress', key: address }, pair, last];
  return { address, pair, slots };
};

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
