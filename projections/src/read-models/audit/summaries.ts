import type { DomainEvent } from '@portal/contracts';
import { assertNever } from '../ledger/figures';
import { excerpt, formatBasisPoints, formatCents, formatDate, formatMonth } from './formats';
import { investorRef, userRef } from './people-refs';
import { noticeSentence } from './notice-summaries';
import { distributionNoticeSentence, statementSentence } from './statement-summaries';
import { distributionInvestorIds, distributionSentence } from './distribution-summaries';

import { auditEntityTypes, type AuditEntityType } from '@portal/contracts/api';

export { auditEntityTypes, type AuditEntityType };

export interface AuditEntity {
  readonly type: AuditEntityType;
  readonly name: string;
}

/** What the audit trail says about one event: who it concerns, in words, and which record it makes or voids. */
export interface EventDescription {
  readonly entities: readonly AuditEntity[];
  /** One readable sentence; never a password hash, a registration secret or any other secret. */
  readonly summary: string;
  /** The ledger record this event created. */
  readonly recordId: string | null;
  /** For a *Voided event: the record it voids. */
  readonly voidsRecordId: string | null;
}

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

const property = (name: string): AuditEntity => ({ type: 'property', name });
/** An investor and a portal user are named by id (the API names them: people-refs.ts). */
const investor = (investorId: string): AuditEntity => ({ type: 'investor', name: investorId });
const llc = (name: string): AuditEntity => ({ type: 'llc', name });
const portalUser = (userId: string): AuditEntity => ({ type: 'portal_user', name: userId });

const described = (
  entities: AuditEntity[],
  summary: string,
  ids: { recordId?: string; voidsRecordId?: string } = {},
): EventDescription => ({
  entities,
  summary,
  recordId: ids.recordId ?? null,
  voidsRecordId: ids.voidsRecordId ?? null,
});

/** A void names only the record (it may even reach the read model before the record does). */
/** A rate in thousandths of a percent as people write it: 8125 is 8.125 %. */
const formatRate = (rateMilli: number) => `${(rateMilli / 1000).toString()} %`;

const voided = (what: string, owner: AuditEntity, recordId: string): EventDescription =>
  described([owner], `Deleted ${what} record ${recordId} of ${owner.name}`, { voidsRecordId: recordId });

export const loginFailureReasons = {
  unknown_user: 'no such user',
  wrong_password: 'wrong password',
  wrong_code: 'wrong or used two-factor code',
  throttled: 'refused after too many failed attempts',
} as const;

/**
 * The audit trail's view of every event type. Exhaustive: a new event type fails the type-check here
 * until it has its entities and its sentence.
 */
