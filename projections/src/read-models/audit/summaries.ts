import type { DomainEvent } from '@portal/contracts';
import { auditEntityTypes, type AuditEntityType } from '@portal/contracts/api';
import { described, investor, portalUser, type EventDescription } from './descriptions';
import { distributionInvestorIds, distributionSentence } from './distribution-summaries';
import { describeIdentityEvent, isIdentityEvent } from './identity-summaries';
import { describeLedgerEvent } from './ledger-summaries';
import { noticeSentence } from './notice-summaries';
import { distributionNoticeSentence, statementSentence } from './statement-summaries';

export { auditEntityTypes, type AuditEntityType };
export type { AuditEntity, EventDescription } from './descriptions';
export { loginFailureReasons } from './identity-summaries';

/**
 * The audit trail's view of every event type, each area's in its own file. Exhaustive: a new event
 * type fails the type-check (in ledger-summaries.ts, unless it is described here or among people's)
 * until it has its entities and its sentence.
 */
export const describeEvent = (event: DomainEvent): EventDescription => {
  if (isIdentityEvent(event)) return describeIdentityEvent(event);
  switch (event.type) {
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
      return describeLedgerEvent(event);
  }
};
