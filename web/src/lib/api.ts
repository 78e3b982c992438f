import type { GetAnswer, GetPath, GetQuery, PostAnswer, PostBody, PostPath } from '@portal/contracts/api';
import { clearToken, getToken } from './token';

/** A non-2xx answer; `message` is the server's JSON `message` field when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Statuses that mean the stored session is unusable: the token is missing, bad, expired or signed out. */
const SESSION_FAILURE_STATUSES = new Set([401, 422]);

/** Told the server's own words (its JSON `message`) when it gave them, so the sign-in page can say why. */
type SessionExpiredHandler = (message: string | undefined) => void;

const fallbackHandler: SessionExpiredHandler = () => {
  clearToken();
  window.location.assign('/');
};
let sessionExpiredHandler = fallbackHandler;

/**
 * The app installs a handler that navigates inside the router (no page reload) and drops cached
 * session data. Returns a function that restores the previous handler.
 */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): () => void {
  const previous = sessionExpiredHandler;
  sessionExpiredHandler = handler;
  return () => {
    sessionExpiredHandler = previous;
  };
}

/**
 * Told when the server answers that the signed-in administrator must turn on two-factor sign-in
 * before anything else (403 `totp_enrollment_required`, REQUIRE_ADMIN_TOTP): the app opens its set-up page.
 */
type EnrolmentRequiredHandler = () => void;

let enrolmentRequiredHandler: EnrolmentRequiredHandler = () => window.location.assign('/security');

/** The app installs a handler that navigates inside the router. Returns a function that restores the previous one. */
export function setEnrolmentRequiredHandler(handler: EnrolmentRequiredHandler): () => void {
  const previous = enrolmentRequiredHandler;
  enrolmentRequiredHandler = handler;
  return () => {
    enrolmentRequiredHandler = previous;
  };
}

/** Whether an answer's body carries `field: true` (`otp_required`, `totp_enrollment_required`). */
export function bodyFlag(body: unknown, field: 'otp_required' | 'totp_enrollment_required'): boolean {
  return typeof body === 'object' && body !== null && (body as Record<string, unknown>)[field] === true;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: QueryParams;
  body?: unknown;
  /** Send the bearer token and treat 401/422 as a lost session. Login, register and config: false. */
  auth?: boolean;
  signal?: AbortSignal;
  /**
   * Sent as `Idempotency-Key`: the server records a POST carrying one once however often it is sent
   * (docs/api.md), so such a POST may be sent again after a 503 like a GET.
   */
  idempotencyKey?: string;
}

function buildUrl(path: string, query: QueryParams | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The server's JSON `message`, if it sent one. */
function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return undefined;
}

const messageOf = (body: unknown, status: number): string => serverMessage(body) ?? `Request failed with status code ${status}`;

/**
 * The log position of the last write this tab was told of (`X-Log-Position`, `<commit>.<prepare>`),
 * sent with every request after it (`X-Min-Log-Position`): where several API processes answer, the
 * one a request reaches waits until its read models show that write (docs/scale-out.md).
 */
let lastWritten: readonly [bigint, bigint] | null = null;

const positionOf = (text: string | null): readonly [bigint, bigint] | null => {
  const match = text === null ? null : /^(\d+)\.(\d+)$/.exec(text);
  return match ? [BigInt(match[1]!), BigInt(match[2]!)] : null;
};

const isLater = (a: readonly [bigint, bigint], b: readonly [bigint, bigint] | null) =>
  b === null || a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);

/**
 * The waits before sending a request again: an API process that is stopping, or whose database is
 * failing over, answers 503, and the next request reaches a live one (docs/deployment.md). This is
 * the one place a request is sent again (the query client does not retry on top of it).
 */
export const RETRY_WAITS_MS = [250, 750] as const;

const wait = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/**
 * Sends a request, and again when sending it twice records nothing twice: after a 503, twice at
 * most; after a network failure (the connection refused or dropped, not the caller's abort), once.
 */
