/**
 * The few coded errors of the service. Deciders and handlers throw them; one Koa middleware
 * (infrastructure/http/error-middleware.ts) turns them into a status and `{message}`.
 */
export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'too_many_requests'
  | 'not_implemented'
  | 'bad_gateway';

const statusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_many_requests: 429,
  not_implemented: 501,
  bad_gateway: 502,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
    /** Fields of the JSON answer beside `message` (`otp_required: true`), for a client to act on. */
    readonly fields: Readonly<Record<string, boolean | string | number>> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = statusOf[code];
  }
}

export const badRequest = (message: string) => new AppError('bad_request', message);
export const unauthorized = (message = 'Sign in to continue.') => new AppError('unauthorized', message);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError('forbidden', message);
export const notFound = (message: string) => new AppError('not_found', message);
export const conflict = (message: string) => new AppError('conflict', message);
/** What was there and is no more: a used or expired link. */
export const gone = (message: string) => new AppError('gone', message);
/** A server we depend on refused (the mail server), in its own words. */
export const badGateway = (message: string) => new AppError('bad_gateway', message);
/** What this deployment cannot do (a batch on EventStoreDB). */
export const notImplemented = (message: string) => new AppError('not_implemented', message);
