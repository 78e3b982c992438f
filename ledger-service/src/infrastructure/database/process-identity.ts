import { readFileSync } from 'node:fs';

/**
 * What Linux tells about a process through /proc: enough to know whether a recorded PID is still
 * the process that recorded it (PIDs are reused), and who its parent is. Elsewhere (no /proc) the
 * answers are null and callers fall back on whether the PID exists at all.
 */

/** The fields of /proc/PID/stat after the command name, which may itself hold spaces and parentheses. */
const statFields = (pid: number): string[] | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
};

/** When the process started, in clock ticks since boot (field 22 of /proc/PID/stat): a PID plus this names one process. */
export const processStartTime = (pid: number): string | null => statFields(pid)?.[19] ?? null;

/** The parent's PID (field 4); 1 (or a sub-reaper) once the parent has died. */
export const parentPid = (pid: number): number | null => {
  const field = statFields(pid)?.[1];
  return field === undefined ? null : Number(field);
};

/** The process's arguments, or null when they cannot be read. */
export const commandLine = (pid: number): string[] | null => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return null;
  }
};

/**
 * The PID names a process that has not ended. A zombie (ended, not yet reaped by a parent that
 * does not reap, as PID 1 in some containers) counts as ended.
 */
export const isRunning = (pid: number): boolean => {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return statFields(pid)?.[0] !== 'Z';
};

/** The process that wrote a record (PID and start time) still runs: same PID, same start. */
export const isSameProcess = (pid: number, startTime: string | null): boolean =>
  isRunning(pid) && (startTime === null || processStartTime(pid) === startTime);
