import pg from 'pg';

/**
 * A LISTEN connection that comes back by itself: the projectors' followers hear checkpoints on it
 * and the event store hears appends (docs/architecture.md, The layers: plumbing the event store may
 * take from this package).
 */

const reconnectDelayMs = 1_000;

export interface ChannelListener {
  /** Whether the connection listens now (while it does not, what is sent on the channel is lost: poll instead). */
  listening(): boolean;
  /** Connects, unless it is connected, connecting, waiting to connect again or stopped. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface ChannelHandlers {
  onPayload: (payload: string) => void;
  /** Runs each time it listens (again): what was sent meanwhile is lost, and is to be read instead. */
  onListening: () => void | Promise<void>;
  /** The connection failed or was lost; `wasListening` is false when it failed before it listened. */
  onLost?: (error: unknown, wasListening: boolean) => void;
}

/**
 * LISTENs on a channel on a connection of its own (a pooled one would be handed to other queries),
 * and listens again a second after the connection is lost or could not be made, until stopped.
 */
export const channelListener = (connectionString: string, channel: string, handlers: ChannelHandlers): ChannelListener => {
  let client: pg.Client | null = null;
  let listening = false;
  let stopped = false;
  let reconnectTimer: NodeJS.Timeout | null = null;

  const listen = async () => {
    const next = new pg.Client({ connectionString });
    client = next;
    const dropped = (error?: unknown) => {
      if (client !== next) return;
      client = null;
      if (stopped) return;
      if (error) handlers.onLost?.(error, listening);
      listening = false;
      reconnectTimer = setTimeout(() => {
        reconnectTimer = null;
        void listen();
      }, reconnectDelayMs);
      reconnectTimer.unref();
    };
    next.on('error', dropped);
    next.on('end', () => dropped());
    next.on('notification', ({ payload }) => {
      if (payload !== undefined) handlers.onPayload(payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      listening = true;
      await Promise.resolve(handlers.onListening()).catch(() => undefined);
    } catch (error) {
      dropped(error);
      void next.end().catch(() => undefined);
    }
  };

  return {
    listening: () => listening,
    start: async () => {
      if (!client && !reconnectTimer && !stopped) await listen();
    },
    stop: async () => {
      stopped = true;
      listening = false;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
};
