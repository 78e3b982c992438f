import { parseDomainEvent, type RecordedEvent } from '@portal/contracts';
import { sql } from 'slonik';
import type { Projector } from '../../runner/projector';

const noticeTypes = new Set(['NoticeQueued', 'NoticeSent', 'NoticeFailed', 'NoticeNotSent']);

/**
 * The notices the portal mails (docs/notices.md): each one queued, and what became of it. The sender
 * reads the queued ones here; a statement run shows each investor's. `queued_event_id` is the
 * NoticeQueued event's id, from which the mail's Message-ID is derived. No address is kept: the log
 * holds none.
 */
export const noticesProjector: Projector = {
  name: 'notices',
  schema: 'rm_notices',
  ddl: [
    `CREATE TABLE notices (
      notice_id uuid PRIMARY KEY,
      queued_event_id uuid NOT NULL,
      kind text NOT NULL,
      investor_id text,
      user_id text,
      -- What the notice is about, as its kind needs it to render the mail again (never a figure).
      subject jsonb NOT NULL,
      queued_at timestamptz NOT NULL,
      state text NOT NULL CHECK (state IN ('queued', 'sent', 'failed', 'not_configured', 'no_email')),
      message_id text,
      smtp_code int,
      reason text,
      concluded_at timestamptz
    )`,
    `CREATE INDEX notices_queued ON notices (queued_at) WHERE state = 'queued'`,
  ],
  touches: (events) => events.some(({ type }) => noticeTypes.has(type)),
  async apply(tx, events: readonly RecordedEvent[]) {
    for (const recorded of events) {
      if (!noticeTypes.has(recorded.type)) continue;
      const event = parseDomainEvent(recorded);
      switch (event.type) {
        case 'NoticeQueued': {
          const { noticeId, kind, recipient, ...subject } = event.data;
          const investorId = 'investorId' in recipient ? recipient.investorId : null;
          const userId = 'userId' in recipient ? recipient.userId : null;
          await tx.query(sql.unsafe`
            INSERT INTO notices (notice_id, queued_event_id, kind, investor_id, user_id, subject, queued_at, state)
            VALUES (${noticeId}, ${recorded.id}, ${kind}, ${investorId}, ${userId}, ${sql.jsonb(subject)}, ${recorded.recordedAt}, 'queued')
            ON CONFLICT (notice_id) DO NOTHING`);
          break;
        }
        case 'NoticeSent':
          await tx.query(sql.unsafe`
            UPDATE notices SET state = 'sent', message_id = ${event.data.messageId}, concluded_at = ${recorded.recordedAt}
            WHERE notice_id = ${event.data.noticeId}`);
          break;
        case 'NoticeFailed':
          await tx.query(sql.unsafe`
            UPDATE notices SET state = 'failed', smtp_code = ${event.data.smtpCode}, reason = ${event.data.reason},
              concluded_at = ${recorded.recordedAt}
            WHERE notice_id = ${event.data.noticeId}`);
          break;
        case 'NoticeNotSent':
          await tx.query(sql.unsafe`
            UPDATE notices SET state = ${event.data.reason}, concluded_at = ${recorded.recordedAt} WHERE notice_id = ${event.data.noticeId}`);
          break;
        default:
          break;
      }
    }
  },
};
