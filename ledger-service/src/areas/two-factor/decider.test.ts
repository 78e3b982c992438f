import { describe, expect, it } from 'vitest';
import { domainEvent } from '@portal/contracts';
import { decisionsOf } from '../../testing/given';
import {
  recoveryCodesLeft,
  twoFactorDecider as decider,
  usedCodeMessage,
  wrongCodeMessage,
  wrongRecoveryCodeMessage,
  type TwoFactorCommand,
} from './decider';
import { recoveryCodeDigest } from './totp';

const { given, when, refusal } = decisionsOf(decider);

const registration = '00000000-0000-4000-8000-000000000001';
const laterRegistration = '00000000-0000-4000-8000-000000000002';
const sealed = 'pd1.sealed-secret';
const codes = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);
const digests = codes.map(recoveryCodeDigest);

const started = (registrationId = registration, secret = sealed) =>
  domainEvent('TotpEnrollmentStarted', { userId: 'ann', registrationId, secret });
const enabled = (step = 100, registrationId = registration) =>
  domainEvent('TotpEnabled', { userId: 'ann', registrationId, step, recoveryCodeDigests: digests });
const on = [started(), enabled(100)];

const useStep = (step: number, secret = sealed): TwoFactorCommand => ({
  type: 'UseSecondFactor',
  userId: 'ann',
  registrationId: registration,
  proof: { kind: 'step', step, secret },
});
const useRecovery = (code: string): TwoFactorCommand => ({
  type: 'UseSecondFactor',
  userId: 'ann',
  registrationId: registration,
  proof: { kind: 'recovery', digest: recoveryCodeDigest(code) },
});
const enable = (step: number, secret = sealed): TwoFactorCommand => ({
  type: 'Enable',
  userId: 'ann',
  registrationId: registration,
  secret,
  step,
  recoveryCodeDigests: digests,
});

describe('turning two-factor sign-in on', () => {
  it('records the sealed secret and the digests of the recovery codes together, once a code confirms it', () => {
    expect(when([], enable(100))).toEqual([started(), enabled(100)]);
    const state = given(on);
    expect(state.enabled).toMatchObject({ registrationId: registration, secret: sealed });
    expect(recoveryCodesLeft(state, registration)).toBe(10);
  });

  it('replays a log whose starts were recorded on their own, confirmed or not, as before', () => {
    const older = [started(registration, 'pd1.abandoned'), started(), enabled(100)];
    expect(given(older).enabled).toMatchObject({ secret: sealed });
    expect(given([started()]).enabled).toBeNull();
  });

  it('refuses to confirm when it is on already (409)', () => {
    expect(refusal(on, enable(101))).toMatchObject({ status: 409, message: /on already/ });
  });

  it('belongs to one registration: a user deleted and registered again under the name starts without it', () => {
    expect(recoveryCodesLeft(given(on), laterRegistration)).toBe(0);
    expect(when(on, { ...enable(101), registrationId: laterRegistration })).toHaveLength(2);
    expect(refusal(on, { ...useStep(101), registrationId: laterRegistration })).toMatchObject({ status: 409, message: /not on/ });
  });
});

describe('codes at sign-in', () => {
  it('accepts a step after the last used one, once: the same step again is refused (a replay)', () => {
    expect(when(on, useStep(101))).toEqual([domainEvent('TotpCodeUsed', { userId: 'ann', step: 101 })]);
    const after = [...on, domainEvent('TotpCodeUsed', { userId: 'ann', step: 101 })];
    expect(refusal(after, useStep(101))).toEqual({ status: 403, message: usedCodeMessage });
    expect(when(after, useStep(102))).toHaveLength(1);
  });

  it('refuses the code that confirmed it, and any step before the last used (a code of the step before, after a later one)', () => {
    expect(refusal(on, useStep(100))).toEqual({ status: 403, message: usedCodeMessage });
    const after = [...on, domainEvent('TotpCodeUsed', { userId: 'ann', step: 105 })];
    expect(refusal(after, useStep(104))).toEqual({ status: 403, message: usedCodeMessage });
  });

  it('refuses a step checked against a secret that is no longer the one on', () => {
    expect(refusal(on, useStep(101, 'pd1.an-older-secret'))).toEqual({ status: 403, message: wrongCodeMessage });
  });

  it('accepts each recovery code once, however typed, and refuses an unknown one', () => {
    expect(when(on, useRecovery('code3-abcde'))).toEqual([domainEvent('RecoveryCodeUsed', { userId: 'ann', index: 3 })]);
    const after = [...on, domainEvent('RecoveryCodeUsed', { userId: 'ann', index: 3 })];
    expect(refusal(after, useRecovery('CODE3 ABCDE'))).toEqual({ status: 403, message: wrongRecoveryCodeMessage });
    expect(refusal(on, useRecovery('nope0-nope0'))).toEqual({ status: 403, message: wrongRecoveryCodeMessage });
    expect(recoveryCodesLeft(given(after), registration)).toBe(9);
    expect(when(after, useRecovery('code4-abcde'))).toEqual([domainEvent('RecoveryCodeUsed', { userId: 'ann', index: 4 })]);
  });
});

describe('turning it off', () => {
  it('needs a code or a recovery code, records it used, and forgets the secret', () => {
    const off = when(on, {
      type: 'Disable',
      userId: 'ann',
      registrationId: registration,
      proof: { kind: 'step', step: 101, secret: sealed },
    });
    expect(off).toEqual([domainEvent('TotpCodeUsed', { userId: 'ann', step: 101 }), domainEvent('TotpDisabled', { userId: 'ann' })]);
    expect(given([...on, ...off]).enabled).toBeNull();
    expect(
      refusal(on, { type: 'Disable', userId: 'ann', registrationId: registration, proof: { kind: 'step', step: 100, secret: sealed } }),
    ).toMatchObject({ status: 403 });
    expect(
      when(on, { type: 'Disable', userId: 'ann', registrationId: registration, proof: { kind: 'recovery', digest: digests[0]! } }),
    ).toEqual([domainEvent('RecoveryCodeUsed', { userId: 'ann', index: 0 }), domainEvent('TotpDisabled', { userId: 'ann' })]);
  });

  it('is refused when it is not on (409)', () => {
    expect(
      refusal([], { type: 'Disable', userId: 'ann', registrationId: registration, proof: { kind: 'step', step: 1, secret: sealed } }),
    ).toMatchObject({ status: 409, message: 'Two-factor sign-in is not on.' });
  });

  it("is an administrator's reset for an investor: on, or 409 naming them", () => {
    const reset: TwoFactorCommand = { type: 'Reset', userId: 'ann', registrationId: registration, investorName: 'Ann', investorId: 'Ann' };
    expect(when(on, reset)).toEqual([domainEvent('TotpReset', { userId: 'ann', investorId: 'Ann' })]);
    expect(refusal([], reset)).toEqual({ status: 409, message: 'Ann has not turned on two-factor sign-in.' });
    expect(given([...on, domainEvent('TotpReset', { userId: 'ann', investorId: 'Ann' })]).enabled).toBeNull();
  });

  it('keeps the last used step across turning it off and on: an old code never comes back', () => {
    const history = [...on, domainEvent('TotpCodeUsed', { userId: 'ann', step: 120 }), domainEvent('TotpDisabled', { userId: 'ann' })];
    expect(refusal(history, enable(119))).toEqual({ status: 403, message: usedCodeMessage });
  });
});
