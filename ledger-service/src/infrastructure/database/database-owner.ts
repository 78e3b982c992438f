import { linkSync, mkdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { z } from 'zod';
import { isSameProcess, processStartTime } from './process-identity';

/**
 * DATA_DIR/postgres.owner names the one process that started, and alone stops, the embedded
 * PostgreSQL of that folder: the server, or a command (npm run rebuild, ...) run while no server
 * runs. It is written before PostgreSQL starts and removed once it has stopped, so a record whose
 * process is gone (kill -9) means the PostgreSQL it left behind is an orphan.
 */

export type DatabaseRole = 'server' | 'command';

const ownerRecord = z.object({
  pid: z.number().int().positive(),
  /** From /proc: tells the recorded process from a later one that got the same PID. */
  startTime: z.string().nullable(),
  role: z.enum(['server', 'command']),
  /** What the operator ran, for messages ("npm run rebuild" shows as rebuild.ts). */
  command: z.string(),
});
export type OwnerRecord = z.infer<typeof ownerRecord>;

export type Claim =
  | {
      claimed: true;
      /** The record of a process that died owning the database, replaced by ours; null when there was none. */
      replaced: OwnerRecord | null;
      /** Removes our record (if it is still ours). */
      release: () => void;
    }
  | { claimed: false; holder: OwnerRecord };

const ownerFile = (dataDir: string) => join(dataDir, 'postgres.owner');

const readText = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

const parse = (text: string): OwnerRecord | null => {
  try {
    const parsed = ownerRecord.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** The current owner record, if any (an unreadable one reads as null). */
export const readOwner = (dataDir: string): OwnerRecord | null => {
  const text = readText(ownerFile(dataDir));
  return text === null ? null : parse(text);
};

export const isLive = (record: OwnerRecord) => isSameProcess(record.pid, record.startTime);

/**
 * Creates `path` with `text` only if nothing is there, all at once: the text is written to a file of
 * our own and hard-linked into place (link fails if the name exists), so a reader never sees a
 * half-written record. Where hard links are not supported, an exclusive create (`wx`) does.
 */
const createExclusive = (path: string, text: string): boolean => {
  const temporary = `${path}.${process.pid}.new`;
  writeFileSync(temporary, text, { mode: 0o600 });
  try {
    linkSync(temporary, path);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV') throw error;
    try {
      writeFileSync(path, text, { flag: 'wx', mode: 0o600 });
      return true;
    } catch (fallbackError) {
      if ((fallbackError as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw fallbackError;
    }
  } finally {
    unlinkSync(temporary);
  }
};

/**
 * Runs `work` while holding `path`.lock, a directory (mkdir is atomic: one creator wins). Held only
 * for the few system calls of removing a stale record. A lock left by a process killed inside them
 * (older than `staleLockMs`) is broken.
 */
const withLock = <T>(path: string, work: () => T, staleLockMs = 10_000): T => {
  const lock = `${path}.lock`;
  const deadline = Date.now() + 5 * staleLockMs;
  for (;;) {
    try {
      mkdirSync(lock, { mode: 0o700 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = lockAge(lock);
      if (age !== null && age > staleLockMs) rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`Could not take ${lock}: remove it if no server or command is starting.`);
      else sleepSync(5);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
};

const lockAge = (lock: string): number | null => {
  try {
    return Date.now() - statSync(lock).mtimeMs;
  } catch {
    return null;
  }
};

const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Removes `path` only if it still holds `expected`, under the owner lock: only removal takes the
 * lock (a record is created with an exclusive link, which never replaces another), so while we hold
 * it the record can neither be removed by someone else nor created anew, and what we read is what
 * we remove. (Moving it aside without a lock left a moment with no record, in which a third process
 * could claim while the record moved aside was put back: two owners.)
 */
export const removeIfUnchanged = (path: string, expected: string) =>
  withLock(path, () => {
    if (readText(path) === expected) unlinkSync(path);
  });

/**
 * Claims the embedded PostgreSQL of `dataDir` for this process, unless a live process holds it.
 * A record left by a process that has died (or whose PID now names another process) is replaced.
 * Two processes claiming at once: exactly one wins, the other is told who holds it.
 */
export const claimDatabase = (dataDir: string, role: DatabaseRole): Claim => {
  const path = ownerFile(dataDir);
  const mine: OwnerRecord = { pid: process.pid, startTime: processStartTime(process.pid), role, command: commandName() };
  const text = `${JSON.stringify(mine)}\n`;
  let replaced: OwnerRecord | null = null;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    if (createExclusive(path, text)) {
      return { claimed: true, replaced, release: () => (readText(path) === text ? unlinkSync(path) : undefined) };
    }
    const current = readText(path);
    if (current === null) continue;
    const record = parse(current);
    // Our own PID in an old record: a restart that got the same PID (PID 1 in a container).
    if (record && record.pid !== process.pid && isLive(record)) return { claimed: false, holder: record };
    replaced = record;
    removeIfUnchanged(path, current);
  }
  throw new Error(`Could not claim ${path}: other processes keep changing it.`);
};

/** `main.ts`, `rebuild.ts`, ...: the script this process runs. */
const commandName = () => basename(process.argv[1] ?? process.argv[0] ?? 'node');
