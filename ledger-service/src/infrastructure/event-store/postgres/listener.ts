import pg from 'pg';
import { EVENT_STORE_CHANNEL } from './schema';
import { channelListener } from '../../../shared/channel-listener';
import { createWakeups, type Wakeups } from './subscription-loop';
import { logger } from '../../../shared/logger';

export interface NotificationListener extends Wakeups {
  /** Wakes this process's subscriptions without a round trip through the database. */
  wakeAll(): void;
  close(): Promise<void>;
}

/**
 * One dedicated connection that LISTENs for appends and wakes every subscription of the store. It
 * connects on the first subscription. If it drops, subscriptions keep polling while it reconnects,
 * and they are woken once it is back, since notifications sent meanwhile are lost.
 *
 * A notification carrying `ownPayload` was sent by this store's own notifier: its subscriptions were
 * woken directly at the append, so it is ignored (waking them again cost every subscription a read
 * of the log and a check for held-back events per append, for nothing: docs/commands.md).
 */
export const createNotificationListener = (connectionString: string, ownPayload: string): NotificationListener => {
  const wakeups = createWakeups();
  // Said once when the connection is lost and once when it is back, not at every attempt between
  // (one a second for as long as the database is away).
  let lost = false;
  const channel = channelListener(connectionString, EVENT_STORE_CHANNEL, {
    onPayload: (payload) => {
      if (payload !== ownPayload) wakeups.wakeAll();
    },
    onListening: () => {
      if (lost) logger.info('event store listener connected again');
      lost = false;
      wakeups.wakeAll();
    },
    onLost: (error) => {
      if (lost) return;
      lost = true;
      logger.warn({ err: error }, 'event store listener lost its connection; polling until it is back');
    },
  });

  return {
    wakeAll: () => wakeups.wakeAll(),
    listen: (listener) => {
      void channel.start();
      return wakeups.listen(listener);
    },
    close: () => channel.stop(),
  };
};

// Bounds the notifications to one per interval under load; subscribers in this process are woken
// directly, others learn of an append at most this much later.
const NOTIFY_INTERVAL_MS = 5;

/**
 * Tells other processes that the log grew. It is sent after the append has committed, in its own
 * tiny transaction, at most once per interval: a NOTIFY inside the append would hold PostgreSQL's
 * global notify lock through the append's commit, serialising every commit. The payload names the
 * sender, so its own listener can ignore it.
 */
export const createAppendNotifier = (pool: pg.Pool, payload: string) => {
  let inFlight: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let pending = false;
  const send = () => {
    pending = false;
    inFlight = pool
      .query(`SELECT pg_notify('${EVENT_STORE_CHANNEL}', $1)`, [payload])
      .then(
        () => {},
        (error: unknown) => logger.warn({ err: error }, 'event store: could not notify other processes; they will poll'),
      )
      .finally(() => {
        inFlight = null;
        timer = setTimeout(() => {
          timer = null;
          if (pending) send();
        }, NOTIFY_INTERVAL_MS);
        timer.unref();
      });
  };
  return {
    notify: () => {
      if (inFlight || timer) pending = true;
      else send();
    },
    /** Sends what is pending and resolves once nothing is in flight (before the pool ends). */
    settle: async () => {
      await inFlight;
      if (timer) clearTimeout(timer);
      timer = null;
      if (pending) send();
      await inFlight;
      if (timer) clearTimeout(timer);
    },
  };
};
