import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import pg from 'pg';
import { row, type BenchRow } from './results';

/**
 * The CPU a piece of work costs, this process and the PostgreSQL server together: what bounds a
 * rate on a machine with few cores (docs/bench.md, What bounds the figures below their targets).
 * At N events/s, C cores give C / N seconds of CPU per event to everything; a figure costing more
 * than that cannot reach N however its work is arranged.
 */

/** The fields of /proc/<pid>/stat after the command name, from `state` (field 3 of proc(5)) on. */
const statOf = (pid: number) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');

const parentOf = (pid: number) => Number(statOf(pid)[1]);

/**
 * Clock ticks of CPU in a stat (100 a second on Linux): its own (user, system, fields 14-15) and, with
 * `children`, its waited-for children's (16-17). Summed as whole ticks and turned into seconds once, so
 * two reads of the same ticks give the same seconds whatever order they were added in.
 */
const ticksOf = (stat: readonly string[], children: boolean) =>
  Number(stat[11]) + Number(stat[12]) + (children ? Number(stat[13]) + Number(stat[14]) : 0);
const ticksPerSecond = 100;

/**
 * The server's CPU so far: its postmaster, every process it started (backends, the WAL writer, the
 * checkpointer...) and those that already ended (a closed connection's backend), which the
 * postmaster has waited for.
 */
const serverTicks = (postmaster: number): number => {
  let ticks = ticksOf(statOf(postmaster), true);
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === postmaster) continue;
    try {
      const stat = statOf(pid);
      if (Number(stat[1]) === postmaster) ticks += ticksOf(stat, false);
    } catch {
      // Ended while listed.
    }
  }
  return ticks;
};

export interface CpuMeter {
  /** Seconds of CPU spent by this process and the server since the meter was started. */
  readonly read: () => { process: number; server: number };
}

/**
 * Starts a meter of this process's CPU and the PostgreSQL server's at `url`, found as the parent of
 * one of its backends; null when the server is not on this machine or there is no /proc (no figure
 * is better than a wrong one).
 */
export const startCpuMeter = async (url: string): Promise<CpuMeter | null> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let postmaster: number;
  let server: number;
  try {
    const backend = Number((await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid);
    postmaster = parentOf(backend);
    server = serverTicks(postmaster);
  } catch {
    return null;
  } finally {
    await client.end();
  }
  const own = process.cpuUsage();
  return {
    read: () => {
      const usage = process.cpuUsage(own);
      return { process: (usage.user + usage.system) / 1e6, server: (serverTicks(postmaster) - server) / ticksPerSecond };
    },
  };
};

/**
 * A row of CPU per event (this process and PostgreSQL) beside all of this machine's cores' time per
 * event at the target rate: a ratio over 1 is a target the machine cannot reach at this cost.
 * Informative (the rate has its own row and target); the split is printed.
 */
export const cpuPerEventRow = (
  name: string,
  spent: { process: number; server: number },
  events: number,
  targetPerSecond: number,
): BenchRow => {
  const cores = availableParallelism();
  const perEvent = (seconds: number) => (seconds / events) * 1e6;
  console.info(
    `  ${name}: ${perEvent(spent.process).toFixed(1)} µs of CPU per event in Node, ${perEvent(spent.server).toFixed(1)} in PostgreSQL`,
  );
  return row(`${name}: CPU per event, Node and PostgreSQL`, perEvent(spent.process + spent.server), 'µs/event', {
    anchor: {
      name: `${cores} cores' time per event at ${targetPerSecond.toLocaleString('en-US')}/s`,
      value: (cores / targetPerSecond) * 1e6,
    },
  });
};
