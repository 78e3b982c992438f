import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type Koa from 'koa';
import { logger as processLogger, type Logger } from '../../shared/logger';
import { metrics } from '../../shared/metrics';
import { throttleAddress } from '../../areas/users/client-address';
import { onClientError, summariseClientFaults } from './client-faults';

/**
 * How long a client may take and how many connections it may hold. Every connection costs the
 * process one open file; when they run out (one client held 19,985 idle ones) the server cannot
 * accept anyone's. The reasons for each number are in docs/security.md, HTTP.
 */
export interface ServerLimits {
  /** MAX_CONNECTIONS: connections open at once in all; more are closed as they arrive. */
  maxConnections: number;
  /** MAX_CONNECTIONS_PER_ADDRESS: connections open at once from one client address (IPv6: one /64). */
  maxConnectionsPerAddress: number;
  /** A request's header must have arrived this long after its connection opened (or its previous answer ended). */
  headersTimeoutMs: number;
  /** The whole request, body included. */
  requestTimeoutMs: number;
  /** Node checks the two timeouts above only this often (30 s by default), so a connection may outlive them by this much. */
  connectionsCheckingIntervalMs: number;
  /** A kept-alive connection with no request for this long is closed. */
  keepAliveTimeoutMs: number;
  /** A kept-alive connection is closed after this many requests (the client opens another). */
  maxRequestsPerSocket: number;
}

export const defaultLimits: ServerLimits = {
  maxConnections: 2_000,
  maxConnectionsPerAddress: 200,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  connectionsCheckingIntervalMs: 1_000,
  keepAliveTimeoutMs: 5_000,
  maxRequestsPerSocket: 1_000,
};

/** Open files kept for everything but client connections: database connections, files served, PostgreSQL's pipes. */
const reservedFiles = 256;

/** How many files this process may have open (Linux: /proc/self/limits), or null where it cannot tell. */
const openFileLimit = (): number | null => {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((candidate) => candidate.startsWith('Max open files'));
    const soft = Number(line?.trim().split(/\s+/)[3]);
    return Number.isInteger(soft) && soft > 0 ? soft : null;
  } catch {
    return null;
  }
};

/** MAX_CONNECTIONS, lowered (and said once) where the open-file limit could not hold that many beside the rest. */
const connectionCap = (wanted: number, logger: Logger): number => {
  const limit = openFileLimit();
  if (limit === null || wanted <= limit - reservedFiles) return wanted;
  const allowed = Math.max(1, limit - reservedFiles);
  logger.warn(
    `MAX_CONNECTIONS ${wanted} would leave too few of this process's ${limit} open files (ulimit -n) for its database connections: at most ${allowed} connections at once.`,
  );
  return allowed;
};

/** Closes a client's connections beyond the cap as they arrive, counted by client address (IPv6 by /64). */
const capPerAddress = (server: Server, cap: number) => {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = throttleAddress(socket.remoteAddress ?? '');
    const count = open.get(address) ?? 0;
    if (count >= cap) {
      metrics.refusedOverAddressCap.increment();
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
};

export interface HttpServerOptions {
  port: number;
  /** HOST: the address to listen on; every interface when absent. */
  host?: string;
  /** The defaults above for those not given (tests shorten the timeouts). */
  limits?: Partial<ServerLimits>;
  /** How often the summary of client faults may be logged: a minute (infrastructure/http/client-faults.ts). */
  summaryIntervalMs?: number;
  /** Where its warnings go: the process's logger unless a test captures them. */
  logger?: Logger;
}

/** What a request that arrives while the server stops is told (503): another process behind the proxy answers it. */
export const stoppingMessage = 'This server is stopping. Send the request again: another server answers it.';

/** The requests a server has in hand, and whether it stops (`stopHttpServer`). */
interface Handling {
  readonly inFlight: Set<ServerResponse>;
  stopping: boolean;
}
const handlingOf = new WeakMap<Server, Handling>();

/** The answer to a request that arrives while the server stops, written before any of the app runs. */
const stoppingAnswer = JSON.stringify({ message: stoppingMessage });
const refuseWhileStopping = (response: ServerResponse) => {
  response.writeHead(503, {
    'Content-Length': Buffer.byteLength(stoppingAnswer),
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Retry-After': '1',
    Connection: 'close',
  });
  response.end(stoppingAnswer);
};

/**
 * Stops a server started by `startHttpServer` without cutting a request it took (docs/deployment.md,
 * Rolling restarts): it stops listening, so the proxy sends new connections elsewhere; a request
 * that still arrives on an open connection is refused with 503 before any of the app runs, so it
 * records nothing and may be sent again; the requests in hand finish, their answers (and their
 * idempotent answers) written, for at most `graceMs`; connections are closed as they fall idle.
 * Resolves once every connection is closed, after which the database may be closed: answers how many
 * requests were cut at the end of the grace.
 */
export const stopHttpServer = async (server: Server, options: { graceMs: number }): Promise<number> => {
  const handling = handlingOf.get(server);
  if (!handling) throw new Error('stopHttpServer: not a server of startHttpServer');
  handling.stopping = true;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // A kept-alive connection would otherwise carry the client's next request here after this one.
  for (const response of handling.inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
  const deadline = Date.now() + options.graceMs;
  while (handling.inFlight.size > 0 && Date.now() < deadline) {
    server.closeIdleConnections();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const cut = handling.inFlight.size;
  server.closeAllConnections();
  await closed;
  return cut;
};

/**
 * The HTTP server of the app with the limits above, listening: main.ts and the test servers start
 * it the same way, so tests run against the settings production runs with. `stopHttpServer` stops it.
 */
export const startHttpServer = async (app: Koa, options: HttpServerOptions): Promise<Server> => {
  const logger = options.logger ?? processLogger;
  const given = Object.entries(options.limits ?? {}).filter(([, value]) => value !== undefined);
  const limits: ServerLimits = { ...defaultLimits, ...Object.fromEntries(given) };
  const handling: Handling = { inFlight: new Set(), stopping: false };
  const handle = app.callback();
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.connectionsCheckingIntervalMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
    },
    (request, response) => {
      if (handling.stopping) return refuseWhileStopping(response);
      handling.inFlight.add(response);
      response.once('close', () => handling.inFlight.delete(response));
      return handle(request, response);
    },
  );
  handlingOf.set(server, handling);
  server.maxRequestsPerSocket = limits.maxRequestsPerSocket;
  // Node closes a connection over this before any of our code sees it, and says so with 'drop'.
  server.maxConnections = connectionCap(limits.maxConnections, logger);
  server.on('drop', () => metrics.refusedOverTotalCap.increment());
  capPerAddress(server, limits.maxConnectionsPerAddress);
  server.on('clientError', onClientError);
  const summary = summariseClientFaults(logger, { intervalMs: options.summaryIntervalMs });
  server.on('close', summary.stop);
  // `once` rejects when 'error' (the port taken, say) comes before 'listening'.
  server.listen(options.port, options.host);
  await once(server, 'listening');
  return server;
};
