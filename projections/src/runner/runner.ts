import type { EventStore, LogPosition, RecordedEvent, Subscription } from '@portal/contracts';
import type { DatabasePool } from 'slonik';
import { logger } from '../logger';
import { applyLiveBatch, applyLiveBatchTogether } from './apply-batch';
import { isAtOrAfter, readCheckpoint } from './checkpoint';
import { createAnnouncer } from './announcements';
import { CheckpointTracker } from './checkpoint-tracker';
import { hearSwaps } from './listener';
import type { Projector } from './projector';
import { RebuildAlreadyRunningError, rebuildProjections } from './rebuild';
import { changedProjectors, ensureProjectorSchema } from './schema';

export interface StartProjectionsOptions {
  readonly pool: DatabasePool;
  readonly store: EventStore;
  readonly projectors: readonly Projector[];
  /** Events per transaction; the store may deliver fewer. Default 500. */
  readonly batchSize?: number;
  /** A failed batch or read; the projector retries after a back-off. Default: logged as an error. */
  readonly onError?: (error: unknown, projector: string) => void;
  /** Back-off after a failure: doubles from `initialMs` up to `maxMs`. Default 100 ms to 5 s. */
  readonly retry?: { readonly initialMs: number; readonly maxMs: number };
  /** Progress lines, such as a read model rebuilt at start because its tables changed. Default: logged as information. */
  readonly log?: (line: string) => void;
  /**
   * Tell the API processes where the read models stand after every batch (announcements.ts): set by
   * the projections process, whose API processes follow it (follower.ts).
   */
  readonly announce?: boolean;
  /**
   * The database's URL, to hear a rebuild run elsewhere (`npm run rebuild`, another process's Rebuild
   * Reports) swap new tables in (listener.ts): answers kept from the old ones are then dropped.
   */
  readonly connectionString?: string;
}

export interface ProjectionsHandle {
  /** True once every projector has committed `position` (read-your-writes); false after the timeout. */
  waitFor(position: LogPosition, timeoutMs: number): Promise<boolean>;
  /** Each projector's committed checkpoint, by projector name (empty when the projectors run elsewhere). */
  positions(): Readonly<Record<string, LogPosition | null>>;
  /**
   * The position of the last change to a read model's tables: they are the same now as at that
   * position, up to the latest checkpoint this handle has seen (and so up to every read-your-writes
   * wait it answered true). Answers kept under it are right until it moves. Costs no query, whether
   * the projectors run in this process or are followed in another (follower.ts; docs/architecture.md,
   * Reads at speed).
   */
  changedAt(projectorName: string): Promise<LogPosition | null>;
  /**
   * A key for answers kept from a read model's tables: `changedAt`, and which tables a rebuild last
   * swapped in, where this process hears of it (follower.ts, or `connectionString`).
   */
  version(projectorName: string): Promise<string>;
  /** Stops after the batches in hand; pending waits resolve false. */
  stop(): Promise<void>;
}

interface Worker {
  stop(): Promise<void>;
}

interface WorkerContext extends StartProjectionsOptions {
  readonly tracker: CheckpointTracker;
  /** Called after the tracker moved (announces it when asked to). */
  readonly moved: () => void;
  /** Starts a worker for a projector that left its group (its own batches failed), from its committed checkpoint. */
  readonly startAlone: (projector: Projector, failure: unknown) => void;
}

const touches = (projector: Projector, events: readonly RecordedEvent[]) => projector.touches?.(events) ?? true;

const reportToLog = (error: unknown, projector: string) =>
  logger.error({ err: error, projector }, `Projection ${projector} failed; it will retry`);

/** The earliest of the checkpoints (null, the log's start, when one has applied nothing). */
const earliest = (checkpoints: readonly (LogPosition | null)[]): LogPosition | null => {
  let min: LogPosition | null = null;
  for (const checkpoint of checkpoints) {
    if (checkpoint === null) return null;
    if (min === null || isAtOrAfter(min, checkpoint)) min = checkpoint;
  }
  return min;
};

/**
 * Follows the log for a group of projectors: subscribe from the earliest of their checkpoints and
 * apply each batch to all of them in one transaction (one read of the log and one commit for all,
 * which is most of what a command waits for: docs/commands.md). When that fails, each is tried on
 * its own: those that apply carry on together, and one that fails leaves the group and retries
 * alone, so a poison event stops only its own read model. When none applies (the database is away),
 * the store stops the subscription and we resubscribe from the committed checkpoints after a
 * growing delay, so a failure neither spins nor crashes.
 */
