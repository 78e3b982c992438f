import { isIdentityEventType, type DomainEvent, type identityEvents, type noticeEvents, type statementEvents } from '@portal/contracts';

// Of the events about people and what is sent to them (isIdentityEventType), the figures read only InvestorAdded: an investor's fee and order.
type PeopleFreeType = Exclude<keyof typeof identityEvents, 'InvestorAdded'> | keyof typeof noticeEvents | keyof typeof statementEvents;
/** Of the other events: periods (closes refuse commands), payment details, and the distribution runs' own events. */
const ledgerFreeTypes = [
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
] as const satisfies readonly DomainEvent['type'][];
type FigureFreeEvent = Extract<DomainEvent, { type: PeopleFreeType | (typeof ledgerFreeTypes)[number] }>;

/** The events the figures ignore: users, their sign-ins and two-factor, auditors, page views, notices, and periods (closes refuse commands). */
export const changesNoFigure = (event: DomainEvent): event is FigureFreeEvent =>
  (event.type !== 'InvestorAdded' && isIdentityEventType(event.type)) || (ledgerFreeTypes as readonly string[]).includes(event.type);
