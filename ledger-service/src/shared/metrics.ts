/**
 * Counters of this process, named as Prometheus names them, for a `/metrics` endpoint to expose.
 * They are process-wide, like Prometheus's default registry: one server runs in one process. What
 * happens too often to be logged line by line (clients that leave mid-request, connections over
 * the caps) is counted here, and the log gets a summary of the counts (http/client-faults.ts).
 */
export interface Counter {
  readonly name: string;
  readonly help: string;
  value(): number;
  increment(): void;
}

const counter = (name: string, help: string): Counter => {
  let value = 0;
  return {
    name,
    help,
    value: () => value,
    increment: () => {
      value += 1;
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
} as const;
