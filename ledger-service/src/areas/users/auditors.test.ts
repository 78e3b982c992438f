import { describe, expect, it } from 'vitest';
import { domainEvent } from '@portal/contracts';
import { decisionsOf } from '../../testing/given';
import { secretDigest } from '@portal/projections';
import { isActiveAdministrator, portalUsersDecider as decider, spentSecretMessage, type PortalUsersCommand } from './decider';

/** The auditor's part of the portal-users decider: adding, registering, and names shared with everyone else. */

const { given, when, refusal } = decisionsOf(decider);

const secret = 'first-auditor-secret-0123';
const added = (username: string, registrationSecret = secret) =>
  domainEvent('AuditorAdded', { username, registrationSecret, secretDigest: secretDigest(registrationSecret) });
const auditorRegistered = (username: string) => domainEvent('AuditorRegistered', { username, passwordHash: 'h' });
const add = (username: string, registrationSecret = secret): PortalUsersCommand => ({
  type: 'AddAuditor',
  username,
  registrationSecret,
  secretDigest: secretDigest(registrationSecret),
});
const register = (auditor: string, username = auditor, given = secret): PortalUsersCommand => ({
  type: 'RegisterAuditor',
  auditor,
  username,
  passwordHash: 'h',
  secretDigest: secretDigest(given),
});
const investorUser = domainEvent('PortalUserRegistered', { userId: 'ann', username: 'ann', passwordHash: 'h', investorId: 'Ann' });
const admin = domainEvent('AdministratorAppointed', { username: 'admin', passwordHash: 'h', adminLevel: 1 });

describe('auditors in the portal users decider', () => {
  it('adds an auditor under a free username', () => {
    expect(when([], add('jane'))).toEqual([added('jane')]);
  });

  it('refuses a username taken by an investor’s user, an administrator or a registered auditor, in any spelling (409)', () => {
    expect(refusal([investorUser], add('ANN'))).toEqual({ status: 409, message: 'The username ann is taken. Please choose another.' });
    expect(refusal([admin], add('admin'))).toEqual({ status: 409, message: 'The username admin is taken. Please choose another.' });
    expect(refusal([added('jane'), auditorRegistered('jane')], add('Jane'))).toEqual({
      status: 409,
      message: 'jane is already a registered auditor.',
    });
  });

  it('issues a new secret when the auditor is added again before registering, under the name as first written', () => {
    expect(when([added('jane')], add('JANE', 'second-auditor-secret-0123'))).toEqual([added('jane', 'second-auditor-secret-0123')]);
  });

  it('registers an added auditor under their username, in any spelling, once', () => {
    expect(when([added('jane')], register('jane'))).toEqual([auditorRegistered('jane')]);
    expect(when([added('jane')], register('jane', ' JANE '))).toEqual([auditorRegistered('jane')]);
    expect(refusal([added('jane'), auditorRegistered('jane')], register('jane'))).toEqual({
      status: 409,
      message: 'This auditor has registered already. Sign in instead.',
    });
  });

  it('refuses a registration under another username (400), and one for an auditor never added', () => {
    expect(refusal([added('jane')], register('jane', 'mallory'))).toEqual({
      status: 400,
      message: 'This secret registers the auditor jane: use that username.',
    });
    expect(refusal([], register('jane')).status).toBe(400);
  });

  it('keeps an auditor’s username from investors and administrators, registered or not', () => {
    const investor: PortalUsersCommand = {
      type: 'RegisterPortalUser',
      userId: 'u-jane',
      username: 'Jane',
      sealedUsername: 'pd1.sealed-stand-in',
      passwordHash: 'h',
      investorId: 'Jane Doe',
      secretDigest: 'a'.repeat(64),
    };
    expect(refusal([added('jane')], investor).status).toBe(409);
    expect(refusal([added('jane'), auditorRegistered('jane')], investor).status).toBe(409);
    expect(refusal([added('jane')], { type: 'AppointAdministrator', username: 'jane', passwordHash: 'h' })).toEqual({
      status: 409,
      message: "The administrator name jane is already an auditor's username.",
    });
  });

  it('never takes an auditor for an administrator: none is dismissed with them', () => {
    const history = [admin, added('jane'), auditorRegistered('jane')];
    expect(isActiveAdministrator(given(history), 'jane')).toBe(false);
    expect(when(history, { type: 'DismissOtherAdministrators', keep: 'new-admin' })).toEqual([
      domainEvent('AdministratorDismissed', { username: 'admin' }),
    ]);
    expect(when(history, { type: 'DismissAdministrator', username: 'jane' })).toEqual([]);
  });

  it('lets a registered auditor change their password', () => {
    expect(when([added('jane'), auditorRegistered('jane')], { type: 'ChangePassword', userId: 'jane', passwordHash: 'h2' })).toEqual([
      domainEvent('PortalUserPasswordChanged', { userId: 'jane', passwordHash: 'h2' }),
    ]);
  });
});

describe('the auditor’s registration secret', () => {
  it('registers only while it is the newest one: a secret replaced by adding the auditor again is refused', () => {
    const history = [added('jane'), added('jane', 'second-auditor-secret-0123')];
    expect(refusal(history, register('jane'))).toEqual({ status: 400, message: spentSecretMessage });
    expect(when(history, register('jane', 'jane', 'second-auditor-secret-0123'))).toEqual([auditorRegistered('jane')]);
  });
});

describe('removing an auditor', () => {
  const remove = (username: string): PortalUsersCommand => ({ type: 'RemoveAuditor', username });
  const removed = (username: string) => domainEvent('AuditorRemoved', { username });

  it('removes a registered auditor, or one not registered yet, by any spelling of the username', () => {
    expect(when([added('jane'), auditorRegistered('jane')], remove('JANE'))).toEqual([removed('jane')]);
    expect(when([added('jane')], remove('jane'))).toEqual([removed('jane')]);
  });

  it('leaves the removed one no sign-in, no registration, and their username taken', () => {
    const history = [added('jane'), auditorRegistered('jane'), removed('jane')];
    expect(given(history).users.has('jane')).toBe(false);
    expect(refusal([added('jane'), removed('jane')], register('jane'))).toMatchObject({ status: 400 });
    expect(refusal(history, add('jane'))).toMatchObject({ status: 409, message: expect.stringMatching(/removed/) });
    expect(
      refusal(history, {
        type: 'RegisterPortalUser',
        userId: 'u-ann',
        username: 'jane',
        sealedUsername: 'pd1.sealed-stand-in',
        passwordHash: 'h',
        investorId: 'Ann',
        secretDigest: 'd',
      }),
    ).toMatchObject({
      status: 409,
    });
  });

  it('refuses a name that is no auditor, or one removed already (404)', () => {
    for (const [history, username] of [
      [[], 'jane'],
      [[investorUser], 'ann'],
      [[admin], 'admin'],
      [[added('jane'), removed('jane')], 'jane'],
    ] as const) {
      expect(refusal([...history], remove(username))).toEqual({ status: 404, message: `No auditor named ${username}.` });
    }
  });
});
