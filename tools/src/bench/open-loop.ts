import http from 'node:http';
import { percentile } from './results';

export interface OpenLoopResult {
  /** Requests sent (the offered rate times the seconds) and those not answered 200 (or not in time). */
  readonly requests: number;
  readonly failures: number;
  /** Milliseconds from the moment a request was due (or sent, if earlier) to its answer's end. */
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
}

export interface LoadTarget {
  readonly port: number;
  readonly token: string | null;
  /** Paths to GET in turn. */
  readonly paths: readonly string[];
  /** Sent as `Accept-Encoding` (closed loop only); none when absent, so answers come uncompressed. */
  readonly acceptEncoding?: string;
}

/**
 * GETs at a fixed rate, open loop: requests are sent on schedule whether or not earlier ones have
 * answered, so a slow answer shows in the latencies instead of slowing the load down (a closed loop
 * hides saturation: its clients simply wait). Latency counts from the moment a request was due.
 * Keep-alive connections, at most 64: an unbounded client would open thousands of sockets once the
 * server falls behind; queued requests count their wait. A server that falls behind gets `seconds`
 * (at least 1) after the last request is due, then what is still unanswered counts as failed at
 * the time waited, and the client lets go of it (so the next load starts on an idle server).
 */
export const openLoop = async (target: LoadTarget, options: { perSecond: number; seconds: number }): Promise<OpenLoopResult> => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const headers = target.token === null ? {} : { Authorization: `Bearer ${target.token}` };
  const unanswered = new Set<http.ClientRequest>();
  const call = (i: number, due: number) =>
    new Promise<{ ok: boolean; ms: number }>((resolve) => {
      const path = target.paths[i % target.paths.length]!;
      const request = http.get({ host: '127.0.0.1', port: target.port, path, agent, headers }, (answer) => {
        answer.resume();
        answer.on('end', () => resolve({ ok: answer.statusCode === 200, ms: performance.now() - due }));
      });
      unanswered.add(request);
      request.on('close', () => unanswered.delete(request));
      request.on('error', () => resolve({ ok: false, ms: performance.now() - due }));
    });
  try {
    // Warm-up: connections, JIT, caches; a quarter of the load's time at most.
    const warmUntil = performance.now() + Math.min(1_000, (options.seconds * 1000) / 4);
    for (let i = 0; i < 200 && performance.now() < warmUntil; i++) await call(i, performance.now());
    const total = Math.round(options.perSecond * options.seconds);
    const results: ({ ok: boolean; ms: number } | undefined)[] = new Array(total);
    const pending: Promise<void>[] = [];
    const started = performance.now();
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / options.perSecond;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      // A request sent up to 1 ms early (not worth a timer) counts from when it was sent: never below 0.
      pending.push(call(i, Math.min(due, performance.now())).then((result) => void (results[i] = result)));
    }
    const grace = Math.min(1, options.seconds) * 1000;
    await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, grace).unref())]);
    const now = performance.now();
    const all = Array.from(results, (result, i) => result ?? { ok: false, ms: now - (started + (i * 1000) / options.perSecond) });
    const latencies = all.map((r) => r.ms).sort((a, b) => a - b);
    return {
      requests: all.length,
      failures: all.filter((r) => !r.ok).length,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      max: latencies.at(-1) ?? 0,
    };
  } finally {
    for (const request of unanswered) request.destroy();
    agent.destroy();
  }
};
