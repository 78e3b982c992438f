import type { Context, Middleware } from 'koa';
import { AppError } from '../../shared/errors';
import { logger } from '../../shared/logger';

interface HttpLikeError {
  status: number;
  expose?: boolean;
  message: string;
}

const isHttpError = (error: unknown): error is HttpLikeError =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number';

/** A failure of the server's, logged with its stack under the request's id (infrastructure/http/access-log.ts). */
const logFailure = (error: unknown, ctx: Context) => {
  // Absent where the access log does not run (a unit test's app).
  const log = (ctx.req.log as typeof ctx.req.log | undefined) ?? logger;
  log.error({ err: error, request_id: ctx.req.id }, 'The server failed to answer a request');
};

/**
 * Answers every error as JSON `{message}`: coded errors with their status (and their own fields), Koa/koa-jwt/bodyparser
 * HTTP errors with theirs (a bad token is 401, a non-JSON body 400), anything else 500 with a
 * generic message after logging it. A 404, 405 (with its Allow header) or 501 that the routers set
 * without a body gets a JSON message too.
 */
export const errorMiddleware =
  (log: (error: unknown, ctx: Context) => void = logFailure): Middleware =>
  async (ctx, next) => {
    try {
      await next();
      const bodyless = ctx.body === undefined || ctx.body === null;
      if (ctx.status === 404 && bodyless) {
        ctx.status = 404;
        ctx.body = { message: `No such call: ${ctx.method} ${ctx.path}` };
      } else if (ctx.status === 405 && bodyless) {
        // The router's allowedMethods has set the status and the Allow header.
        ctx.status = 405;
        ctx.body = { message: `${ctx.path} does not answer ${ctx.method}; it answers ${ctx.response.get('Allow')}.` };
      } else if (ctx.status === 501 && bodyless) {
        ctx.status = 501;
        ctx.body = { message: `The method ${ctx.method} is not supported.` };
      }
    } catch (error) {
      if (error instanceof AppError) {
        ctx.status = error.status;
        ctx.set(error.headers);
        ctx.body = { ...error.fields, message: error.message };
      } else if (isHttpError(error) && error.status >= 400 && error.status < 500) {
        ctx.status = error.status;
        ctx.body = { message: error.status === 401 ? 'Sign in to continue.' : error.expose === false ? 'Bad request.' : error.message };
      } else {
        log(error, ctx);
        ctx.status = 500;
        ctx.body = { message: 'Something went wrong on the server. Please try again.' };
      }
    }
  };
