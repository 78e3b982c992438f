import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Middleware } from 'koa';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../../shared/logger';
import type { AppContext, AppState } from './context';

/** What the access line says of a request beside its method and status, taken once its middleware is done. */
interface Handled {
  route: string | null;
  userId: string | null;
}
const handled = new WeakMap<ServerResponse, Handled>();

/**
 * The call's path as its route declares it (@koa/router's matched pattern), never the URL asked
 * for: a query holds investors' names. Null when no route answered (the web app's files, a 404).
 */
export const matchedRoute = (ctx: AppContext): string | null => {
  const route = (ctx as { _matchedRoute?: unknown })._matchedRoute;
  return typeof route === 'string' ? route : null;
};

/**
 * One id per request, one access line per request (pino-http).
 * - The id is a fresh UUID, answered as `X-Request-Id`; it is also the request's correlation id,
 *   the one its events carry in their metadata (and the audit log shows), so a log line and an event
 *   of one request are found by one value. `X-Correlation-Id` says the same, for the clients that
 *   read it before.
 * - Lines logged about the request (its failure: error-middleware.ts) carry `request_id` too.
 * - The access line: method, route pattern, status, duration and the signed-in user's id (a UUID for
 *   an investor's user, the username for staff, docs/personal-data.md); `info`, `error` for a 5xx,
 *   and `debug` with `aborted` when the client left before its answer ended. Never the URL, a
 *   header or a body.
 */
export const accessLog = (logger: Logger): Middleware<AppState> => {
  const line = (res: ServerResponse, durationMs: number) => {
    const { route = null, userId = null } = handled.get(res) ?? {};
    return {
      request_id: res.req.id,
      method: res.req.method,
      route,
      status: res.statusCode,
      duration_ms: durationMs,
      user_id: userId,
      ...(res.writableFinished ? {} : { aborted: true }),
    };
  };
  const message = (res: ServerResponse) => `${res.req.method} ${handled.get(res)?.route ?? '(no route)'} ${res.statusCode}`;
  const requests = pinoHttp({
    logger,
    genReqId: () => randomUUID(),
    customAttributeKeys: { responseTime: 'duration_ms' },
    // The access line is built below, not from req and res, and carries the request's id itself: a
    // child logger per request costs CPU (each redacts its bindings), and pino-http makes one all the
    // same, `req.log`, bound to the request. Serialising it whole (headers, URL) cost CPU on every
    // request for a line never written (docs/bench.md, Costs that chose a mechanism): nothing of the request is bound.
    quietResLogger: true,
    wrapSerializers: false,
    serializers: { req: () => undefined },
    // A client that left before its answer ended is counted (infrastructure/http/client-faults.ts), not logged one by
    // one at `info`: anyone can send thousands a second (docs/security.md, HTTP).
    customLogLevel: (_req, res, error) => (!res.writableFinished ? 'debug' : error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessObject: (_req, res, fields: { duration_ms: number }) => line(res, fields.duration_ms),
    // The failure itself is logged by the error middleware, with its stack, under the same request id.
    customErrorObject: (_req, res, _error, fields: { duration_ms: number }) => line(res, fields.duration_ms),
    customSuccessMessage: (_req, res) => message(res),
    customErrorMessage: (_req, res) => message(res),
  });

  return async (ctx, next) => {
    requests(ctx.req, ctx.res);
    const id = String(ctx.req.id);
    ctx.state.correlationId = id;
    ctx.set('X-Request-Id', id);
    ctx.set('X-Correlation-Id', id);
    try {
      await next();
    } finally {
      handled.set(ctx.res, { route: matchedRoute(ctx), userId: ctx.state.portalUser?.user_id ?? null });
    }
  };
};
