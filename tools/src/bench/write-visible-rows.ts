import type { BenchServer } from './bench-server';
import type { LoadClient } from './http-loads';
import { row, type BenchRow } from './results';
import type { WriteVisibleResult } from './write-visible';

/** Write -> visible over a server's data (write-visible.ts), run by the load client: target p99 <= 50 ms. */
export const measureWriteToVisible = async (
  client: LoadClient,
  server: BenchServer,
  options: { writers: number; seconds: number; today: string },
): Promise<BenchRow[]> => {
  const helpers = await server.call('GET', '/admin/get_admin_helpers');
  const rentals = (helpers.body as { rental_properties?: string[] }).rental_properties ?? [];
  if (rentals.length === 0) throw new Error('bench: the demo holds no rental property to record income for');
  const result = (await client.ask({
    kind: 'write-visible',
    port: server.port,
    token: server.token,
    databaseUrl: server.runtime.databaseUrl,
    properties: rentals,
    ...options,
  })) as WriteVisibleResult;
  console.info(
    `  ${result.commands} commands by ${options.writers} writers, ${result.failures} failed: POST -> 201 p50 ${result.commandP50.toFixed(1)} ms, p99 ${result.commandP99.toFixed(1)} ms; 201 -> visible p50 ${result.visibleP50.toFixed(1)} ms, p99 ${result.visibleP99.toFixed(1)} ms (${result.firstCheck} visible at the first check; the check alone p99 ${result.checkP99.toFixed(1)} ms)`,
  );
  return [
    row(`demo: write -> visible in every read model, ${options.writers} writers, p99`, result.visibleP99, 'ms', {
      anchor: { name: 'the check alone, on a visible event, p99', value: result.checkP99 },
      target: { atMost: 50 },
      valid: result.failures === 0 && result.commands > 0,
    }),
  ];
};
