import type { PortalUserRow } from '@portal/projections';
import type { PersonalData } from '../../shared/personal-data';
import { AppError } from '../../shared/errors';
import { throttleAccount, throttleAddress } from './client-address';
import { verifyPassword } from './passwords';
import type { Reservation, SignInThrottle, Slot } from './sign-in-throttle';

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

export interface CurrentPasswordDeps {
  /** A wrong current password counts like a failed sign-in of that user from that address. */
  throttle: SignInThrottle;
  personalData: Pick<PersonalData, 'reveal'>;
}

export const wrongCurrentPasswordMessage = 'The current password is not correct.';

/**
 * Checks the signed-in user's current password before a change a stolen session must not make alone
 * (a new password, setting up two-factor sign-in). It takes the sign-in's throttle slots, so a
 * session gets no more guesses than a stranger at the sign-in page: 429 once they are spent, and a
 * wrong password 403 (not 401: the session is fine and stays). A right one gives them back.
 */
export const checkCurrentPassword = async (deps: CurrentPasswordDeps, clientAddress: string, user: PortalUserRow, password: string) => {
  const { pair, slots } = passwordCheckSlots(clientAddress, user.user_id);
  const reservation = await deps.throttle.reserve(slots);
  if (!reservation.ok) throw tooManyAttempts(reservation, 'wrong passwords');
  if (!(await verifyPassword(await deps.personalData.reveal(user.password_hash), password))) {
    throw new AppError('forbidden', wrongCurrentPasswordMessage);
  }
  await deps.throttle.clear(pair);
  await deps.throttle.release(slots.filter((slot) => slot !== pair));
};
