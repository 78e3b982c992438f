import type { PortalUserRow } from '@portal/projections';
import type { PersonalData } from '../../shared/personal-data';
import { codeRefused, enabledFor, wrongCodeMessage, twoFactorDecider, type SecondFactorProof, type TwoFactorState } from './decider';
import { isTotpCode, matchingStep, recoveryCodeDigest } from './totp';
import { twoFactorStream } from '../../shared/streams';
import type { CommandContext, CommandRunner } from '../../shared/runner';

/** What two-factor sign-in needs: the user's stream, and the seal of the secret (docs/two-factor.md). */
export interface TwoFactorDeps {
  runner: CommandRunner;
  /** The TOTP secret is sealed under the person's key in the log (shared/personal-data/). */
  personalData: Pick<PersonalData, 'protect' | 'reveal'>;
  /** The moment codes are checked at (ms); the system clock unless a test sets it (AppDeps, test-server.ts). */
  totpNow?: () => number;
}

export const loadTwoFactor = async (deps: Pick<TwoFactorDeps, 'runner'>, userId: string): Promise<TwoFactorState> =>
  (await deps.runner.load(twoFactorDecider, twoFactorStream(userId))).state;

/**
 * What a typed code proves against a sealed secret: the time step of an authenticator app's code
 * (refused when it is none of the steps around now), or the digest of a recovery code (checked by the
 * decider). Spaces and dashes are ignored.
 */
const proofOf = async (deps: TwoFactorDeps, sealedSecret: string, code: string): Promise<SecondFactorProof> => {
  if (!isTotpCode(code)) return { kind: 'recovery', digest: recoveryCodeDigest(code) };
  const step = matchingStep(await deps.personalData.reveal(sealedSecret), code, (deps.totpNow ?? Date.now)());
  if (step === null) throw codeRefused(wrongCodeMessage);
  return { kind: 'step', step, secret: sealedSecret };
};

/** Whether the user has to give a second factor to sign in. */
export const isTwoFactorOn = async (deps: Pick<TwoFactorDeps, 'runner'>, user: PortalUserRow): Promise<boolean> =>
  enabledFor(await loadTwoFactor(deps, user.user_id), user.registration_id) !== null;

/**
 * Checks a sign-in's second factor and records it used (TotpCodeUsed or RecoveryCodeUsed), so it can
 * never be used again; throws a 403 AppError when it is wrong or used already (the sign-in makes it
 * its 401).
 */
export const useSecondFactor = async (deps: TwoFactorDeps, user: PortalUserRow, code: string, context: CommandContext): Promise<void> => {
  const enabled = enabledFor(await loadTwoFactor(deps, user.user_id), user.registration_id);
  if (enabled === null) return;
  await recordWithCode(deps, user, { type: 'UseSecondFactor', secret: enabled.secret, code }, context);
};

/**
 * Records a command a code proves (a sign-in's second factor, turning two-factor off) with what the
 * code proves against the user's sealed secret; a wrong or used code is refused (403 AppError).
 */
export const recordWithCode = async (
  deps: TwoFactorDeps,
  user: PortalUserRow,
  proven: { type: 'UseSecondFactor' | 'Disable'; secret: string; code: string },
  context: CommandContext,
): Promise<void> => {
  const proof = await proofOf(deps, proven.secret, proven.code);
  const command = { type: proven.type, userId: user.user_id, registrationId: user.registration_id, proof };
  await deps.runner.execute(twoFactorDecider, twoFactorStream(user.user_id), command, context);
};
