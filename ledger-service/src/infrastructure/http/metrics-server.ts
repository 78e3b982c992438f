import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { Registry } from 'prom-client';
import { logger } from '../../shared/logger';

/**
 * GET /metrics in Prometheus's text format, on a port of its own (METRICS_PORT), never the API's:
 * the API's port is public, this one is for the firm's Prometheus only (docs/operations.md).
 * Anything else is 404; a collection that fails is 500 and logged.
 */
export const startMetricsServer = async (registries: readonly Registry[], options: { port: number; host?: string }): Promise<Server> => {
  const merged = Registry.merge([...registries]);
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found: the metrics are at GET /metrics\n');
      return;
    }
    merged.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': merged.contentType }).end(text),
      (error: unknown) => {
        logger.error({ err: error }, 'Collecting the metrics failed');
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Collecting the metrics failed\n');
      },
    );
  });
  // `once` rejects when 'error' (the port taken, say) comes before 'listening'.
  server.listen(options.port, options.host);
  await once(server, 'listening');
  return server;
};
