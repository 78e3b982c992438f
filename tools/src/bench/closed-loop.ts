import autocannon from 'autocannon';
import type { LoadTarget } from './open-loop';

export interface ClosedLoopResult {
  /** Answers 200 per second. */
  readonly perSecond: number;
  readonly requests: number;
  /** Answers other than 2xx, and connection errors or timeouts. */
  readonly failures: number;
  readonly p50: number;
  readonly p99: number;
  /** Bytes received per answer, headers included (the mean). */
  readonly bytesPerAnswer: number;
}

/**
 * As many GETs as `connections` clients can send, each waiting for its answer (autocannon): the
 * throughput the server sustains. The paths are sent in turn on every connection.
 */
export const closedLoop = async (target: LoadTarget, options: { connections: number; seconds: number }): Promise<ClosedLoopResult> => {
  const headers = {
    ...(target.token === null ? {} : { authorization: `Bearer ${target.token}` }),
    ...(target.acceptEncoding === undefined ? {} : { 'accept-encoding': target.acceptEncoding }),
  };
  const run = (seconds: number) =>
    autocannon({
      url: `http://127.0.0.1:${target.port}`,
      connections: options.connections,
      duration: seconds,
      headers,
      requests: target.paths.map((path) => ({ method: 'GET' as const, path })),
    });
  // Warm-up (connections, JIT, caches), except for the smoke test's short loads: each run costs
  // about half a second of autocannon's own.
  if (options.seconds >= 2) await run(Math.min(1, options.seconds / 4));
  const result = await run(options.seconds);
  return {
    perSecond: result['2xx'] / result.duration,
    requests: result.requests.total,
    failures: result.non2xx + result.errors,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerAnswer: result.requests.total === 0 ? 0 : result.throughput.total / result.requests.total,
  };
};