async function fetchRetrying(url: string, init: RequestInit & { method: string }, idempotent: boolean): Promise<Response> {
  let networkFailed = false;
  for (const ms of RETRY_WAITS_MS) {
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      if (!idempotent || networkFailed || init.signal?.aborted) throw error;
      networkFailed = true;
      await wait(ms, init.signal ?? undefined);
      continue;
    }
    if (response.status !== 503 || !idempotent) return response;
    await response.body?.cancel();
    await wait(ms, init.signal ?? undefined);
  }
  return fetch(url, init);
}

/** A fresh `Idempotency-Key` for one change, kept for its retries (random, as `crypto.randomUUID` is missing over plain HTTP). */
export const newIdempotencyKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Sends a request; a non-2xx answer becomes `ApiError` (and 401/422 a lost session). */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const { method = 'GET', query, body, auth = true, signal, idempotencyKey } = options;
  const headers = new Headers({ Accept: accept });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const token = auth ? getToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (lastWritten) headers.set('X-Min-Log-Position', `${lastWritten[0]}.${lastWritten[1]}`);
  if (idempotencyKey !== undefined) headers.set('Idempotency-Key', idempotencyKey);

  const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal };
  const response = await fetchRetrying(buildUrl(path, query), init, method === 'GET' || idempotencyKey !== undefined);
  const written = positionOf(response.headers.get('X-Log-Position'));
  if (written && isLater(written, lastWritten)) lastWritten = written;

  if (!response.ok) {
    const payload = await readBody(response);
    if (auth && SESSION_FAILURE_STATUSES.has(response.status)) sessionExpiredHandler(serverMessage(payload));
    if (auth && response.status === 403 && bodyFlag(payload, 'totp_enrollment_required')) enrolmentRequiredHandler();
    throw new ApiError(response.status, messageOf(payload, response.status), payload);
  }
  return response;
}

/** Fetch wrapper: JSON in and out, bearer token, `ApiError` on failure. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  return (await readBody(response)) as T;
}

/** A file behind the bearer token (a CSV export): a plain link could not send the token. */
export async function apiDownload(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<Blob> {
  const response = await send(path, { ...options, method: 'GET' }, '*/*');
  return response.blob();
}

export type { GetAnswer, GetPath, PostAnswer, PostBody, PostPath } from '@portal/contracts/api';

/**
 * A field of a POST call's body, as the contract names it (of a union of calls, a field every one
 * of them has): a form typed by it fails the type check when the contract renames the field.
 */
export type BodyField<P extends PostPath> = keyof PostBody<P> & string;

type CallOptions = Omit<RequestOptions, 'method' | 'body' | 'query'>;
/** A query's values as a client may give them: a number goes into the query string as its digits. */
type Loose<Q> = { [K in keyof Q]: Q[K] extends string | undefined ? Q[K] | number : Q[K] };
/** The query of a GET as a client gives it: the call's own, with numbers where it takes digits. */
export type QueryOf<P extends GetPath> = Loose<GetQuery<P>>;
/** The options of a GET: with the call's query, when it takes one. */
type GetArgs<P extends GetPath> =
  GetQuery<P> extends undefined
    ? [options?: CallOptions]
    : object extends GetQuery<P>
      ? [options?: CallOptions & { query?: QueryOf<P> }]
      : [options: CallOptions & { query: QueryOf<P> }];

const queryOf = (options: object | undefined): QueryParams | undefined =>
  options !== undefined && 'query' in options ? (options.query as QueryParams) : undefined;

/**
 * The API's calls, typed by the contract: the path names the call, and its query or body and its
 * answer are the call's (`api.get('/api/investor_summary', { query, signal })`). A field renamed in
 * the contract fails the web's type check.
 */
export const api = {
  get: <P extends GetPath>(path: P, ...[options]: GetArgs<P>) =>
    apiRequest<GetAnswer<P>>(path, { ...options, query: queryOf(options), method: 'GET' }),
  post: <P extends PostPath>(path: P, body: PostBody<P>, options: CallOptions = {}) =>
    apiRequest<PostAnswer<P>>(path, { ...options, method: 'POST', body }),
  download: <P extends GetPath>(path: P, ...[options]: GetArgs<P>) => apiDownload(path, { ...options, query: queryOf(options) }),
};
