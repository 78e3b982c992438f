import { describe, expect, it } from 'vitest';
import { domainEvent } from '@portal/contracts';
import { decisionsOf } from '../testing/given';
import { portalUsersDecider as decider, spentSecretMessage, type PortalUsersCommand } from './decider';

const { given, when, refusal } = decisionsOf(decider);

const registered = (username: string, investorName: string) =>
  domainEvent('PortalUserRegistered', { username, passwordHash: 'h', investorName });
const register = (username: string, investorName: string, secretDigest = 'first'.padEnd(64, '0')): PortalUsersCommand => ({
  type: 'RegisterPortalUser',
  username,
  passwordHash: 'h',
  investorName,
  secretDigest,
});
const reissued = { registrationSecret: 'sealed-second-secret', secretDigest: 'second'.padEnd(64, '0') };

describe('portal users decider', () => {
  it('registers a free username for an unbound investor', () => {
    expect(when([], register('ann', 'Ann'))).toEqual([registered('ann', 'Ann')]);
  });

  it('refuses a taken username and a second user for one investor (409)', () => {
    expect(refusal([registered('ann', 'Ann')], register('ann', 'Bob')).status).toBe(409);
    expect(refusal([registered('ann', 'Ann')], register('ann2', 'Ann')).status).toBe(409);
  });

  it('frees both the username and the investor when the user is deleted', () => {
    const history = [registered('ann', 'Ann'), domainEvent('PortalUserDeleted', { username: 'ann', investorName: 'Ann' })];
    expect(when(history, register('ann', 'Ann'))).toEqual([registered('ann', 'Ann')]);
  });

  it('deletes the portal user of an investor with a new secret for them, and 404s when there is none', () => {
    expect(when([registered('ann', 'Ann')], { type: 'DeletePortalUser', investorName: 'Ann', newSecret: reissued })).toEqual([
      domainEvent('PortalUserDeleted', { username: 'ann', investorName: 'Ann' }),
      domainEvent('RegistrationSecretIssued', { investorName: 'Ann', ...reissued }),
    ]);
    expect(when([registered('ann', 'Ann')], { type: 'DeletePortalUser', investorName: 'Ann', newSecret: null })).toEqual([
      domainEvent('PortalUserDeleted', { username: 'ann', investorName: 'Ann' }),
    ]);
    expect(refusal([], { type: 'DeletePortalUser', investorName: 'Ann', newSecret: reissued })).toEqual({
      status: 404,
      message: 'Ann has no portal user.',
    });
  });

  it('refuses a secret replaced since (one secret registers one portal user), and takes the new one', () => {
    const history = [
      registered('ann', 'Ann'),
      domainEvent('PortalUserDeleted', { username: 'ann', investorName: 'Ann' }),
      domainEvent('RegistrationSecretIssued', { investorName: 'Ann', ...reissued }),
    ];
    expect(refusal(history, register('ann', 'Ann'))).toEqual({ status: 400, message: spentSecretMessage });
    expect(when(history, register('ann', 'Ann', reissued.secretDigest))).toEqual([registered('ann', 'Ann')]);
  });

  it('erases an investor once: their portal user goes, and no one registers for them again', () => {
    const forgotten = domainEvent('PersonalDataForgotten', { investorName: 'Ann' });
    expect(when([registered('ann', 'Ann')], { type: 'ForgetInvestor', investorName: 'Ann' })).toEqual([
      domainEvent('PortalUserDeleted', { username: 'ann', investorName: 'Ann' }),
      forgotten,
    ]);
    expect(when([], { type: 'ForgetInvestor', investorName: 'Ann' })).toEqual([forgotten]);
    expect(when([forgotten], { type: 'ForgetInvestor', investorName: 'Ann' })).toEqual([]);
    expect(refusal([forgotten], register('ann', 'Ann'))).toEqual({ status: 400, message: spentSecretMessage });
  });

  it('appoints a new administrator, changes the password of an existing one, and never takes over an investor user', () => {
    const appoint: PortalUsersCommand = { type: 'AppointAdministrator', username: 'root', passwordHash: 'h2' };
    expect(when([], appoint)).toEqual([domainEvent('AdministratorAppointed', { username: 'root', passwordHash: 'h2', adminLevel: 1 })]);
    const appointed = domainEvent('AdministratorAppointed', { username: 'root', passwordHash: 'h1', adminLevel: 1 });
    expect(when([appointed], appoint)).toEqual([domainEvent('PortalUserPasswordChanged', { username: 'root', passwordHash: 'h2' })]);
    expect(refusal([registered('root', 'Ann')], appoint).status).toBe(409);
  });

  describe('sessions and the one administrator', () => {
    const appointed = (username: string, passwordHash = 'h1') =>
      domainEvent('AdministratorAppointed', { username, passwordHash, adminLevel: 1 });
    const dismissed = (username: string) => domainEvent('AdministratorDismissed', { username });

    it('changes the password of an investor user or an administrator, and 404s for a missing or dismissed one', () => {
      const change = (username: string): PortalUsersCommand => ({ type: 'ChangePassword', username, passwordHash: 'new' });
      expect(when([registered('ann', 'Ann')], change('ann'))).toEqual([
        domainEvent('PortalUserPasswordChanged', { username: 'ann', passwordHash: 'new' }),
      ]);
      expect(when([appointed('root')], change('root'))).toEqual([
        domainEvent('PortalUserPasswordChanged', { username: 'root', passwordHash: 'new' }),
      ]);
      expect(refusal([], change('ann'))).toEqual({ status: 404, message: 'No portal user named ann.' });
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
