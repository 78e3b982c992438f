import { logPositionOf, logPositionText, type LogPosition } from '@portal/contracts';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { logger } from '../logger';

/**
 * How a projections process tells the API processes where the read models stand
 * (`PROJECTIONS=external`, follower.ts): after a batch commits, one NOTIFY on this channel carries
 * every projector's checkpoint and the checkpoint of the last batch that may have changed its tables
 * (`Projector.touches`). An API process then answers its read-your-writes waits and drops its kept
 * answers from it, with no query of its own; a lost announcement is made good by the next one, which
 * says everything again.
 */
export const CHECKPOINTS_CHANNEL = 'portal_checkpoints';

export interface Standing {
  readonly name: string;
  readonly checkpoint: LogPosition | null;
  readonly changedAt: LogPosition | null;
}

const position = z
  .string()
  .nullable()
  .transform((text, context) => {
    const parsed = text === null ? null : logPositionOf(text);
    if (text !== null && parsed === null) context.addIssue({ code: z.ZodIssueCode.custom, message: 'not a log position' });
    return parsed;
  });
const announcement = z.array(z.tuple([z.string(), position, position]));

const asText = (position: LogPosition | null) => (position === null ? null : logPositionText(position));

/** The payload of a NOTIFY: a few hundred bytes for every read model, well under PostgreSQL's 8,000. */
export const announcementOf = (standings: readonly Standing[]): string =>
  JSON.stringify(standings.map(({ name, checkpoint, changedAt }) => [name, asText(checkpoint), asText(changedAt)]));

/** The standings a payload carries, or null when it is not an announcement of this version. */
export const standingsOf = (payload: string): Standing[] | null => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  const checked = announcement.safeParse(parsed);
  if (!checked.success) return null;
  return checked.data.map(([name, checkpoint, changedAt]) => ({ name, checkpoint, changedAt }));
};

/**
 * Said by a rebuild as it swaps a read model's new tables in (rebuild.ts): their checkpoint may be
 * where the old ones' was, so the standings would not show it. A follower then reads which tables are
 * live (follower.ts) and drops the answers it kept from the old ones.
 */
export const swapAnnouncementOf = (name: string): string => JSON.stringify({ swapped: name });

const swapAnnouncement = z.object({ swapped: z.string() });

export const isSwapAnnouncement = (payload: string): boolean => {
  try {
    return swapAnnouncement.safeParse(JSON.parse(payload)).success;
  } catch {
    return false;
  }
};

/**
 * Sends the standings after each batch, after its commit and on a connection of its own: a NOTIFY
 * inside the batch's transaction would hold PostgreSQL's notify lock through its commit, and commits
 * would queue behind one another. One announcement is in flight at a time; batches committed
 * meanwhile are said by the next, which reads the standings when it is sent.
 */
export const createAnnouncer = (pool: DatabasePool, standings: () => readonly Standing[]) => {
  let sending: Promise<void> | null = null;
  let again = false;
  const send = () => {
    sending = pool
      .query(sql.unsafe`SELECT pg_notify(${CHECKPOINTS_CHANNEL}, ${announcementOf(standings())})`)
      .then(
        () => undefined,
        (error: unknown) => logger.warn({ err: error }, 'Could not announce the read models to the API processes; they will poll'),
      )
      .finally(() => {
        sending = null;
        if (again) {
          again = false;
          send();
        }
      });
  };
  return {
    announce: () => {
      if (sending) again = true;
      else send();
    },
    /** Resolves once nothing is being sent (before the pool ends). */
    settle: async () => {
      while (sending) await sending;
    },
  };
};
