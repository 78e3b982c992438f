import type { LogPosition } from '@portal/contracts';
import pg from 'pg';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { logger } from '../logger';
import { CHECKPOINTS_CHANNEL, isSwapAnnouncement, standingsOf } from './announcements';
import { isAtOrAfter, readCheckpoint, readCheckpoints } from './checkpoint';
import { CheckpointTracker } from './checkpoint-tracker';
import type { Projector } from './projector';
import type { ProjectionsHandle } from './runner';

export interface FollowProjectionsOptions {
  readonly pool: DatabasePool;
  /** The database's URL, for the connection that listens (a pooled one would be handed to other queries). */
  readonly connectionString: string;
  readonly projectors: readonly Pick<Projector, 'name' | 'schema'>[];
  /** How often the checkpoints are read besides: while the listening connection is up, and while it is not. */
  readonly pollMs?: { readonly listening: number; readonly deaf: number };
}

export interface FollowedProjections extends ProjectionsHandle {
  /**
   * When the projections process was last heard from since this process started (Date.now()): an
   * announcement, or checkpoints found moved. Null when never.
   */
  lastHeard(): number | null;
}

const reconnectDelayMs = 1_000;

const liveSchema = z.object({ schema: z.string(), tables: z.string() });

/**
 * The read models of a process whose projectors run elsewhere (`PROJECTIONS=external`): it follows
 * the projections process's announcements (announcements.ts) on a connection that LISTENs, so its
 * read-your-writes waits are answered and its kept answers dropped when the read models move,
 * whichever process wrote, without a query per wait or per kept answer. The checkpoints are also
 * read now and then (often while the connection is down): a move found that way was not announced,
 * so it counts as a change of the tables.
 */
export const followProjections = async (options: FollowProjectionsOptions): Promise<FollowedProjections> => {
  const { pool, projectors } = options;
  const pollMs = options.pollMs ?? { listening: 2_000, deaf: 100 };
  const tracker = new CheckpointTracker(projectors.map((projector) => projector.name));
  const schemas = projectors.map((projector) => projector.schema);
  let lastHeard: number | null = null;
  let client: pg.Client | null = null;
  let listening = false;
  let stopped = false;
  let pollTimer: NodeJS.Timeout | null = null;
  let reconnectTimer: NodeJS.Timeout | null = null;

  /** Reads every checkpoint; `atStart`, what it finds is where things stood, not news from the projections process. */
  const readAll = async (atStart = false) => {
    // Before the projections process first starts, some schemas may not be there yet: each is then read alone.
    const checkpoints = await readCheckpoints(pool, schemas).catch(() =>
      Promise.all(schemas.map((schema) => readCheckpoint(pool, schema).catch(() => null))),
    );
    const known = tracker.snapshot();
    const moved = projectors.some((projector, index) => {
      const checkpoint = checkpoints[index] ?? null;
      return checkpoint !== null && !isAtOrAfter(known[projector.name] ?? null, checkpoint);
    });
    projectors.forEach((projector, index) => tracker.advance(projector.name, checkpoints[index] ?? null));
    if (moved && !atStart) lastHeard = Date.now();
    // A rebuild's swap makes a new schema of the same name; compared on every read, so a swap whose
    // announcement was lost is found all the same.
    const live = await pool.any(sql.type(liveSchema)`
      SELECT nspname AS schema, oid::text AS tables FROM pg_namespace WHERE nspname = ANY(${sql.array(schemas, 'text')})`);
    for (const { schema, tables } of live) {
      const projector = projectors.find((candidate) => candidate.schema === schema);
      if (projector) tracker.swappedIn(projector.name, tables);
    }
  };

  const poll = () => {
    pollTimer = setTimeout(
      () => {
        void readAll()
          .catch(() => undefined) // the database away: the next poll tries again
          .finally(() => {
            if (!stopped) poll();
          });
      },
      listening ? pollMs.listening : pollMs.deaf,
    );
    pollTimer.unref();
  };

  const listen = async () => {
    const next = new pg.Client({ connectionString: options.connectionString });
    client = next;
    const dropped = (error?: unknown) => {
      if (client !== next) return;
      client = null;
      if (listening && error)
        logger.warn({ err: error }, 'Lost the announcements of the read models; reading their checkpoints until they are back');
      listening = false;
      if (stopped) return;
      reconnectTimer = setTimeout(() => {
        reconnectTimer = null;
        void listen();
      }, reconnectDelayMs);
      reconnectTimer.unref();
    };
    next.on('error', dropped);
    next.on('end', () => dropped());
    next.on('notification', ({ payload }) => {
      if (payload !== undefined && isSwapAnnouncement(payload)) {
        void readAll().catch(() => undefined); // the database away: the next poll reads them
        return;
      }
      const standings = payload === undefined ? null : standingsOf(payload);
      if (standings === null) return;
      lastHeard = Date.now();
      for (const { name, checkpoint, changedAt } of standings) tracker.follow(name, checkpoint, changedAt);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHECKPOINTS_CHANNEL}`);
      listening = true;
      // What was announced while nobody listened is read instead.
      await readAll().catch(() => undefined);
    } catch (error) {
      dropped(error);
      void next.end().catch(() => undefined);
    }
  };

  await readAll(true);
  await listen();
  poll();
  return {
    waitFor: (position: LogPosition, timeoutMs: number) => tracker.waitFor(position, timeoutMs),
    positions: () => tracker.snapshot(),
    changedAt: async (projectorName) => tracker.changedAt(projectorName),
    version: async (projectorName) => tracker.version(projectorName),
    lastHeard: () => lastHeard,
    stop: async () => {
      stopped = true;
      tracker.close();
      if (pollTimer) clearTimeout(pollTimer);
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
};
