import { Counter as PromCounter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The metrics of this process, in Prometheus's format (prom-client), served on METRICS_PORT by
 * infrastructure/http/metrics-server.ts (docs/operations.md). Process-wide, like Prometheus's default registry: one
 * server runs in one process. The series that depend on a running database and projectors (lag,
 * pool use) are made per runtime, in runtime-metrics.ts.
 */
export const registry = new Registry();
// The process's CPU, memory, open files, event-loop delay and garbage collections (`process_*`, `nodejs_*`).
collectDefaultMetrics({ register: registry });

/**
 * A counter also read in the process: what happens too often to be logged line by line (clients
 * that leave mid-request, connections over the caps) is counted, and the log gets a summary of the
 * counts (infrastructure/http/client-faults.ts).
 */
export interface Counter {
  readonly name: string;
  readonly help: string;
  value(): number;
  increment(): void;
}

const counter = (name: string, help: string): Counter => {
  const exported = new PromCounter({ name, help, registers: [registry] });
  let value = 0;
  return {
    name,
    help,
    value: () => value,
    increment: () => {
      value += 1;
      exported.inc();
    },
  };
};

export const metrics = {
  clientFaults: counter(
    'portal_http_client_faults_total',
    'Connections on which the client sent a malformed request, sent it too slowly, or left before its answer',
  ),
  refusedOverAddressCap: counter(
    'portal_http_connections_refused_address_cap_total',
    'Connections closed at once because their client address had MAX_CONNECTIONS_PER_ADDRESS open',
  ),
  refusedOverTotalCap: counter(
    'portal_http_connections_refused_total_cap_total',
    'Connections closed at once because MAX_CONNECTIONS were open',
  ),
  /** By the route's pattern (never the URL: queries hold names), `(no route)` for the web app's files and 404s. */
  httpRequestDuration: new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  }),
  /** `recorded` (events appended), `unchanged` (nothing to record), `refused` (a rule said no: 4xx), `failed`. */
  commands: new PromCounter({
    name: 'portal_commands_total',
    help: 'Commands run, by command and outcome',
    labelNames: ['command', 'outcome'] as const,
    registers: [registry],
  }),
  eventsAppended: new PromCounter({
    name: 'portal_events_appended_total',
    help: 'Events this process appended to the log',
    registers: [registry],
  }),
  /** `hit`: answered from the kept answer (or one being computed for another caller); `miss`: computed. */
  keptAnswers: new PromCounter({
    name: 'portal_kept_answers_total',
    help: 'Lookups of kept answers (shared/answer-cache.ts), by cache and result',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
  }),
} as const;
