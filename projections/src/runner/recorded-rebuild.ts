import { AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { DatabasePoolConnection } from 'slonik';
import { logger } from '../logger';
import { RebuildAlreadyRunningError, type RebuildOptions, type RebuildProgress, rebuildProjections } from './rebuild';
import {
  failInterruptedRuns,
  insertRun,
  migrateRebuildRuns,
  readRun,
  recordOutcome,
  recordProgress,
  type RebuildRun,
  tryLockRun,
  unlockRun,
} from './rebuild-runs';

export interface RecordedRebuildOptions extends Omit<RebuildOptions, 'onLocked'> {
  /** Who asked, as the admin page shows it: 'admin' (the API) or 'cli'. */
  readonly startedBy: string;
  /** Least time between two progress writes. Default 250 ms; the outcome is always written. */
  readonly progressIntervalMs?: number;
  /** A failed progress or outcome write (the rebuild itself goes on). Default: logged as an error. */
  readonly onRecordError?: (error: unknown) => void;
}

export interface RecordedRebuild {
  /** The run as recorded when it started. */
  readonly run: RebuildRun;
  /** The run once finished, succeeded or failed (never rejects: a failure is a failed run). */
  readonly finished: Promise<RebuildRun>;
}

/** Another rebuild is running, from this process or another (the API or `npm run rebuild`). */
export class RebuildRunInProgressError extends Error {
  constructor() {
    super('A rebuild is already running.');
    this.name = 'RebuildRunInProgressError';
  }
}

interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

const deferred = <T>(): Deferred<T> => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Writes the latest progress at most once per interval, one write at a time, on the run's own
 * connection; `flush` waits for the write in flight and drops what is left (the outcome follows).
 */
const progressWriter = (write: (progress: RebuildProgress) => Promise<void>, intervalMs: number) => {
  let pending: RebuildProgress | null = null;
  let lastWrite = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> | null = null;
  let closed = false;

  // Bound to where the writer is made: progress comes from inside the rebuild's transactions, and slonik
  // refuses a query on another connection from within a transaction's async context.
  const writeNow = AsyncResource.bind(() => {
    timer = null;
    const progress = pending;
    if (progress === null || closed) return;
    pending = null;
    lastWrite = performance.now();
    inFlight = write(progress).finally(() => {
      inFlight = null;
      schedule();
    });
  });
  const schedule = () => {
    if (closed || pending === null || timer !== null || inFlight !== null) return;
    timer = setTimeout(writeNow, Math.max(0, lastWrite + intervalMs - performance.now()));
  };
  return {
    update: (progress: RebuildProgress) => {
      pending = progress;
      schedule();
    },
    flush: async () => {
      closed = true;
      if (timer !== null) clearTimeout(timer);
      await inFlight;
    },
  };
};

/**
 * Starts a rebuild (`rebuildProjections`) recorded in `projections_admin.rebuild_runs`: resolves once
 * it holds its locks and its run is recorded `running`, then rebuilds in the background and records
 * its progress (at most every `progressIntervalMs`) and its outcome. Rejects with
 * RebuildRunInProgressError when another run holds the run lock or one of the projectors' rebuild
 * locks: of concurrent starts, exactly one wins. Uses one connection of `pool` for the whole run, on
 * top of what the rebuild itself needs.
 */
export const startRecordedRebuild = async (options: RecordedRebuildOptions): Promise<RecordedRebuild> => {
  const {
    pool,
    startedBy,
    progressIntervalMs = 250,
    onRecordError = (error) => logger.error({ err: error }, 'Recording the rebuild failed'),
  } = options;
  await migrateRebuildRuns(pool);
  const id = randomUUID();
  const started = deferred<RebuildRun>();
  let first: RebuildRun | null = null;
  let last: RebuildProgress | null = null;

  const rebuild = async (connection: DatabasePoolConnection): Promise<RebuildRun | null> => {
    const writer = progressWriter((progress) => recordProgress(connection, id, progress).catch(onRecordError), progressIntervalMs);
    try {
      await rebuildProjections({
        ...options,
        onLocked: async () => {
          await insertRun(connection, { id, readModels: options.projectors.map((projector) => projector.name), startedBy });
          first = (await readRun(connection, id))!;
          started.resolve(first);
        },
        onProgress: (progress) => {
          last = progress;
          options.onProgress?.(progress);
          writer.update(progress);
        },
      });
      await writer.flush();
      return await finish(connection, { state: 'succeeded', error: null });
    } catch (error) {
      await writer.flush();
      if (first === null) {
        // Refused before it started (another rebuild of one of the projectors, or the database): no run.
        started.reject(error instanceof RebuildAlreadyRunningError ? new RebuildRunInProgressError() : error);
        return null;
      }
      return await finish(connection, { state: 'failed', error: messageOf(error) });
    }
  };

  /** Records the outcome; the run as it ended, from the table or, if that write failed, as known here. */
  const finish = async (connection: DatabasePoolConnection, outcome: { state: 'succeeded' | 'failed'; error: string | null }) => {
    const known: RebuildRun = {
      ...first!,
      ...outcome,
      ...(last === null ? {} : { processed: last.processed, total: last.total, events_per_second: last.eventsPerSecond }),
      swapping: null,
      finished_at: new Date().toISOString(),
    };
    try {
      await recordOutcome(connection, id, { ...outcome, progress: last });
      return (await readRun(connection, id)) ?? known;
    } catch (error) {
      onRecordError(error);
      return known;
    }
  };

  const finished = pool.connect(async (connection) => {
    if (!(await tryLockRun(connection))) {
      started.reject(new RebuildRunInProgressError());
      return null;
    }
    try {
      await failInterruptedRuns(connection);
      return await rebuild(connection);
    } finally {
      await unlockRun(connection).catch(onRecordError);
    }
  });
  // Whatever happened before the run was recorded is the caller's error; after, it is a failed run.
  const outcome = finished.catch((error: unknown) => {
    started.reject(error);
    return null;
  });
  const run = await started.promise;
  return {
    run,
    finished: outcome.then((final) => final ?? { ...run, state: 'failed', swapping: null, error: 'The rebuild ended without an outcome.' }),
  };
};
