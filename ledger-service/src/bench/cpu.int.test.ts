import { availableParallelism } from 'node:os';
import pg from 'pg';
import { createTestDatabase } from '@portal/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpuPerEventRow, startCpuMeter } from './cpu';

/**
 * The bench's CPU meter against the test run's PostgreSQL. Other test files share that server, so
 * only lower bounds are asserted: what this test made each side spend must be counted.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.drop());

/** Keeps one of the server's backends busy for about `seconds`, then closes its connection. */
const busyBackend = async (seconds: number) => {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    // A loop, not a sleep: pg_sleep waits without the CPU.
    await client.query(`DO $$ BEGIN WHILE clock_timestamp() < now() + interval '${seconds} seconds' LOOP END LOOP; END $$`);
  } finally {
    await client.end();
  }
};

describe('the CPU meter', () => {
  it("counts the server's work, a closed connection's included, and this process's apart", async () => {
    const meter = await startCpuMeter(database.url);
    expect(meter).not.toBeNull();
    await busyBackend(0.4);
    // The backend ended with its connection: counted through the postmaster (its waited-for
    // children) once the postmaster has reaped it, which may take a moment after the close.
    let afterQuery = meter!.read();
    for (const deadline = performance.now() + 2_000; afterQuery.server < 0.3 && performance.now() < deadline; afterQuery = meter!.read())
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(afterQuery.server).toBeGreaterThanOrEqual(0.3);

    const until = performance.now() + 300;
    while (performance.now() < until); // this process, busy
    const afterLoop = meter!.read();
    expect(afterLoop.process - afterQuery.process).toBeGreaterThanOrEqual(0.25);
    expect(afterLoop.server).toBeGreaterThanOrEqual(afterQuery.server);
  });

  it("puts CPU per event beside the cores' time per event at the target rate", () => {
    const result = cpuPerEventRow('a log read', { process: 1.5, server: 0.5 }, 100_000, 200_000);
    expect(result.name).toBe('a log read: CPU per event, Node and PostgreSQL');
    expect(result.value).toBeCloseTo(20, 9);
    expect(result.anchor_value).toBeCloseTo((availableParallelism() / 200_000) * 1e6, 9);
    expect(result.ratio).toBeCloseTo(20 / result.anchor_value!, 9);
    expect(result.target).toBeNull();
  });
});
