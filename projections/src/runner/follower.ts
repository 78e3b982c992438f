import type { LogPosition } from '@portal/contracts';
import type { DatabasePool } from 'slonik';
import { isSwapAnnouncement, standingsOf } from './announcements';
import { isAtOrAfter, readCheckpoint, readCheckpoints } from './checkpoint';
import { CheckpointTracker } from './checkpoint-tracker';
import { listenToCheckpoints, readLiveTables } from './listener';
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
  let stopped = false;
  let pollTimer: NodeJS.Timeout | null = null;

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
    // Compared on every read, so a swap whose announcement was lost is found all the same.
    await readLiveTables(pool, projectors, tracker);
  };

  await readAll(true);
  const listener = await listenToCheckpoints(options.connectionString, {
    onPayload: (payload) => {
      if (isSwapAnnouncement(payload)) {
        void readAll().catch(() => undefined); // the database away: the next poll reads them
        return;
      }
      const standings = standingsOf(payload);
      if (standings === null) return;
      lastHeard = Date.now();
      for (const { name, checkpoint, changedAt } of standings) tracker.follow(name, checkpoint, changedAt);
    },
    // What was announced while nobody listened is read instead.
    onListening: () => readAll(),
  });

  const poll = () => {
    pollTimer = setTimeout(
      () => {
        void readAll()
          .catch(() => undefined) // the database away: the next poll tries again
          .finally(() => {
            if (!stopped) poll();
          });
      },
      listener.listening() ? pollMs.listening : pollMs.deaf,
    );
    pollTimer.unref();
  };
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
      await listener.stop();
    },
  };
};
