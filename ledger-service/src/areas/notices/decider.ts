import { domainEvent, type EventData } from '@portal/contracts';
import type { Decider } from '../../shared/decider';
import { notFound } from '../../shared/errors';

/** A notice's stream: what was queued, and whether its outcome is recorded yet. */
export interface NoticeState {
  queued: EventData<'NoticeQueued'> | null;
  concluded: boolean;
}

/** What became of a notice: the three ends a notice may have (docs/notices.md). */
export type NoticeOutcome =
  | { type: 'sent'; messageId: string }
  | { type: 'failed'; smtpCode: number | null; reason: string }
  | { type: 'not_sent'; reason: 'not_configured' | 'no_email' };

export type NoticeCommand = { type: 'QueueNotice'; notice: EventData<'NoticeQueued'> } | { type: 'ConcludeNotice'; outcome: NoticeOutcome };

/**
 * One notice, one stream: queued once, concluded once. Queuing again, or concluding a notice already
 * concluded (a sender that sent it again after a crash), records nothing, so the log says each
 * notice's outcome once whatever happened between sending and recording.
 */
export const noticeDecider: Decider<NoticeState, NoticeCommand> = {
  initialState: () => ({ queued: null, concluded: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'NoticeQueued':
        return { ...state, queued: event.data };
      case 'NoticeSent':
      case 'NoticeFailed':
      case 'NoticeNotSent':
        return { ...state, concluded: true };
      default:
        return state;
    }
  },
  decide: (command, state) => {
    if (command.type === 'QueueNotice') return state.queued ? [] : [domainEvent('NoticeQueued', command.notice)];
    const queued = state.queued;
    if (queued === null) throw notFound('No such notice.');
    if (state.concluded) return [];
    const { noticeId, recipient } = queued;
    const { outcome } = command;
    switch (outcome.type) {
      case 'sent':
        return [domainEvent('NoticeSent', { noticeId, recipient, messageId: outcome.messageId })];
      case 'failed':
        return [domainEvent('NoticeFailed', { noticeId, recipient, smtpCode: outcome.smtpCode, reason: outcome.reason })];
      case 'not_sent':
        return [domainEvent('NoticeNotSent', { noticeId, recipient, reason: outcome.reason })];
    }
  },
};
