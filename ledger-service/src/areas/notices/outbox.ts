import { randomUUID } from 'node:crypto';
import type { EventData, NoticeRecipient } from '@portal/contracts';
import type { NoticeQueries, NoticeState } from '@portal/projections';
import type { CommandContext, CommandRunner } from '../../shared/runner';
import { noticeStream } from '../../shared/streams';
import { noticeDecider } from './decider';

/** A notice to queue: its kind and what it is about, without its id (given here). */
export type NewNotice = EventData<'NoticeQueued'> extends infer N ? (N extends unknown ? Omit<N, 'noticeId'> : never) : never;

/**
 * Queues a notice for the sender (docs/notices.md): `NoticeQueued` in the notice's own stream. The
 * recipient is a person, never an address: the sender reads their e-mail when it sends. Returns the
 * notice's id, by which its delivery is followed (`deliveries`).
 */
export const queueNotice = async (
  runner: CommandRunner,
  notice: NewNotice,
  context: CommandContext,
  noticeId: string = randomUUID(),
): Promise<string> => {
  await runner.execute(noticeDecider, noticeStream(noticeId), { type: 'QueueNotice', notice: { ...notice, noticeId } }, context);
  return noticeId;
};

/** Where each of these notices stands, by id: `queued` until the sender records its outcome. */
export const deliveries = async (notices: Pick<NoticeQueries, 'byIds'>, noticeIds: readonly string[]): Promise<Map<string, NoticeState>> =>
  new Map((await notices.byIds(noticeIds)).map((row) => [row.notice_id, row.state]));

export type { NoticeRecipient };
