import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { channelListener, type ChannelListener } from '../channel-listener';
import { logger } from '../logger';
import { CHECKPOINTS_CHANNEL, isSwapAnnouncement } from './announcements';
import type { CheckpointTracker } from './checkpoint-tracker';
import type { Projector } from './projector';

/**
 * Listens to what is announced on the checkpoints' channel (announcements.ts). `onListening` runs
 * each time it listens again: what was announced meanwhile is lost, and is to be read instead.
 */
export const listenToCheckpoints = async (
  connectionString: string,
  handlers: { onPayload: (payload: string) => void; onListening: () => Promise<void> },
): Promise<ChannelListener> => {
  const listener = channelListener(connectionString, CHECKPOINTS_CHANNEL, {
    ...handlers,
    onLost: (error, wasListening) => {
      if (wasListening)
        logger.warn({ err: error }, 'Lost the announcements of the read models; reading their checkpoints until they are back');
    },
  });
  await listener.start();
  return listener;
};

const liveSchema = z.object({ schema: z.string(), tables: z.string() });

/**
 * Tells the tracker which tables are live for each projector: a rebuild's swap makes a new schema of
 * the same name (rebuild.ts), maybe at the same checkpoint, and answers kept from the old one must go.
 */
export const readLiveTables = async (
  pool: DatabasePool,
  projectors: readonly Pick<Projector, 'name' | 'schema'>[],
  tracker: CheckpointTracker,
): Promise<void> => {
  const schemas = projectors.map((projector) => projector.schema);
  const live = await pool.any(sql.type(liveSchema)`
    SELECT nspname AS schema, oid::text AS tables FROM pg_namespace WHERE nspname = ANY(${sql.array(schemas, 'text')})`);
  for (const { schema, tables } of live) {
    const projector = projectors.find((candidate) => candidate.schema === schema);
    if (projector) tracker.swappedIn(projector.name, tables);
  }
};

/**
 * For a process that runs the projectors itself: tells the tracker when a rebuild run elsewhere
 * (`npm run rebuild`, Rebuild Reports in any process) swaps new tables in, which its own batches
 * would not show. Lost while the connection is down, and read again once it listens.
 */
export const hearSwaps = async (
  connectionString: string,
  pool: DatabasePool,
  projectors: readonly Pick<Projector, 'name' | 'schema'>[],
  tracker: CheckpointTracker,
): Promise<ChannelListener> => {
  const read = () => readLiveTables(pool, projectors, tracker);
  await read();
  return listenToCheckpoints(connectionString, {
    onPayload: (payload) => {
      if (isSwapAnnouncement(payload)) void read().catch(() => undefined); // the database away: read when it listens again
    },
    onListening: read,
  });
};
