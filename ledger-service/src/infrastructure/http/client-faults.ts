import type { Duplex } from 'node:stream';
import type { Context } from 'koa';
import type { Logger } from '../../shared/logger';
import { metrics } from '../../shared/metrics';

/**
 * What clients do wrong is theirs, not the server's: a request that is not HTTP, a header or body
 * sent too slowly, a body cut short, a browser that leaves before the end of its answer. Anyone can
 * send those, thousands a second, so none is logged by itself (Node and Koa printed a stack for
 * each): they are counted (shared/metrics.ts), and the log gets one line a minute at most with the
 * counts (`summariseClientFaults`). See docs/security.md, HTTP.
 */

/** Connections already counted: one is counted once, whether Node, the body parser or Koa reports it. */
const counted = new WeakSet<object>();

const noteClientFault = (socket: object | undefined) => {
  if (socket !== undefined) {
    if (counted.has(socket)) return;
    counted.add(socket);
  }
  metrics.clientFaults.increment();
};

/** Errors only a client causes: bytes that are not HTTP (llhttp's HPE_ codes), a reset, a timeout. */
const clientCodes = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_HTTP_REQUEST_TIMEOUT']);

const isClientFault = (error: Error & { code?: unknown }, ctx: Context | undefined): boolean => {
  const code = typeof error.code === 'string' ? error.code : '';
  if (code.startsWith('HPE_') || clientCodes.has(code)) return true;
  // A compressed answer is a stream, which ends early when the browser leaves before its end (a
  // navigation, a closed tab). Only then: a stream of ours that fails while the client waits is ours.
  return code === 'ERR_STREAM_PREMATURE_CLOSE' && (ctx?.req.destroyed ?? false);
};

/**
 * Koa's 'error' listener: what the middleware could not answer (an error while an answer streams, a
 * socket error of a request in flight). Client faults are counted; anything else is logged, except
 * what Koa's own handler leaves out too (a 404, an error meant for the client). (The server's
 * failures inside the middleware are logged by error-middleware.ts.)
 */
export const quietAboutClients =
  (logger: Logger) =>
  (error: Error & { code?: unknown; status?: unknown; expose?: unknown }, ctx?: Context): void => {
    if (isClientFault(error, ctx)) noteClientFault(ctx?.req.socket);
    else if (error.status !== 404 && error.expose !== true)
      (ctx?.req.log ?? logger).error({ err: error, request_id: ctx?.req.id }, 'An answer failed after it started');
  };

/** The answers Node's own 'clientError' handler writes (node:_http_server), with the same statuses. */
const cannedAnswer = (code: string | undefined): string => {
  const status =
    code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? '408 Request Timeout'
      : code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : '400 Bad Request';
  return `HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`;
};

/**
 * The http server's 'clientError': a connection whose bytes are not HTTP, whose header or body took
 * longer than the timeouts (infrastructure/http/server.ts), or that the client reset, cut off mid-body included.
 * Node's own handler answers and closes it too, but closes it with the error, which reached Koa
 * through the request in flight and was printed with its stack: this one closes it without, and
 * counts it. Like Node, it answers only where the answer of a request in flight has not started, so
 * the client never reads two answers run together.
 */
export const onClientError = (error: NodeJS.ErrnoException, socket: Duplex): void => {
  noteClientFault(socket);
  // Node keeps the answer in flight on the socket (`_httpMessage`); it checks the same.
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  if (error.code !== 'ECONNRESET' && socket.writable && !inFlight?.headersSent) socket.write(cannedAnswer(error.code));
  socket.destroy();
};

/**
 * Logs, once per interval (a minute) and only when there was any, what the counters gained: the log
 * grows by one line a minute at most, whatever clients send. A warning, with the counts as fields.
 */
export const summariseClientFaults = (logger: Logger, options: { intervalMs?: number } = {}) => {
  const { intervalMs = 60_000 } = options;
  const counters = [metrics.clientFaults, metrics.refusedOverAddressCap, metrics.refusedOverTotalCap];
  const period = intervalMs === 60_000 ? 'minute' : `${intervalMs / 1000} s`;
  let before = counters.map((counter) => counter.value());
  const timer = setInterval(() => {
    const now = counters.map((counter) => counter.value());
    const [faults = 0, overAddress = 0, overTotal = 0] = now.map((value, i) => value - (before[i] ?? 0));
    before = now;
    const said = [
      ...(faults > 0 ? [`${faults} client requests aborted or malformed`] : []),
      ...(overAddress > 0 ? [`${overAddress} connections refused over MAX_CONNECTIONS_PER_ADDRESS`] : []),
      ...(overTotal > 0 ? [`${overTotal} connections refused over MAX_CONNECTIONS`] : []),
    ];
    if (said.length > 0) {
      const counts = {
        client_faults: faults,
        refused_over_address_cap: overAddress,
        refused_over_total_cap: overTotal,
        interval_s: intervalMs / 1000,
      };
      logger.warn(counts, `${said.join('; ')} in the last ${period}`);
    }
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};
