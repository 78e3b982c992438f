import { readFileSync } from 'node:fs';
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

/** Clock ticks (1/100 s) of CPU a process has spent, from /proc/<pid>/stat (utime + stime). */
const ticksSpentBy = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
};

/**
 * Keeps one of the server's backends busy for about `seconds` of wall time, then closes its
 * connection; answers the CPU that backend spent, read from /proc just before the close. On a busy
 * machine the backend gets only part of the wall time, so the test's bounds come from this figure.
 */
const busyBackend = async (seconds: number) => {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const pid = Number((await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid);
    // A loop, not a sleep: pg_sleep waits without the CPU.
    await client.query(`DO $$ BEGIN WHILE clock_timestamp() < now() + interval '${seconds} seconds' LOOP END LOOP; END $$`);
    return ticksSpentBy(pid) / 100;
  } finally {
    await client.end();
  }
};

/** Keeps this process busy until it has spent `seconds` of CPU (not of wall time). */
const busyProcess = (seconds: number) => {
  const start = process.cpuUsage();
  for (;;) {
    const spent = process.cpuUsage(start);
    if ((spent.user + spent.system) / 1e6 >= seconds) return;
  }
};

describe('the CPU meter', () => {
  it("counts the server's work, a closed connection's included, and this process's apart", async () => {
    const meter = await startCpuMeter(database.url);
    expect(meter).not.toBeNull();
    const spentByBackend = await busyBackend(0.4);
    expect(spentByBackend).toBeGreaterThan(0.05);
    // The backend ended with its connection: counted through the postmaster (its waited-for
    // children) once the postmaster has reaped it, which may take a moment after the close.
    let afterQuery = meter!.read();
    for (
      const deadline = performance.now() + 5_000;
      afterQuery.server < spentByBackend && performance.now() < deadline;
      afterQuery = meter!.read()
    )
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(afterQuery.server).toBeGreaterThanOrEqual(spentByBackend);

    busyProcess(0.3);
    const afterLoop = meter!.read();
    expect(afterLoop.process - afterQuery.process).toBeGreaterThanOrEqual(0.3);
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
