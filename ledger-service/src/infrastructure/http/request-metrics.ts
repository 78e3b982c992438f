import type { Middleware } from 'koa';
import { metrics } from '../../shared/metrics';
import { matchedRoute } from './access-log';
import type { AppState } from './context';

/**
 * Every request's duration in `portal_http_request_duration_seconds`, by method, route pattern (as
 * the access log has it: never the URL) and status, measured until its answer is sent, or until
 * the connection closed under it.
 */
export const requestMetrics = (): Middleware<AppState> => async (ctx, next) => {
  const stop = metrics.httpRequestDuration.startTimer({ method: ctx.method });
  let route = '(no route)';
  ctx.res.once('close', () => stop({ route, status: String(ctx.res.statusCode) }));
  try {
    await next();
  } finally {
    route = matchedRoute(ctx) ?? '(no route)';
  }
};
