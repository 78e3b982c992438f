import pg from 'pg';
import { EVENT_STORE_CHANNEL } from './schema';
import { createWakeups, type Wakeups } from './subscription-loop';
import { logger } from '../../../shared/logger';

const RECONNECT_DELAY_MS = 1_000;

export interface NotificationListener extends Wakeups {
  /** Wakes this process's subscriptions without a round trip through the database. */
  wakeAll(): void;
  close(): Promise<void>;
}

/**
 * One dedicated connection (a pooled one would be handed to other queries) that LISTENs for appends
 * and wakes every subscription of the store. It connects on the first subscription. If it drops,
 * subscriptions keep polling while it reconnects, and they are woken once it is back, since
 * notifications sent meanwhile are lost.
 *
 * A notification carrying `ownPayload` was sent by this store's own notifier: its subscriptions were
 * woken directly at the append, so it is ignored (waking them again cost every subscription a read
 * of the log and a check for held-back events per append, for nothing: docs/commands.md).
 */
export const createNotificationListener = (connectionString: string, ownPayload: string): NotificationListener => {
  const wakeups = createWakeups();
  let client: pg.Client | null = null;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | null = null;
  // Said once when the connection is lost and once when it is back, not at every attempt between
  // (one a second for as long as the database is away).
  let lost = false;

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    client = next;
    const dropped = (error?: unknown) => {
      if (client !== next) return;
      client = null;
      if (closed) return;
      if (error && !lost) {
        lost = true;
        logger.warn({ err: error }, 'event store listener lost its connection; polling until it is back');
      }
      reconnectTimer = setTimeout(() => {
        reconnectTimer = null;
        void connect();
      }, RECONNECT_DELAY_MS);
    };
    next.on('error', dropped);
    next.on('end', () => dropped());
    next.on('notification', ({ payload }) => {
      if (payload !== ownPayload) wakeups.wakeAll();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${EVENT_STORE_CHANNEL}`);
      if (lost) logger.info('event store listener connected again');
      lost = false;
      wakeups.wakeAll();
    } catch (error) {
      dropped(error);
      void next.end().catch(() => {});
    }
  };

  return {
    wakeAll: () => wakeups.wakeAll(),
    listen: (listener) => {
      if (!client && !reconnectTimer && !closed) void connect();
      return wakeups.listen(listener);
    },
    close: async () => {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
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
