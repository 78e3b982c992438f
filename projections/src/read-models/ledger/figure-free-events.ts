import type { DomainEvent } from '@portal/contracts';

/** The events the figures ignore: users, their sign-ins and two-factor, auditors, page views, notices, and periods (closes refuse commands). */
const figureFreeTypes = [
  'PortalUserRegistered',
  'AdministratorAppointed',
  'PortalUserPasswordChanged',
  'AdministratorDismissed',
  'PortalUserSignedOut',
  'PortalUserDeleted',
  'LoginSucceeded',
  'LoginFailed',
  'TotpEnrollmentStarted',
  'TotpEnabled',
  'TotpCodeUsed',
  'RecoveryCodeUsed',
  'TotpDisabled',
  'TotpReset',
  'InvestorPageViewed',
  'AuditorAdded',
  'AuditorRegistered',
  'AuditorRemoved',
  'AuditorRead',
  'RegistrationSecretIssued',
  'PersonalDataForgotten',
  'PeriodClosed',
  'PeriodReopened',
  'PaymentDetailsSet',
  'PaymentDetailsChangeProposed',
  'PaymentDetailsChangeReviewed',
  // A run's money is in the CashWithdrawn events appended with it.
  'DistributionRunConfirmed',
  'DistributionFileIssued',
  // A returned payment's money is in the CashWithdrawalVoided appended with it.
  'DistributionPaymentMarked',
  'NoticeQueued',
  'NoticeSent',
  'NoticeFailed',
  'NoticeNotSent',
  'StatementIssued',
  'DistributionNoticeIssued',
] as const satisfies readonly DomainEvent['type'][];
type FigureFreeEvent = Extract<DomainEvent, { type: (typeof figureFreeTypes)[number] }>;
export const changesNoFigure = (event: DomainEvent): event is FigureFreeEvent =>
  (figureFreeTypes as readonly string[]).includes(event.type);
