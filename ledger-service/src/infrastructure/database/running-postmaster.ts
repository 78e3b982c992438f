import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { commandLine, isRunning } from './process-identity';

/**
 * The PostgreSQL server (postmaster) running on a cluster folder, found through the
 * postmaster.pid file it keeps there while it runs: its first line is the PID, the second the
 * folder. A stale file (the postmaster died with it) or a PID now used by some other program
 * reads as "none running".
 */
export const runningPostmaster = (clusterDir: string): number | null => {
  let lines: string[];
  try {
    lines = readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  if (!isRunning(pid)) return null;
  const argv = commandLine(pid);
  // Where /proc is readable, the PID must still be a postgres program.
  if (argv !== null && basename(argv[0] ?? '') !== 'postgres') return null;
  return pid;
};

/**
 * Stops a postmaster this process did not start, the way `pg_ctl stop -m fast` does (SIGINT: roll
 * back open transactions, disconnect clients, write a checkpoint), and waits until it has exited.
 */
export const stopPostmaster = async (pid: number, options: { timeoutMs?: number } = {}) => {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  try {
    process.kill(pid, 'SIGINT');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return;
    throw error;
  }
  while (isRunning(pid)) {
    if (Date.now() > deadline) {
      throw new Error(`The PostgreSQL server (PID ${pid}) did not stop in time; stop it (kill -INT ${pid}) and start again.`);
    }
    await sleep(100);
  }
};
