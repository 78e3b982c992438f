import type { BenchServer } from './bench-server';
import type { CommandsResult } from './commands';
import type { LoadClient } from './http-loads';
import { row, type BenchRow } from './results';

/** The cases of docs/commands.md: one caller, eight on different properties, eight on one property, batches. */
const cases = [
  { callers: 1, sameProperty: false, label: '1 caller' },
  { callers: 8, sameProperty: false, label: '8 callers on different properties' },
  { callers: 8, sameProperty: true, label: '8 callers on one property' },
  { callers: 1, sameProperty: false, label: 'batches of 1,000, 1 caller', batchSize: 1_000 },
] as const;

/**
 * Commands over HTTP on the demo (commands.ts, run by the load client): `POST
 * /admin/record_property_income`, each answered once every read model shows it. Beside `GET /healthz`
 * by one caller of the same client, the floor of any round trip.
 */
export const measureCommands = async (
  client: LoadClient,
  server: BenchServer,
  options: { seconds: number; today: string },
): Promise<BenchRow[]> => {
  const helpers = await server.call('GET', '/admin/get_admin_helpers');
  const rentals = (helpers.body as { rental_properties?: string[] }).rental_properties ?? [];
  if (rentals.length === 0) throw new Error('bench: the demo holds no rental property to record income for');
  const rows: BenchRow[] = [];
  for (const { callers, sameProperty, label, ...batch } of cases) {
    const batchSize = 'batchSize' in batch ? batch.batchSize : undefined;
    const result = (await client.ask({
      kind: 'commands',
      port: server.port,
      token: server.token,
      databaseUrl: server.runtime.databaseUrl,
      properties: rentals,
      callers,
      sameProperty,
      batchSize,
      ...options,
    })) as CommandsResult;
    console.info(
      `  ${label}: ${result.perSecond.toFixed(0)} commands/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms; ` +
        `${result.recorded} recorded (${result.inLog} in the log), ${result.conflicts} answered 409, ${result.failures} failed`,
    );
    const valid = result.failures === 0 && result.recorded > 0 && result.inLog === result.recorded;
    const anchor = { name: 'GET /healthz, 1 caller, p50', value: result.healthzP50 };
    const name = `demo: record_property_income, ${label}`;
    if (batchSize !== undefined) {
      rows.push(row(`${name}, p50`, result.p50, 'ms', { anchor, target: { atMost: 1_000 }, valid }));
      rows.push(row(`${name}, records`, result.perSecond * batchSize, 'records/s', { valid }));
    } else if (callers === 1) {
      rows.push(row(`${name}, p50`, result.p50, 'ms', { anchor, target: { atMost: 5 }, valid }));
      rows.push(row(`${name}, p99`, result.p99, 'ms', { anchor, target: { atMost: 15 }, valid }));
    } else if (!sameProperty) {
      rows.push(row(`${name}`, result.perSecond, 'commands/s', { target: { atLeast: 1_000 }, valid }));
      rows.push(row(`${name}, p99`, result.p99, 'ms', { anchor, target: { atMost: 50 }, valid }));
    } else {
      // Every command answered 201 or 409, none lost or doubled.
      rows.push(row(`${name}`, result.perSecond, 'commands/s', { target: { atLeast: 200 }, valid }));
    }
  }
  return rows;
};
