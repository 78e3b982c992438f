import type { EventType } from '@portal/contracts';

/**
 * What each kind of event of the log is, in a clerk's words: the audit trail's details and filter
 * and the restatements show these, never the type names the log keeps. A new event type fails the
 * type check here until it has its words.
 */
const EVENT_NAMES: Record<EventType, string> = {
  LlcAdded: 'LLC added',
  PartnerAdded: 'Partner added',
  ExpenseCategoryAdded: 'Expense category added',
  PeriodClosed: 'Books closed',
  PeriodReopened: 'Books reopened',
  PropertyAdded: 'Property added',
  PropertyNotesSet: 'Property notes updated',
  InvestmentMade: 'Investment recorded',
  InvestmentWithdrawn: 'Investment withdrawn',
  IncomeRecorded: 'Income recorded',
  PartnerIncomeRecorded: 'Partner income recorded',
  LandContractPaymentRecorded: 'Land contract payment recorded',
  PropertyExpenseRecorded: 'Property expense recorded',
  RentalDepositReceived: 'Rental deposit received',
  DepositWithdrawn: 'Deposit returned',
  LlcExpenseRecorded: 'LLC expense recorded',
  CashWithdrawn: 'Cash distribution recorded',
  IncomeVoided: 'Income deleted',
  ExpenseVoided: 'Expense deleted',
  DepositVoided: 'Deposit deleted',
  LandContractPaymentVoided: 'Land contract payment deleted',
  LlcExpenseVoided: 'LLC expense deleted',
  LandContractOpened: 'Land contract opened',
  LandContractClosed: 'Land contract closed',
  LandContractReopened: 'Land contract reopened',
  LandContractVoided: 'Land contract voided',
  LandContractLateFeeWaived: 'Late fee waived',
  StatementIssued: 'Statement issued',
  PaymentDetailsSet: 'Payment details set',
  PaymentDetailsChangeProposed: 'Payment details change proposed',
  PaymentDetailsChangeReviewed: 'Payment details change reviewed',
  DistributionRunConfirmed: 'Distribution run confirmed',
  DistributionFileIssued: 'Bank file of a distribution downloaded',
  NoticeQueued: 'E-mail queued',
  NoticeSent: 'E-mail sent',
  NoticeFailed: 'E-mail failed',
  NoticeNotSent: 'E-mail not sent',
  InvestorAdded: 'Investor added',
  RegistrationSecretIssued: 'Registration secret issued',
  PersonalDataForgotten: 'Personal data erased',
  PortalUserRegistered: 'Portal user registered',
  AdministratorAppointed: 'Administrator appointed',
  PortalUserPasswordChanged: 'Password changed',
  AdministratorDismissed: 'Administrator dismissed',
  PortalUserSignedOut: 'Signed out',
  PortalUserDeleted: 'Portal user deleted',
  InvestorPageViewed: "Investor's page viewed",
  AuditorAdded: 'Auditor added',
  AuditorRemoved: 'Auditor removed',
  AuditorRegistered: 'Auditor registered',
  AuditorRead: 'Report read by an auditor',
  LoginSucceeded: 'Signed in',
  LoginFailed: 'Sign-in refused',
  TotpEnrollmentStarted: 'Two-factor set-up started',
  TotpEnabled: 'Two-factor sign-in turned on',
  TotpCodeUsed: 'Two-factor code used',
  RecoveryCodeUsed: 'Recovery code used',
  TotpDisabled: 'Two-factor sign-in turned off',
  TotpReset: 'Two-factor sign-in reset',
};

const isEventType = (type: string): type is EventType => Object.hasOwn(EVENT_NAMES, type);

/** 'IncomeVoided' -> 'Income deleted'; a type this app does not know yet keeps its name, its words spaced ('Some New Event'). */
export const eventName = (type: string): string => (isEventType(type) ? EVENT_NAMES[type] : type.split(/(?=[A-Z])/).join(' '));
