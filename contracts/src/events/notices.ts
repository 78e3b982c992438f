import { z } from 'zod';
import { investorId, userId } from './people';
import { isoDate } from './values';

/**
 * The notices the portal mails (docs/notices.md): queued in the log, delivered by the sender, and the
 * outcome recorded. No event holds an e-mail address: the sender reads the person's sealed address
 * when it sends, so erasing a person's data also stops their pending notices.
 */

/** What a notice is about, by kind: enough to render its mail again at any time (never a figure). */
export const noticeKinds = ['statement_ready', 'distribution_notice', 'payment_details_proposed', 'payment_details_changed'] as const;
export type NoticeKind = (typeof noticeKinds)[number];

/** Whom a notice is for: an investor (their e-mail on file) or a portal user who is no investor. */
export const noticeRecipient = z.union([z.object({ investorId }).strict(), z.object({ userId }).strict()]);
export type NoticeRecipient = z.infer<typeof noticeRecipient>;

const noticeId = z.string().uuid();

export const noticeEvents = {
  /**
   * A notice waits for the sender, in its own stream `notice-<noticeId>`. Its event id is the mail's
   * Message-ID, so a mail sent again after a crash is the same message (docs/notices.md).
   */
  NoticeQueued: z.discriminatedUnion('kind', [
    z.object({
      noticeId,
      kind: z.literal('statement_ready'),
      recipient: noticeRecipient,
      statementId: z.string().uuid(),
      from: isoDate,
      through: isoDate,
    }),
    // A distribution notice of a confirmed run is ready among the investor's statements (docs/distributions.md).
    z.object({
      noticeId,
      kind: z.literal('distribution_notice'),
      recipient: noticeRecipient,
      statementId: z.string().uuid(),
      date: isoDate,
    }),
    // An investor's payment details: a change proposed, or details changed (docs/distributions.md): never a digit.
    z.object({ noticeId, kind: z.literal('payment_details_proposed'), recipient: noticeRecipient }),
    z.object({ noticeId, kind: z.literal('payment_details_changed'), recipient: noticeRecipient }),
  ]),
  /** The mail server accepted the notice under this Message-ID. */
  NoticeSent: z.object({ noticeId, recipient: noticeRecipient, messageId: z.string().min(1).max(998) }),
  /**
   * The notice will not be delivered: refused for good (a 5xx code, with the server's words), or
   * still refused for a while when its day of retries ran out (the last code, or none for a server
   * that could not be reached).
   */
  NoticeFailed: z.object({
    noticeId,
    recipient: noticeRecipient,
    smtpCode: z.number().int().min(100).max(599).nullable(),
    reason: z.string().max(1000),
  }),
  /**
   * Nothing was sent, and nothing is wrong: no mail server is configured (SMTP_URL), or the person
   * has no e-mail on file when it came to sending (none given, or erased since).
   */
  NoticeNotSent: z.object({ noticeId, recipient: noticeRecipient, reason: z.enum(['not_configured', 'no_email']) }),
} as const;
