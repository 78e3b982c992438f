import * as api from '@portal/contracts/api';
import type { PortalUserQueries } from '@portal/projections';
import type { Directory } from '../../shared/personal-data/directory';
import { callerOf, command, type RequestContext } from '../../shared/commands';
import { badRequest, conflict, notFound } from '../../shared/errors';
import { checkCurrentPassword, passwordCheckSlots, tooManyAttempts } from '../users/current-password';
import type { SignInThrottle } from '../users/sign-in-throttle';
import { codeRefused, enabledFor, twoFactorDecider, wrongCodeMessage } from './decider';
import type { PendingEnrolments } from './pending-enrolments';
import { loadTwoFactor, recordWithCode, type TwoFactorDeps } from './second-factor';
import { isTotpCode, matchingStep, newRecoveryCodes, newTotpSecret, otpauthUrl, recoveryCodeDigest } from './totp';
import { twoFactorStream } from '../../shared/streams';
import { secretSubjectOf } from '../../shared/personal-data/personal-data';

export interface TwoFactorCommandDeps extends TwoFactorDeps {
  users: Pick<PortalUserQueries, 'byInvestor'>;
  /** Names of investors and users (the app shows the username beside the code). */
  people: Directory;
  /** Wrong codes when turning it off, and wrong current passwords, count like wrong passwords at sign-in. */
  throttle: SignInThrottle;
  /** Set-ups waiting for their code, outside the log. */
  pendingEnrolments: PendingEnrolments;
  /** The issuer the authenticator app shows beside the code (BRAND_TITLE). */
  brandTitle: string;
  /** REQUIRE_ADMIN_TOTP: an administrator may not turn it off. */
  requireAdminTotp?: boolean;
}

/**
 * Two-factor sign-in of the signed-in user, and an administrator's reset of an investor's
 * (docs/two-factor.md). Each decision is taken by the user's stream `totp-<user id>`.
 */
const twoFactorCommand = <C extends api.ApiCall>(
  call: C,
  run: (deps: TwoFactorCommandDeps, input: api.CallBody<C>, context: RequestContext) => Promise<api.CallResponse<C>>,
) => command(call, run);

// The clear secret is in this answer only; until a code confirms it, it waits sealed under the
// person's key in the pending set-ups (one per user, replaced by a new start), not in the log.
export const enrollTotp = twoFactorCommand(api.enrollTotp, async (deps, { current_password }, context) => {
  const user = callerOf(context);
  await checkCurrentPassword(deps, context.clientAddress, user, current_password);
  if (enabledFor(await loadTwoFactor(deps, user.user_id), user.registration_id) !== null) {
    throw conflict('Two-factor sign-in is on already. Turn it off first to set it up again.');
  }
  const secret = newTotpSecret();
  const subject = secretSubjectOf(user);
  await deps.pendingEnrolments.start(user, subject, await deps.personalData.protect(subject, secret));
  const username = (await deps.people.current()).userName(user.user_id);
  return { otpauth_url: otpauthUrl(deps.brandTitle, username, secret), secret };
});

// A code of the waiting secret turns it on: the sealed secret goes into the log with the recovery
// codes' digests (the decider), and the waiting row goes.
export const confirmTotp = twoFactorCommand(api.confirmTotp, async (deps, { code, current_password }, context) => {
  const user = callerOf(context);
  if (!isTotpCode(code)) throw badRequest('code: Enter the 6-digit code your authenticator app shows.');
  await checkCurrentPassword(deps, context.clientAddress, user, current_password);
  const pending = await deps.pendingEnrolments.waiting(user);
  if (pending === null) throw conflict('Start setting up two-factor sign-in first: no secret is waiting for a code.');
  const step = matchingStep(await deps.personalData.reveal(pending), code, (deps.totpNow ?? Date.now)());
  if (step === null) throw codeRefused(wrongCodeMessage);
  const recoveryCodes = newRecoveryCodes();
  await deps.runner.execute(
    twoFactorDecider,
    twoFactorStream(user.user_id),
    {
      type: 'Enable',
      userId: user.user_id,
      registrationId: user.registration_id,
      secret: pending,
      step,
      recoveryCodeDigests: recoveryCodes.map(recoveryCodeDigest),
    },
    context,
  );
  await deps.pendingEnrolments.finish(user, pending);
  return { message: 'Two-factor sign-in is on.', recovery_codes: recoveryCodes };
});

export const disableTotp = twoFactorCommand(api.disableTotp, async (deps, { code }, context) => {
  const user = callerOf(context);
  if (deps.requireAdminTotp && user.admin_level >= 1) {
    throw conflict('Administrators must keep two-factor sign-in on for this portal.');
  }
  const enabled = enabledFor(await loadTwoFactor(deps, user.user_id), user.registration_id);
  if (enabled === null) throw conflict('Two-factor sign-in is not on.');
  const { pair, slots } = passwordCheckSlots(context.clientAddress, user.user_id);
  const reservation = await deps.throttle.reserve(slots);
  if (!reservation.ok) throw tooManyAttempts(reservation, 'wrong codes');
  // A wrong or used code keeps its slot (403, nothing recorded); a right one gives them back.
  await recordWithCode(deps, user, { type: 'Disable', secret: enabled.secret, code }, context);
  await deps.throttle.clear(pair);
  await deps.throttle.release(slots.filter((slot) => slot !== pair));
  return { message: 'Two-factor sign-in is off.' };
});

export const resetTotp = twoFactorCommand(api.resetTotp, async (deps, { investor_name }, context) => {
  const investor = (await deps.people.current()).investorNamed(investor_name);
  if (investor === undefined) throw notFound(`No investor named ${investor_name}.`);
  const user = await deps.users.byInvestor(investor.id);
  if (user === null) throw notFound(`${investor.name} has no portal user.`);
  await deps.runner.execute(
    twoFactorDecider,
    twoFactorStream(user.user_id),
    { type: 'Reset', userId: user.user_id, registrationId: user.registration_id, investorName: investor.name, investorId: investor.id },
    context,
  );
  return { message: `Two-factor sign-in of ${investor.name} is off. They sign in with their password and can turn it on again.` };
});

export const twoFactorCommands = [enrollTotp, confirmTotp, disableTotp, resetTotp];
