import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

export const noticeStates = ['queued', 'sent', 'failed', 'not_configured', 'no_email'] as const;
export type NoticeState = (typeof noticeStates)[number];

const noticeRow = z.object({
  notice_id: z.string(),
  queued_event_id: z.string(),
  kind: z.string(),
  investor_id: z.string().nullable(),
  user_id: z.string().nullable(),
  subject: z.record(z.string(), z.unknown()),
  queued_at: z.string(),
  state: z.enum(noticeStates),
  message_id: z.string().nullable(),
  smtp_code: z.number().nullable(),
  reason: z.string().nullable(),
});
export type NoticeRow = z.infer<typeof noticeRow>;

const columns = sql.fragment`notice_id, queued_event_id, kind, investor_id, user_id, subject,
  to_char(queued_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS queued_at, state, message_id, smtp_code, reason`;

/** The notices read model (notices/projector.ts). */
export const createNoticeQueries = (db: CommonQueryMethods) => ({
  /** Notices waiting for the sender, oldest first, but those it put off for now (`waiting`), so those never hold up the rest. */
  queued: async (limit: number, waiting: readonly string[] = []): Promise<NoticeRow[]> => [
    ...(await db.any(sql.type(noticeRow)`
      SELECT ${columns} FROM rm_notices.notices
      WHERE state = 'queued' AND NOT notice_id = ANY(${sql.array(waiting, 'uuid')})
      ORDER BY queued_at, notice_id LIMIT ${limit}`)),
  ],
  /** These notices as they stand (a statement run's deliveries); unknown ids are left out. */
  byIds: async (noticeIds: readonly string[]): Promise<NoticeRow[]> => [
    ...(await db.any(sql.type(noticeRow)`
      SELECT ${columns} FROM rm_notices.notices WHERE notice_id = ANY(${sql.array(noticeIds, 'uuid')})`)),
  ],
});

export type NoticeQueries = ReturnType<typeof createNoticeQueries>;
