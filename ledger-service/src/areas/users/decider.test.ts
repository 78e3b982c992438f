import { describe, expect, it } from 'vitest';
import { domainEvent } from '@portal/contracts';
import { decisionsOf } from '../../testing/given';
import { portalUsersDecider as decider, spentSecretMessage, type PortalUsersCommand } from './decider';

const { given, when, refusal } = decisionsOf(decider);

/** A user named in clear text, the user id its username (as in a log from before usernames were sealed). */
const registered = (username: string, investorId: string) =>
  domainEvent('PortalUserRegistered', { userId: username, username, passwordHash: 'h', investorId });
const register = (username: string, investorId: string, secretDigest = 'first'.padEnd(64, '0')): PortalUsersCommand => ({
  type: 'RegisterPortalUser',
  userId: username,
  username,
  sealedUsername: username,
  passwordHash: 'h',
  investorId,
  secretDigest,
});
const reissued = { registrationSecret: 'sealed-second-secret', secretDigest: 'second'.padEnd(64, '0') };

describe('portal users decider', () => {
  it('registers a free username for an unbound investor', () => {
    expect(when([], register('ann', 'Ann'))).toEqual([registered('ann', 'Ann')]);
  });

  it('refuses a taken username (409) and a second user for one investor as a used secret (400)', () => {
    expect(refusal([registered('ann', 'Ann')], register('ann', 'Bob')).status).toBe(409);
    expect(refusal([registered('ann', 'Ann')], register('ann2', 'Ann'))).toEqual({ status: 400, message: spentSecretMessage });
  });

  it('frees both the username and the investor when the user is deleted', () => {
    const history = [registered('ann', 'Ann'), domainEvent('PortalUserDeleted', { userId: 'ann', investorId: 'Ann' })];
    expect(when(history, register('ann', 'Ann'))).toEqual([registered('ann', 'Ann')]);
  });

  it('deletes the portal user of an investor with a new secret for them, and 404s when there is none', () => {
    const deleteAnn: PortalUsersCommand = { type: 'DeletePortalUser', investorId: 'Ann', investorName: 'Ann', newSecret: reissued };
    expect(when([registered('ann', 'Ann')], deleteAnn)).toEqual([
      domainEvent('PortalUserDeleted', { userId: 'ann', investorId: 'Ann' }),
      domainEvent('RegistrationSecretIssued', { investorId: 'Ann', ...reissued }),
    ]);
    expect(refusal([], deleteAnn)).toEqual({
      status: 404,
      message: 'Ann has no portal user.',
    });
  });

  it('refuses a secret replaced since (one secret registers one portal user), and takes the new one', () => {
    const history = [
      registered('ann', 'Ann'),
      domainEvent('PortalUserDeleted', { userId: 'ann', investorId: 'Ann' }),
      domainEvent('RegistrationSecretIssued', { investorId: 'Ann', ...reissued }),
    ];
    expect(refusal(history, register('ann', 'Ann'))).toEqual({ status: 400, message: spentSecretMessage });
    expect(when(history, register('ann', 'Ann', reissued.secretDigest))).toEqual([registered('ann', 'Ann')]);
  });

  it('erases an investor once: their portal user goes, and no one registers for them again', () => {
    const forgotten = domainEvent('PersonalDataForgotten', { investorId: 'Ann' });
    expect(when([registered('ann', 'Ann')], { type: 'ForgetInvestor', investorId: 'Ann' })).toEqual([
      domainEvent('PortalUserDeleted', { userId: 'ann', investorId: 'Ann' }),
      forgotten,
    ]);
    expect(when([], { type: 'ForgetInvestor', investorId: 'Ann' })).toEqual([forgotten]);
    expect(when([forgotten], { type: 'ForgetInvestor', investorId: 'Ann' })).toEqual([]);
    expect(refusal([forgotten], register('ann', 'Ann'))).toEqual({ status: 400, message: spentSecretMessage });
  });

  it('appoints a new administrator, changes the password of an existing one, and never takes over an investor user', () => {
    const appoint: PortalUsersCommand = { type: 'AppointAdministrator', username: 'root', passwordHash: 'h2' };
    expect(when([], appoint)).toEqual([domainEvent('AdministratorAppointed', { username: 'root', passwordHash: 'h2', adminLevel: 1 })]);
    const appointed = domainEvent('AdministratorAppointed', { username: 'root', passwordHash: 'h1', adminLevel: 1 });
    expect(when([appointed], appoint)).toEqual([domainEvent('PortalUserPasswordChanged', { userId: 'root', passwordHash: 'h2' })]);
    expect(refusal([registered('root', 'Ann')], appoint).status).toBe(409);
  });

  describe('sessions and the one administrator', () => {
    const appointed = (username: string, passwordHash = 'h1') =>
      domainEvent('AdministratorAppointed', { username, passwordHash, adminLevel: 1 });
    const dismissed = (username: string) => domainEvent('AdministratorDismissed', { username });

    it('changes the password of an investor user or an administrator, and 404s for a missing or dismissed one', () => {
      const change = (userId: string): PortalUsersCommand => ({ type: 'ChangePassword', userId, passwordHash: 'new' });
      expect(when([registered('ann', 'Ann')], change('ann'))).toEqual([
        domainEvent('PortalUserPasswordChanged', { userId: 'ann', passwordHash: 'new' }),
      ]);
      expect(when([appointed('root')], change('root'))).toEqual([
        domainEvent('PortalUserPasswordChanged', { userId: 'root', passwordHash: 'new' }),
      ]);
      expect(refusal([], change('ann'))).toEqual({ status: 404, message: 'No such portal user.' });
      expect(refusal([appointed('old'), dismissed('old')], change('old')).status).toBe(404);
    });

    it('dismisses every active administrator but the one to keep, and no investor user', () => {
      const history = [
        appointed('admin'),
        appointed('old'),
        appointed('demo-loader'),
        registered('ann', 'Ann'),
        appointed('gone'),
        dismissed('gone'),
      ];
      expect(when(history, { type: 'DismissOtherAdministrators', keep: 'admin' })).toEqual([dismissed('old'), dismissed('demo-loader')]);
      expect(when([...history, dismissed('old'), dismissed('demo-loader')], { type: 'DismissOtherAdministrators', keep: 'admin' })).toEqual(
        [],
      );
    });

    it('dismisses one administrator, and does nothing for an investor user, a dismissed or an unknown name', () => {
      expect(when([appointed('demo-loader')], { type: 'DismissAdministrator', username: 'demo-loader' })).toEqual([
        dismissed('demo-loader'),
      ]);
      for (const username of ['ann', 'gone', 'nobody']) {
        expect(when([registered('ann', 'Ann'), appointed('gone'), dismissed('gone')], { type: 'DismissAdministrator', username })).toEqual(
          [],
        );
      }
    });

    it('reinstates a dismissed administrator by appointing it again, and keeps its name from investors meanwhile', () => {
      const history = [appointed('old'), dismissed('old')];
      expect(refusal(history, register('old', 'Ann')).status).toBe(409);
      const appoint: PortalUsersCommand = { type: 'AppointAdministrator', username: 'old', passwordHash: 'h2' };
      expect(when(history, appoint)).toEqual([appointed('old', 'h2')]);
      const state = given([...history, appointed('old', 'h2')]);
      expect(state.dismissed.has('old')).toBe(false);
      expect(decider.decide({ type: 'DismissOtherAdministrators', keep: 'admin' }, state)).toEqual([dismissed('old')]);
    });
  });
});
