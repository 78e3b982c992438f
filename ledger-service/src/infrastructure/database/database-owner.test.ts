import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { claimDatabase, readOwner, removeIfUnchanged, type OwnerRecord } from './database-owner';
import { processStartTime } from './process-identity';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'owner-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const ownerPath = () => join(dir, 'postgres.owner');
const writeRecord = (record: OwnerRecord) => writeFileSync(ownerPath(), JSON.stringify(record));

/** A process that runs until killed, to stand for a live owner. */
const liveProcess = () => {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  return { pid: child.pid!, stop: () => child.kill('SIGKILL') };
};

/** The PID of a process that has ended. */
const deadPid = async () => {
  const child = spawn('true', { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
};

describe('claimDatabase', () => {
  it('claims a folder nobody owns, and release removes only our record', () => {
    const claim = claimDatabase(dir, 'server');
    expect(claim).toMatchObject({ claimed: true, replaced: null });
    expect(readOwner(dir)).toEqual({
      pid: process.pid,
      startTime: processStartTime(process.pid),
      role: 'server',
      command: expect.any(String),
    });
    if (claim.claimed) claim.release();
    expect(readOwner(dir)).toBeNull();
  });

  it('does not release a record another process wrote since', () => {
    const claim = claimDatabase(dir, 'command');
    const other: OwnerRecord = { pid: 999_999, startTime: null, role: 'server', command: 'main.ts' };
    writeRecord(other);
    if (claim.claimed) claim.release();
    expect(readOwner(dir)).toEqual(other);
  });

  it('is refused while the recorded process runs, naming it', () => {
    const live = liveProcess();
    try {
      const record: OwnerRecord = { pid: live.pid, startTime: processStartTime(live.pid), role: 'server', command: 'main.ts' };
      writeRecord(record);
      expect(claimDatabase(dir, 'server')).toEqual({ claimed: false, holder: record });
      expect(readOwner(dir)).toEqual(record);
    } finally {
      live.stop();
    }
  });

  it('replaces the record of a process that has died', async () => {
    const dead: OwnerRecord = { pid: await deadPid(), startTime: '12345', role: 'server', command: 'main.ts' };
    writeRecord(dead);
    const claim = claimDatabase(dir, 'server');
    expect(claim).toMatchObject({ claimed: true, replaced: dead });
    expect(readOwner(dir)?.pid).toBe(process.pid);
  });

  it('replaces a record whose PID now names another process (PID reuse: another start time)', () => {
    const live = liveProcess();
    try {
      const reused: OwnerRecord = {
        pid: live.pid,
        startTime: String(Number(processStartTime(live.pid)) - 1),
        role: 'server',
        command: 'main.ts',
      };
      writeRecord(reused);
      expect(claimDatabase(dir, 'server')).toMatchObject({ claimed: true, replaced: reused });
    } finally {
      live.stop();
    }
  });

  it('replaces an unreadable record', () => {
    writeFileSync(ownerPath(), 'not json');
    expect(claimDatabase(dir, 'command')).toMatchObject({ claimed: true, replaced: null });
    expect(readOwner(dir)?.role).toBe('command');
  });

  it('removing a stale record leaves alone a record another process wrote after we read the stale one', () => {
    const staleText = JSON.stringify({ pid: 999_999, startTime: null, role: 'server', command: 'main.ts' });
    const fresh: OwnerRecord = { pid: process.pid, startTime: null, role: 'server', command: 'other.ts' };
    writeRecord(fresh); // claimed in between our read of the stale record and our removal
    removeIfUnchanged(ownerPath(), staleText);
    expect(readOwner(dir)).toEqual(fresh);
    writeFileSync(ownerPath(), staleText);
    removeIfUnchanged(ownerPath(), staleText);
    expect(readOwner(dir)).toBeNull();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('breaks an owner lock left by a process killed while removing a stale record', () => {
    const staleText = JSON.stringify({ pid: 999_999, startTime: null, role: 'server', command: 'main.ts' });
    writeFileSync(ownerPath(), staleText);
    const lock = `${ownerPath()}.lock`;
    mkdirSync(lock);
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(lock, minuteAgo, minuteAgo);
    removeIfUnchanged(ownerPath(), staleText);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('lets exactly one of several processes racing over a stale record win', async () => {
    // 20 rounds, each on its own folder holding a stale record; the 4 processes claim each at the same instant.
    const stale: OwnerRecord = { pid: await deadPid(), startTime: null, role: 'server', command: 'main.ts' };
    const dirs = Array.from({ length: 20 }, (_, round) => join(dir, `round-${round}`));
    for (const roundDir of dirs) {
      mkdirSync(roundDir);
      writeFileSync(join(roundDir, 'postgres.owner'), JSON.stringify(stale));
    }
    const module = fileURLToPath(new URL('./database-owner.ts', import.meta.url));
    const at = Date.now() + 2_000;
    const script = `const { claimDatabase } = await import(${JSON.stringify(module)});
      const dirs = ${JSON.stringify(dirs)};
      const won = dirs.map((roundDir, round) => {
        while (Date.now() < ${at} + round * 50) {}
        return claimDatabase(roundDir, 'server').claimed;
      });
      console.log(JSON.stringify(won));
      await new Promise((resolve) => setTimeout(resolve, ${at} + 2_000 - Date.now()));`; // owners stay alive while the others claim
    const run = promisify(execFile);
    const results = await Promise.all(
      [1, 2, 3, 4].map(() =>
        run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]).then((r) =>
          z.array(z.boolean()).parse(JSON.parse(r.stdout)),
        ),
      ),
    );
    const winnersPerRound = dirs.map((_, round) => results.filter((won) => won[round]).length);
    expect(winnersPerRound).toEqual(dirs.map(() => 1));
  });
});