export const describeEvent = (event: DomainEvent): EventDescription => {
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
    case 'LlcAdded': {
      const { llcName, dateStarted, businessCodeNumber } = event.data;
      const code = businessCodeNumber ? `, business code ${businessCodeNumber}` : '';
      return described([llc(llcName)], `LLC ${llcName} added (started ${formatDate(dateStarted)}${code})`);
    }
    case 'PartnerAdded':
      return described([], `Partner ${event.data.partnerName} added`);
    case 'ExpenseCategoryAdded':
      return described([], `Expense category ${event.data.category} added`);
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
    case 'PeriodClosed':
      return described([], `Books closed through ${formatDate(event.data.through)}`);
    case 'PeriodReopened': {
      const { through, reason } = event.data;
      const to = through === null ? 'no closed period' : `closed through ${formatDate(through)}`;
      return described([], `Books reopened to ${to}: ${excerpt(reason)}`);
    }
    case 'PropertyAdded': {
      const { propertyName, llcName, propertyType, purchaseDate, purchasePriceCents } = event.data;
      return described(
        [property(propertyName), llc(llcName)],
        `Property ${propertyName} added to ${llcName} (${propertyType}, bought ${formatDate(purchaseDate)} for ${formatCents(purchasePriceCents)})`,
      );
    }
    case 'PropertyNotesSet': {
      const { propertyName, notes } = event.data;
      const said = notes.trim() ? `Notes of ${propertyName} set to ${excerpt(notes)}` : `Notes of ${propertyName} cleared`;
      return described([property(propertyName)], said);
    }
    case 'InvestmentMade': {
      const { recordId, investorId, propertyName, amountCents, date } = event.data;
      return described(
        [investor(investorId), property(propertyName)],
        `Investment of ${formatCents(amountCents)} by ${investorRef(investorId)} in ${propertyName}, dated ${formatDate(date)}`,
        { recordId },
      );
    }
    case 'InvestmentWithdrawn': {
      const { recordId, investorId, propertyName, amountCents, date } = event.data;
      return described(
        [investor(investorId), property(propertyName)],
        `Investment withdrawal of ${formatCents(amountCents)} by ${investorRef(investorId)} from ${propertyName}, dated ${formatDate(date)}`,
        { recordId },
      );
    }
    case 'IncomeRecorded': {
      const { recordId, propertyName, partnerName, amountCents, incomeDate, incomeForMonth, category } = event.data;
      const partner = partnerName === null ? '' : `, partner ${partnerName}`;
      return described(
        [property(propertyName)],
        `Income of ${formatCents(amountCents)} for ${propertyName} (${category}, for ${formatMonth(incomeForMonth)}, dated ${formatDate(incomeDate)}${partner})`,
        { recordId },
      );
    }
    case 'PartnerIncomeRecorded': {
      const { recordId, propertyName, amountCents, incomeDate, startDate, endDate } = event.data;
      return described(
        [property(propertyName)],
        `Partner income of ${formatCents(amountCents)} for ${propertyName} (${formatDate(startDate)} to ${formatDate(endDate)}, dated ${formatDate(incomeDate)})`,
        { recordId },
      );
    }
    case 'LandContractPaymentRecorded': {
      const { recordId, propertyName, partnerName, amountCents, paymentDate } = event.data;
      return described(
        [property(propertyName)],
        `Land contract payment of ${formatCents(amountCents)} for ${propertyName} from ${partnerName}, dated ${formatDate(paymentDate)}`,
        { recordId },
      );
    }
    case 'PropertyExpenseRecorded': {
      const { recordId, propertyName, partnerName, investorId, amountCents, expenseDate, expenseForMonth, category } = event.data;
      const charged = investorId === null ? '' : ` charged to ${investorRef(investorId)}`;
      const partner = partnerName === null ? '' : `, partner ${partnerName}`;
      return described(
        investorId === null ? [property(propertyName)] : [property(propertyName), investor(investorId)],
        `Expense of ${formatCents(amountCents)} for ${propertyName}${charged} (${category}, for ${formatMonth(expenseForMonth)}, dated ${formatDate(expenseDate)}${partner})`,
        { recordId },
      );
    }
    case 'RentalDepositReceived': {
      const { recordId, propertyName, partnerName, amountCents, date } = event.data;
      const partner = partnerName === null ? '' : ` (partner ${partnerName})`;
      return described(
        [property(propertyName)],
        `Rental deposit of ${formatCents(amountCents)} received for ${propertyName}, dated ${formatDate(date)}${partner}`,
        { recordId },
      );
    }
    case 'DepositWithdrawn': {
      const { recordId, propertyName, amountCents, date } = event.data;
      return described(
        [property(propertyName)],
        `Deposit withdrawal of ${formatCents(amountCents)} from ${propertyName}, dated ${formatDate(date)}`,
        { recordId },
      );
    }
    case 'LlcExpenseRecorded': {
      const { recordId, llcName, amountCents, expenseDate, category } = event.data;
      return described(
        [llc(llcName)],
        `LLC expense of ${formatCents(amountCents)} for ${llcName} (${category}, dated ${formatDate(expenseDate)})`,
        { recordId },
      );
    }
    case 'CashWithdrawn': {
      const { recordId, investorId, amountCents, date } = event.data;
      return described(
        [investor(investorId)],
        `Cash withdrawal of ${formatCents(amountCents)} by ${investorRef(investorId)}, dated ${formatDate(date)}`,
        { recordId },
      );
    }
    case 'IncomeVoided':
      return voided('income', property(event.data.propertyName), event.data.recordId);
    case 'ExpenseVoided':
      return voided('expense', property(event.data.propertyName), event.data.recordId);
    case 'DepositVoided':
      return voided('deposit', property(event.data.propertyName), event.data.recordId);
    case 'LandContractPaymentVoided':
      return voided('land contract payment', property(event.data.propertyName), event.data.recordId);
    case 'LlcExpenseVoided':
      return voided('LLC expense', llc(event.data.llcName), event.data.recordId);
    case 'CashWithdrawalVoided': {
      const { recordId, investorId } = event.data;
      const summary = `Deleted cash withdrawal record ${recordId} of ${investorRef(investorId)} (its payment was returned)`;
      return described([investor(investorId)], summary, { voidsRecordId: recordId });
    }
    // Land contracts: the buyer is named by the contract, never in the trail (their name is sealed).
    case 'LandContractOpened': {
      const { contractId, propertyName, contractDate, salePriceCents, rateMilli, paymentAmountCents, numberOfPayments } = event.data;
      return described(
        [property(propertyName)],
        `Land contract opened for ${propertyName}: sold ${formatDate(contractDate)} for ${formatCents(salePriceCents)} at ${formatRate(rateMilli)}, ${numberOfPayments} payments of ${formatCents(paymentAmountCents)}`,
        { recordId: contractId },
      );
    }
    case 'LandContractClosed':
      return described(
        [property(event.data.propertyName)],
        `Land contract of ${event.data.propertyName} closed on ${formatDate(event.data.closeDate)}: ${excerpt(event.data.reason)}`,
        { recordId: event.data.contractId },
      );
    case 'LandContractReopened':
      return described(
        [property(event.data.propertyName)],
        `Close of ${formatDate(event.data.closeDate)} undone: the land contract of ${event.data.propertyName} is open again (${excerpt(event.data.reason)})`,
        { recordId: event.data.contractId },
      );
    case 'LandContractVoided':
      return described(
        [property(event.data.propertyName)],
        `Land contract of ${event.data.propertyName} dated ${formatDate(event.data.contractDate)} voided: ${excerpt(event.data.reason)}`,
        { voidsRecordId: event.data.contractId },
      );
    case 'LandContractLateFeeWaived':
      return described(
        [property(event.data.propertyName)],
        `Late fee of the installment due ${formatDate(event.data.dueDate)} waived for ${event.data.propertyName} from ${formatDate(event.data.waiveDate)}: ${excerpt(event.data.reason)}`,
        { recordId: event.data.contractId },
      );
    case 'NoticeQueued':
    case 'NoticeSent':
    case 'NoticeFailed':
    case 'NoticeNotSent': {
      const { recipient } = event.data;
      return described(['investorId' in recipient ? investor(recipient.investorId) : portalUser(recipient.userId)], noticeSentence(event));
    }
    case 'StatementIssued':
      return described([investor(event.data.investorId)], statementSentence(event.data));
    case 'DistributionNoticeIssued':
      return described([investor(event.data.investorId)], distributionNoticeSentence(event.data));
    case 'PaymentDetailsSet':
    case 'PaymentDetailsChangeProposed':
    case 'PaymentDetailsChangeReviewed':
    case 'DistributionRunConfirmed':
    case 'DistributionFileIssued':
    case 'DistributionPaymentMarked':
      return described(distributionInvestorIds(event).map(investor), distributionSentence(event));
    default:
      return assertNever(event);
  }
};
