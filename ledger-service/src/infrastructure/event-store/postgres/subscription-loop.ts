import type { LogPosition, ReadAllOptions, RecordedEvent, SubscribeOptions, Subscription } from '@portal/contracts';
import { logger } from '../../../shared/logger';

/** Something that says "the log may have grown": the listener of NOTIFY, or an in-process emitter. */
export interface Wakeups {
  /** Calls `listener` on every wake-up until the returned function is called. */
  listen(listener: () => void): () => void;
}

export interface SubscriptionSource {
  /**
   * The events after `after` that can be read (as `readAll`), and `more`: whether an event committed
   * after the last of them, readable or not. After a short page it tells that some are held back
   * behind an older transaction.
   */
  readAfter(options: ReadAllOptions): Promise<{ events: RecordedEvent[]; more: boolean }>;
  readonly wakeups: Wakeups;
  readonly pollIntervalMs: number;
}

const DEFAULT_BATCH_SIZE = 500;
const FIRST_RETRY_MS = 2;
// While events are held back, re-read at least this often: the commit that releases them may send
// no notification (any transaction with an id holds the line, not only appends).
const MAX_RETRY_MS = 50;

/**
 * Catch up in pages, then follow: read again on each wake-up, and at the latest every poll interval.
 * A wake-up may come before the event it announces is readable (its transaction committed while an
 * older one is still open, so it is not below the xmin line yet): when a short read leaves committed
 * events after the checkpoint, they are held back, so retry soon (backing off to MAX_RETRY_MS)
 * rather than wait for a notification the releasing commit may never send. The checkpoint only
 * moves after onEvents resolves, so every event is delivered once and in log order.
 */
export const startPollingSubscription = (source: SubscriptionSource, options: SubscribeOptions): Subscription => {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  let checkpoint: LogPosition | null = options.after;
  let stopped = false;
  let signalled = false;
  let wakeSleeper: (() => void) | null = null;

  const unlisten = source.wakeups.listen(() => {
    signalled = true;
    wakeSleeper?.();
  });

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakeSleeper = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      wakeSleeper = done;
    });

  const run = async () => {
    let retryMs = FIRST_RETRY_MS;
    while (!stopped) {
      signalled = false;
      const { events, more } = await source.readAfter({ after: checkpoint, limit: batchSize });
      if (stopped) return;
      if (events.length > 0) {
        await options.onEvents(events);
        checkpoint = events[events.length - 1]!.position;
        retryMs = FIRST_RETRY_MS;
        if (events.length === batchSize) continue;
      }
      // Events that arrived since the read woke us (signalled); `more` tells of those held back.
      if (signalled || stopped) continue;
      if (more) {
        await sleep(Math.min(retryMs, MAX_RETRY_MS, source.pollIntervalMs));
        retryMs *= 2;
      } else {
        retryMs = FIRST_RETRY_MS;
        await sleep(source.pollIntervalMs);
      }
    }
  };

  const finished = run()
    .catch((error: unknown) => {
      stopped = true;
      if (options.onError) options.onError(error);
      else logger.error({ err: error }, 'event store subscription stopped');
    })
    .finally(unlisten);

  return {
    stop: async () => {
      stopped = true;
      wakeSleeper?.();
      await finished;
    },
  };
};

/** A set of listeners woken together. */
export const createWakeups = (): Wakeups & { wakeAll(): void } => {
  const listeners = new Set<() => void>();
  return {
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    wakeAll: () => {
      for (const listener of listeners) listener();
    },
  };
};

/**
 * `read` for callers asking for the same page in the same turn of the event loop: they share one
 * call, which starts once the turn is over, after the last of them asked, so it sees every commit any
 * of them was woken for (joining a read already running could miss one, and with it a wake-up).
 * The subscriptions an append wakes all ask in that turn: one statement per append instead of one
 * per subscription (docs/commands.md).
 */
export const sharedPerTurn = <T>(read: (options: ReadAllOptions) => Promise<T>) => {
  const next = new Map<string, Promise<T>>();
  return (options: ReadAllOptions): Promise<T> => {
    const key = `${options.after?.commit ?? ''} ${options.after?.prepare ?? ''} ${options.limit}`;
    let shared = next.get(key);
    if (!shared) {
      shared = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        next.delete(key);
        return read(options);
      });
      next.set(key, shared);
    }
    return shared;
  };
};
