import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isRunning, parentPid, processStartTime } from './process-identity';
import { runningPostmaster, stopPostmaster } from './running-postmaster';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'postmaster-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const sleeper = () => spawn('sleep', ['30'], { stdio: 'ignore' });

describe('runningPostmaster', () => {
  it('is none without a postmaster.pid, or when its PID has ended', async () => {
    expect(runningPostmaster(dir)).toBeNull();
    const ended = spawn('true', { stdio: 'ignore' });
    await new Promise((resolve) => ended.once('exit', resolve));
    writeFileSync(join(dir, 'postmaster.pid'), `${ended.pid}\n${dir}\n`);
    expect(runningPostmaster(dir)).toBeNull();
  });

  it('is none when the PID now names a program other than postgres (a stale file, the PID reused)', () => {
    const other = sleeper();
    try {
      writeFileSync(join(dir, 'postmaster.pid'), `${other.pid}\n${dir}\n`);
      expect(isRunning(other.pid!)).toBe(true);
      expect(runningPostmaster(dir)).toBeNull();
    } finally {
      other.kill('SIGKILL');
    }
  });
});

describe('stopPostmaster', () => {
  it('interrupts the process and returns once it has ended', async () => {
    const child = sleeper();
    const exited = new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    await stopPostmaster(child.pid!, { timeoutMs: 5_000 });
    expect(isRunning(child.pid!)).toBe(false);
    expect(await exited).toBe('SIGINT');
  });
});

describe('process identity', () => {
  it('reads our parent and start time from /proc', () => {
    expect(parentPid(process.pid)).toBe(process.ppid);
    expect(processStartTime(process.pid)).toMatch(/^\d+$/);
    expect(isRunning(process.pid)).toBe(true);
    expect(isRunning(0)).toBe(false);
  });
});
