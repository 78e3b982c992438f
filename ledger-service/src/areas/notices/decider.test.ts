import { describe, expect, it } from 'vitest';
import { domainEvent, type EventData } from '@portal/contracts';
import { decisionsOf } from '../../testing/given';
import { noticeDecider } from './decider';

const { when, refusal } = decisionsOf(noticeDecider);

const notice: EventData<'NoticeQueued'> = {
  noticeId: '00000000-0000-4000-8000-000000000001',
  kind: 'statement_ready',
  recipient: { investorId: 'inv-1' },
  statementId: '00000000-0000-4000-8000-000000000002',
  from: '2026-07-01',
  through: '2026-09-30',
};
const queued = domainEvent('NoticeQueued', notice);
const { noticeId, recipient } = notice;

describe('a notice is queued once and concluded once', () => {
  it('queues a notice, and queuing it again records nothing', () => {
    expect(when([], { type: 'QueueNotice', notice })).toEqual([queued]);
    expect(when([queued], { type: 'QueueNotice', notice })).toEqual([]);
  });

  it('records each outcome with the recipient the notice was queued for', () => {
    expect(when([queued], { type: 'ConcludeNotice', outcome: { type: 'sent', messageId: '<m@portal>' } })).toEqual([
      domainEvent('NoticeSent', { noticeId, recipient, messageId: '<m@portal>' }),
    ]);
    expect(when([queued], { type: 'ConcludeNotice', outcome: { type: 'failed', smtpCode: 550, reason: 'No such user' } })).toEqual([
      domainEvent('NoticeFailed', { noticeId, recipient, smtpCode: 550, reason: 'No such user' }),
    ]);
    expect(when([queued], { type: 'ConcludeNotice', outcome: { type: 'not_sent', reason: 'no_email' } })).toEqual([
      domainEvent('NoticeNotSent', { noticeId, recipient, reason: 'no_email' }),
    ]);
  });

  it('records nothing for a notice concluded already (a mail sent again after a crash), and refuses an unknown one', () => {
    const sent = domainEvent('NoticeSent', { noticeId, recipient, messageId: '<m@portal>' });
    expect(when([queued, sent], { type: 'ConcludeNotice', outcome: { type: 'failed', smtpCode: 451, reason: 'later' } })).toEqual([]);
    expect(refusal([], { type: 'ConcludeNotice', outcome: { type: 'sent', messageId: '<m@portal>' } })).toEqual({
      status: 404,
      message: 'No such notice.',
    });
  });
});
