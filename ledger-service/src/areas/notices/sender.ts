import { randomUUID } from 'node:crypto';
import type { NoticeQueries, NoticeRow } from '@portal/projections';
import type { Mailer, SendOutcome } from '../../shared/mailer';
import type { CommandRunner } from '../../shared/runner';
import { noticeStream } from '../../shared/streams';
import { noticeDecider, type NoticeOutcome } from './decider';
import { distributionNoticeMail, paymentDetailsMail, statementReadyMail, type MailBrand, type RenderedMail } from './templates';

/** How long a notice is retried after a temporary refusal or a lost connection, from when it was queued. */
export const retryForMs = 24 * 60 * 60_000;

/** The waits after each temporary failure in turn (the first retry within a minute), then the last one again. */
export const retryDelaysMs = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 60 * 60_000] as const;

/** Notices taken in one pass; more wait for the next. */
const pageSize = 500;

export interface NoticeSenderDeps {
  runner: CommandRunner;
  notices: Pick<NoticeQueries, 'queued'>;
  /** The person's e-mail, opened from its sealed value; null when there is none (none given, or erased). */
  addressOf: (recipient: { investorId: string | null; userId: string | null }) => Promise<string | null>;
  /** SMTP_URL's mail server; null without one: every notice then records `not_configured`. */
  mailer: Mailer | null;
  brand: MailBrand;
  /**
   * Runs `work` if this process holds the sender's turn (an advisory lock: one sender at a time across
   * every API process), else skips it.
   */
  ifElected: (work: () => Promise<void>) => Promise<void>;
  now?: () => number;
}

/** The mail of a queued notice, rendered again from what the log says about it. */
const render = (brand: MailBrand, notice: NoticeRow): RenderedMail => {
  switch (notice.kind) {
    case 'statement_ready':
      return statementReadyMail(brand, { from: String(notice.subject.from), through: String(notice.subject.through) });
    case 'distribution_notice':
      return distributionNoticeMail(brand, { date: String(notice.subject.date) });
    case 'payment_details_proposed':
    case 'payment_details_changed':
      return paymentDetailsMail(brand, notice.kind);
    default:
      throw new Error(`No mail for notices of kind ${notice.kind}`);
  }
};

/** The Message-ID of a notice's mail: its NoticeQueued event's id, so every sending of it is one message. */
export const messageIdOf = (notice: Pick<NoticeRow, 'queued_event_id'>, publicUrl: string): string =>
  `<${notice.queued_event_id}@${new URL(publicUrl).hostname || 'portal'}>`;

interface Retry {
  attempts: number;
  nextAt: number;
  last: SendOutcome & { accepted: false };
}

/**
 * Delivers queued notices (docs/notices.md). Each pass takes the queued notices, renders each mail
 * again from the log, sends it and records the outcome: `NoticeSent`, `NoticeFailed` on a permanent
 * (5xx) refusal, `NoticeNotSent` without a mail server or an address. A temporary refusal is tried
 * again after `retryDelaysMs`, until a day after the notice was queued. Delivery is at least once: a
 * crash between the server's acceptance and the record sends the mail again on the next pass, under
 * the same Message-ID.
 */
export const createNoticeSender = (deps: NoticeSenderDeps) => {
  const now = deps.now ?? Date.now;
  const retries = new Map<string, Retry>();
  const context = () => ({ actor: 'system', correlationId: randomUUID() });

  const conclude = (notice: NoticeRow, outcome: NoticeOutcome) =>
    deps.runner.execute(noticeDecider, noticeStream(notice.notice_id), { type: 'ConcludeNotice', outcome }, context());

  const deliver = async (notice: NoticeRow, mailer: Mailer): Promise<void> => {
    const to = await deps.addressOf({ investorId: notice.investor_id, userId: notice.user_id });
    if (to === null) return void (await conclude(notice, { type: 'not_sent', reason: 'no_email' }));
    const mail = render(deps.brand, notice);
    const sent = await mailer.send({ to, ...mail, messageId: messageIdOf(notice, deps.brand.publicUrl) });
    if (sent.accepted) {
      retries.delete(notice.notice_id);
      return void (await conclude(notice, { type: 'sent', messageId: sent.messageId }));
    }
    const retry: Retry = { attempts: (retries.get(notice.notice_id)?.attempts ?? 0) + 1, nextAt: 0, last: sent };
    if (sent.permanent || now() - Date.parse(notice.queued_at) >= retryForMs) {
      retries.delete(notice.notice_id);
      const reason = sent.permanent ? sent.reply : `Still not delivered a day after it was queued: ${sent.reply}`;
      return void (await conclude(notice, { type: 'failed', smtpCode: sent.smtpCode, reason: reason.slice(0, 1000) }));
    }
    retry.nextAt = now() + retryDelaysMs[Math.min(retry.attempts, retryDelaysMs.length) - 1]!;
    retries.set(notice.notice_id, retry);
  };

  /** One pass over the queued notices that are due; resolves when each is sent or put off. */
  const sendDue = () =>
    deps.ifElected(async () => {
      const waiting = [...retries].filter(([, retry]) => retry.nextAt > now()).map(([noticeId]) => noticeId);
      const due = await deps.notices.queued(pageSize, waiting);
      // A notice put off here and concluded since by another process is no longer queued: forget its wait.
      const kept = new Set([...waiting, ...due.map((notice) => notice.notice_id)]);
      for (const noticeId of retries.keys()) if (!kept.has(noticeId)) retries.delete(noticeId);
      for (const notice of due) {
        if (deps.mailer === null) await conclude(notice, { type: 'not_sent', reason: 'not_configured' });
        else await deliver(notice, deps.mailer);
      }
    });

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  return {
    sendDue,
    /** Passes every `intervalMs` until `stop`; a failed pass (the database away) is reported and the next one tries again. */
    start(intervalMs: number, onError: (error: unknown) => void) {
      const tick = () => {
        running = sendDue()
          .catch(onError)
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, intervalMs);
          });
      };
      timer = setTimeout(tick, 0);
    },
    /** Stops passing, once the pass in hand is done. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      deps.mailer?.close();
    },
  };
};

export type NoticeSender = ReturnType<typeof createNoticeSender>;
