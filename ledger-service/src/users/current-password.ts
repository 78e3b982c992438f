import type { PortalUserRow } from '@portal/projections';
import type { PersonalData } from '../shared/personal-data';
import { AppError } from '../shared/errors';
import { passwordCheckSlots, tooManyAttempts } from './login';
import { verifyPassword } from './passwords';
import type { SignInThrottle } from './sign-in-throttle';

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
