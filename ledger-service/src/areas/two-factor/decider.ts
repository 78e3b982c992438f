import { domainEvent, type DomainEvent } from '@portal/contracts';
import { AppError, conflict } from '../../shared/errors';
import type { Decider } from '../../shared/decider';

/** What is on, for which registration: a user deleted and registered again under the name starts afresh. */
export interface TwoFactorState {
  /**
   * The secret of the last `TotpEnrollmentStarted`, which the `TotpEnabled` after it turns on. Since
   * a set-up waits for its code outside the log (pending-enrolments.ts), the two are appended together
   * at confirmation; older logs may hold starts that were never confirmed.
   */
  pending: { registrationId: string; secret: string } | null;
  enabled: {
    registrationId: string;
    /** The sealed secret (personal-data envelope). */
    secret: string;
    recoveryCodeDigests: readonly string[];
    usedRecoveryCodes: ReadonlySet<number>;
  } | null;
  /** The last time step a code was accepted for; -1 before any. */
  lastUsedStep: number;
}

/**
 * How a user proves the second factor: the time step of a code checked against the sealed secret
 * `secret` (a secret replaced meanwhile makes it stale), or a recovery code's digest.
 */
export type SecondFactorProof = { kind: 'step'; step: number; secret: string } | { kind: 'recovery'; digest: string };

export type TwoFactorCommand =
  /** `secret`: the sealed secret the code was checked against, from the pending set-up. */
  | { type: 'Enable'; userId: string; registrationId: string; secret: string; step: number; recoveryCodeDigests: string[] }
  | { type: 'UseSecondFactor'; userId: string; registrationId: string; proof: SecondFactorProof }
  | { type: 'Disable'; userId: string; registrationId: string; proof: SecondFactorProof }
  | { type: 'Reset'; userId: string; registrationId: string; investorName: string; investorId: string };

/** The state of the registration `registrationId`: on, or not. */
export const enabledFor = (state: TwoFactorState, registrationId: string) =>
  state.enabled !== null && state.enabled.registrationId === registrationId ? state.enabled : null;

/** Recovery codes the user may still use. */
export const recoveryCodesLeft = (state: TwoFactorState, registrationId: string): number => {
  const enabled = enabledFor(state, registrationId);
  return enabled === null ? 0 : enabled.recoveryCodeDigests.length - enabled.usedRecoveryCodes.size;
};

/** A code refused: 403 here; the sign-in answers it as its own 401. */
export const codeRefused = (message: string) => new AppError('forbidden', message);
export const wrongCodeMessage = 'That code is not right. Enter the 6-digit code your authenticator app shows now.';
export const usedCodeMessage = 'That code was used already. Wait for the next code in your app and enter it.';
export const wrongRecoveryCodeMessage = 'That recovery code is not right, or it was used already.';

const notOn = () => conflict('Two-factor sign-in is not on.');

/** The event a proof becomes, or a refusal when it was used already. */
const proofEvent = (state: TwoFactorState, userId: string, proof: SecondFactorProof): DomainEvent => {
  const enabled = state.enabled!;
  if (proof.kind === 'step') {
    if (proof.secret !== enabled.secret) throw codeRefused(wrongCodeMessage);
    if (proof.step <= state.lastUsedStep) throw codeRefused(usedCodeMessage);
    return domainEvent('TotpCodeUsed', { userId, step: proof.step });
  }
  const index = enabled.recoveryCodeDigests.findIndex((digest, i) => digest === proof.digest && !enabled.usedRecoveryCodes.has(i));
  if (index === -1) throw codeRefused(wrongRecoveryCodeMessage);
  return domainEvent('RecoveryCodeUsed', { userId, index });
};

export const twoFactorDecider: Decider<TwoFactorState, TwoFactorCommand> = {
  initialState: () => ({ pending: null, enabled: null, lastUsedStep: -1 }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'TotpEnrollmentStarted':
        return { ...state, pending: { registrationId: event.data.registrationId, secret: event.data.secret } };
      case 'TotpEnabled': {
        // The secret is the one being set up: TotpEnabled always follows its TotpEnrollmentStarted in this stream.
        const secret = state.pending?.secret ?? '';
        return {
          pending: null,
          enabled: {
            registrationId: event.data.registrationId,
            secret,
            recoveryCodeDigests: event.data.recoveryCodeDigests,
            usedRecoveryCodes: new Set(),
          },
          lastUsedStep: Math.max(state.lastUsedStep, event.data.step),
        };
      }
      case 'TotpCodeUsed':
        return { ...state, lastUsedStep: Math.max(state.lastUsedStep, event.data.step) };
      case 'RecoveryCodeUsed': {
        if (state.enabled === null) return state;
        const usedRecoveryCodes = new Set(state.enabled.usedRecoveryCodes).add(event.data.index);
        return { ...state, enabled: { ...state.enabled, usedRecoveryCodes } };
      }
      case 'TotpDisabled':
      case 'TotpReset':
        return { ...state, pending: null, enabled: null };
      default:
        return state;
    }
  },
  decide: (command, state): DomainEvent[] => {
    switch (command.type) {
      // The start and the enabling together, as the log has always had them (old logs replay as they
      // are): the start carries the sealed secret, the enabling the step and the recovery codes.
      case 'Enable': {
        if (enabledFor(state, command.registrationId)) throw conflict('Two-factor sign-in is on already.');
        if (command.step <= state.lastUsedStep) throw codeRefused(usedCodeMessage);
        const { userId, registrationId, secret, step, recoveryCodeDigests } = command;
        return [
          domainEvent('TotpEnrollmentStarted', { userId, registrationId, secret }),
          domainEvent('TotpEnabled', { userId, registrationId, step, recoveryCodeDigests }),
        ];
      }
      case 'UseSecondFactor':
        if (!enabledFor(state, command.registrationId)) throw notOn();
        return [proofEvent(state, command.userId, command.proof)];
      case 'Disable':
        if (!enabledFor(state, command.registrationId)) throw notOn();
        return [proofEvent(state, command.userId, command.proof), domainEvent('TotpDisabled', { userId: command.userId })];
      case 'Reset':
        if (!enabledFor(state, command.registrationId)) throw conflict(`${command.investorName} has not turned on two-factor sign-in.`);
        return [domainEvent('TotpReset', { userId: command.userId, investorId: command.investorId })];
      default: {
        const exhaustive: never = command;
        return exhaustive;
      }
    }
  },
};
