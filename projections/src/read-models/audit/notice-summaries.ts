import type { DomainEvent } from '@portal/contracts';
import { excerpt, formatDate } from './formats';
import { investorRef, userRef } from './people-refs';

type NoticeEvent = Extract<DomainEvent, { type: 'NoticeQueued' | 'NoticeSent' | 'NoticeFailed' | 'NoticeNotSent' }>;

const recipientRef = (recipient: NoticeEvent['data']['recipient']) =>
  'investorId' in recipient ? `investor ${investorRef(recipient.investorId)}` : userRef(recipient.userId);

const notSentReasons = { not_configured: 'no mail server is configured', no_email: 'no e-mail on file' } as const;

/**
 * The audit trail's sentence for a notice (docs/notices.md): whom and what, never an address (the
 * log holds none) and never a figure.
 */
export const noticeSentence = (event: NoticeEvent): string => {
  const notice = `Notice ${event.data.noticeId.slice(0, 8)}`;
  switch (event.type) {
    case 'NoticeQueued': {
      const queued = `${notice} queued for ${recipientRef(event.data.recipient)}`;
      if (event.data.kind === 'payment_details_proposed') return `${queued}: a change of payment details proposed`;
      if (event.data.kind === 'payment_details_changed') return `${queued}: payment details changed`;
      if (event.data.kind === 'distribution_notice') return `${queued}: distribution notice of ${formatDate(event.data.date)} ready`;
      return `${queued}: statement for ${formatDate(event.data.from)} to ${formatDate(event.data.through)} ready`;
    }
    case 'NoticeSent':
      return `${notice} to ${recipientRef(event.data.recipient)} accepted by the mail server (Message-ID ${event.data.messageId})`;
    case 'NoticeFailed': {
      const code = event.data.smtpCode === null ? 'no answer' : `code ${event.data.smtpCode}`;
      return `${notice} to ${recipientRef(event.data.recipient)} not delivered (${code}): ${excerpt(event.data.reason)}`;
    }
    case 'NoticeNotSent':
      return `${notice} to ${recipientRef(event.data.recipient)} not sent: ${notSentReasons[event.data.reason]}`;
  }
};