const startWorker = (
  context: WorkerContext,
  group: readonly Projector[],
  start: { after: LogPosition | null } | { failure: unknown },
): Worker => {
  const { pool, store, tracker, batchSize = 500, onError = reportToLog } = context;
  const { initialMs, maxMs } = context.retry ?? { initialMs: 100, maxMs: 5_000 };
  let members = [...group];
  let delayMs = initialMs;
  let stopped = false;
  let subscription: Subscription | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let restarting: Promise<void> = Promise.resolve();
  // A failure like the one before it (the database still away) is not reported again until a batch
  // applies: one report per outage, not one per retry.
  let reported: string | null = null;

  const applyEach = async (events: readonly RecordedEvent[], failure: unknown) => {
    const failed = new Map<Projector, unknown>();
    for (const projector of members) {
      try {
        tracker.advance(projector.name, await applyLiveBatch(pool, projector, events), touches(projector, events));
        context.moved();
      } catch (error) {
        failed.set(projector, error);
      }
    }
    if (failed.size === members.length) throw failure;
    members = members.filter((projector) => !failed.has(projector));
    for (const [projector, error] of failed) context.startAlone(projector, error);
  };

  const subscribe = (after: LogPosition | null) => {
    // `let`: a store may report a failure before subscribe() returns.
    let current: Subscription | null = null;
    current = store.subscribe({
      after,
      batchSize,
      onEvents: async (events) => {
        try {
          const checkpoints = await applyLiveBatchTogether(pool, members, events);
          members.forEach((projector, index) => tracker.advance(projector.name, checkpoints[index] ?? null, touches(projector, events)));
          context.moved();
        } catch (failure) {
          if (members.length === 1) throw failure;
          await applyEach(events, failure);
        }
        delayMs = initialMs;
        reported = null;
      },
      onError: (error) => fail(error, current),
    });
    subscription = current;
  };

  const restart = async (failed: Subscription | null) => {
    await failed?.stop().catch(() => undefined);
    if (stopped) return;
    try {
      // Resume from what is committed: the failed batch rolled back, another instance may have moved on.
      const checkpoints = await Promise.all(members.map((projector) => readCheckpoint(pool, projector.schema)));
      members.forEach((projector, index) => tracker.advance(projector.name, checkpoints[index] ?? null));
      context.moved();
      if (!stopped) subscribe(earliest(checkpoints));
    } catch (error) {
      fail(error, null);
    }
  };

  const fail = (error: unknown, failed: Subscription | null) => {
    if (stopped) return;
    if (failed && failed !== subscription) return; // a late report from a subscription already replaced
    subscription = null;
    const said = error instanceof Error ? error.message : String(error);
    if (said !== reported) {
      reported = said;
      try {
        onError(error, members.map((projector) => projector.name).join(', '));
      } catch (reportFailure) {
        logger.error({ err: reportFailure }, 'Projection error report failed');
      }
    }
    retryTimer = setTimeout(() => {
      retryTimer = null;
      restarting = restart(failed);
    }, delayMs);
    delayMs = Math.min(delayMs * 2, maxMs);
  };

  if ('after' in start) subscribe(start.after);
  else fail(start.failure, null);
  return {
    stop: async () => {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      await restarting;
      await subscription?.stop();
    },
  };
};

/**
 * A new version of a projector may create other tables than the one that made its live schema: that
 * schema is rebuilt from the log (into fresh tables, swapped in) before the projector carries on, so
 * an upgrade never projects into tables of the wrong shape. A rebuild another process runs already
 * does the same; this one then lets the projector retry until that swap is in.
 */
const rebuildChangedProjectors = async (options: StartProjectionsOptions) => {
  const log = options.log ?? ((line: string) => logger.info(line));
  const changed = await changedProjectors(options.pool, options.projectors);
  if (changed.length === 0) return;
  const names = changed.map((projector) => projector.name).join(', ');
  log(`Read models made by an earlier version: rebuilding ${names} from the log before projecting into them...`);
  try {
    const result = await rebuildProjections({ pool: options.pool, store: options.store, projectors: changed });
    log(`Rebuilt ${names}: ${result.processed.toLocaleString('en-US')} events in ${result.seconds.toFixed(1)} s.`);
  } catch (error) {
    if (!(error instanceof RebuildAlreadyRunningError)) throw error;
    log(`${error.message}: the projectors wait for it.`);
  }
};

/**
 * Runs every projector against the live log (in this process) and answers read-your-writes waits:
 * those marked `alone` each in a group of its own, the others in one group.
 * Creates missing projector schemas first, and rebuilds those made with other DDL; rejects if that or
 * reading a checkpoint fails at start.
 */
export const startProjections = async (options: StartProjectionsOptions): Promise<ProjectionsHandle> => {
  const { pool, projectors } = options;
  for (const key of ['name', 'schema'] as const) {
    const values = projectors.map((projector) => projector[key]);
    const repeated = values.find((value, index) => values.indexOf(value) !== index);
    if (repeated !== undefined) throw new Error(`Two projectors share the ${key} ${repeated}`);
  }
  await rebuildChangedProjectors(options);
  const tracker = new CheckpointTracker(projectors.map((projector) => projector.name));
  const initial = new Map(
    await Promise.all(
      projectors.map(async (projector) => {
        await ensureProjectorSchema(pool, projector);
        const checkpoint = await readCheckpoint(pool, projector.schema);
        tracker.advance(projector.name, checkpoint);
        return [projector, checkpoint] as const;
      }),
    ),
  );
  const swaps = options.connectionString ? await hearSwaps(options.connectionString, pool, projectors, tracker) : null;
  const workers: Worker[] = [];
  const announcer = options.announce ? createAnnouncer(pool, () => tracker.standing()) : null;
  const context: WorkerContext = {
    ...options,
    tracker,
    moved: () => announcer?.announce(),
    startAlone: (projector, failure) => {
      if (!stopping) workers.push(startWorker(context, [projector], { failure }));
    },
  };
  let stopping: Promise<void> | null = null;
  const groups = [
    ...projectors.filter((projector) => projector.alone).map((projector) => [projector]),
    projectors.filter((projector) => !projector.alone),
  ];
  for (const group of groups)
    if (group.length > 0)
      workers.push(startWorker(context, group, { after: earliest(group.map((projector) => initial.get(projector) ?? null)) }));
  // Followers that started before this process learn where the read models stand without waiting for a batch.
  context.moved();
  return {
    waitFor: (position, timeoutMs) => tracker.waitFor(position, timeoutMs),
    positions: () => tracker.snapshot(),
    changedAt: async (projectorName) => tracker.changedAt(projectorName),
    version: async (projectorName) => tracker.version(projectorName),
    stop: () => {
      stopping ??= (async () => {
        tracker.close();
        await swaps?.stop();
        // No worker starts once stopping is set (startAlone), so these are all of them.
        await Promise.all(workers.map((worker) => worker.stop()));
        await announcer?.settle();
      })();
      return stopping;
    },
  };
};
