import { identityEvents, type DomainEvent } from '@portal/contracts';
import { assertNever } from '../ledger/figures';
import { described, investor, portalUser, type EventDescription } from './descriptions';
import { formatBasisPoints } from './formats';
import { investorRef, userRef } from './people-refs';

/**
 * An auditor's read as a person reads an address: the path, then each parameter as it was given. The
 * investor a read was about is recorded by id (`investor_id`, never the name) and named when shown.
 */
const readUrl = (path: string, query: Readonly<Record<string, string>>): string => {
  const parameters = Object.entries(query).map(([key, value]) =>
    key === 'investor_id' ? `investor_name=${investorRef(value)}` : `${key}=${value}`,
  );
  return parameters.length === 0 ? path : `${path}?${parameters.join('&')}`;
};

export const loginFailureReasons = {
  unknown_user: 'no such user',
  wrong_password: 'wrong password',
  wrong_code: 'wrong or used two-factor code',
  throttled: 'refused after too many failed attempts',
} as const;

/** The events about people and their access: investors' registration, portal users, sign-ins, two-factor, auditors. */
export type IdentityEvent = Extract<DomainEvent, { type: keyof typeof identityEvents }>;
export const isIdentityEvent = (event: DomainEvent): event is IdentityEvent => Object.hasOwn(identityEvents, event.type);

/** The audit trail's view of an event about people (summaries.ts, describeEvent). */
export const describeIdentityEvent = (event: IdentityEvent): EventDescription => {
  switch (event.type) {
    case 'InvestorAdded': {
      const { investorId, email, feeBasisPoints } = event.data;
      const contact = email ? `email ${email}` : 'no email';
      return described(
        [investor(investorId)],
        `Investor ${investorRef(investorId)} added (${contact}, fee ${formatBasisPoints(feeBasisPoints)})`,
      );
    }
    case 'PortalUserRegistered':
      return described(
        [portalUser(event.data.userId), investor(event.data.investorId)],
        `Portal user ${userRef(event.data.userId)} registered for investor ${investorRef(event.data.investorId)}`,
      );
    case 'AdministratorAppointed':
      return described(
        [portalUser(event.data.username)],
        `Administrator ${userRef(event.data.username)} appointed (admin level ${event.data.adminLevel})`,
      );
    case 'PortalUserPasswordChanged':
      return described([portalUser(event.data.userId)], `Password of portal user ${userRef(event.data.userId)} changed`);
    case 'AdministratorDismissed':
      return described(
        [portalUser(event.data.username)],
        `Administrator ${userRef(event.data.username)} dismissed (admin rights removed, sessions ended)`,
      );
    case 'PortalUserSignedOut':
      return described([portalUser(event.data.userId)], `${userRef(event.data.userId)} signed out`);
    case 'PortalUserDeleted':
      return described(
        [portalUser(event.data.userId), investor(event.data.investorId)],
        `Portal user ${userRef(event.data.userId)} of investor ${investorRef(event.data.investorId)} deleted`,
      );
    case 'RegistrationSecretIssued':
      return described(
        [investor(event.data.investorId)],
        `New registration secret issued for investor ${investorRef(event.data.investorId)}`,
      );
    case 'PersonalDataForgotten':
      return described(
        [investor(event.data.investorId)],
        `Personal data of investor ${investorRef(event.data.investorId)} erased (name, username, email, phone, address, password and secrets; figures kept)`,
      );
    case 'LoginSucceeded': {
      const { userId, investorId } = event.data;
      return investorId === null
        ? described([portalUser(userId)], `${userRef(userId)} signed in`)
        : described([portalUser(userId), investor(investorId)], `${userRef(userId)} signed in (investor ${investorRef(investorId)})`);
    }
    case 'LoginFailed':
      return described(
        [portalUser(event.data.username)],
        `Failed sign-in as ${event.data.username} (${loginFailureReasons[event.data.reason]})`,
      );
    // Two-factor sign-in: never the secret, a code or a recovery code (docs/two-factor.md).
    case 'TotpEnrollmentStarted':
      return described([portalUser(event.data.userId)], `${userRef(event.data.userId)} started setting up two-factor sign-in`);
    case 'TotpEnabled':
      return described(
        [portalUser(event.data.userId)],
        `${userRef(event.data.userId)} turned on two-factor sign-in (${event.data.recoveryCodeDigests.length} recovery codes issued)`,
      );
    case 'TotpCodeUsed':
      return described([portalUser(event.data.userId)], `${userRef(event.data.userId)} gave a two-factor code`);
    case 'RecoveryCodeUsed':
      return described([portalUser(event.data.userId)], `${userRef(event.data.userId)} used recovery code ${event.data.index + 1} of 10`);
    case 'TotpDisabled':
      return described([portalUser(event.data.userId)], `${userRef(event.data.userId)} turned off two-factor sign-in`);
    case 'TotpReset':
      return described(
        [portalUser(event.data.userId), investor(event.data.investorId)],
        `Two-factor sign-in of portal user ${userRef(event.data.userId)} (investor ${investorRef(event.data.investorId)}) reset by an administrator`,
      );
    case 'InvestorPageViewed': {
      const { viewer, investorId } = event.data;
      return described(
        [investor(investorId), portalUser(viewer)],
        `${userRef(viewer)} viewed the investor page of ${investorRef(investorId)}`,
      );
    }
    // The registration secret is never said: only that one was issued.
    case 'AuditorAdded':
      return described([portalUser(event.data.username)], `Auditor ${userRef(event.data.username)} added (a registration secret issued)`);
    case 'AuditorRegistered':
      return described([portalUser(event.data.username)], `Auditor ${userRef(event.data.username)} registered`);
    case 'AuditorRemoved':
      return described([portalUser(event.data.username)], `Auditor ${userRef(event.data.username)} removed`);
    case 'AuditorRead': {
      const { username, title, path, query } = event.data;
      return described([portalUser(username)], `Auditor ${userRef(username)} read ${title} (${readUrl(path, query)})`);
    }
    default:
      return assertNever(event);
  }
};
