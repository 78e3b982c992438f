import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from '@portal/ledger-service/testing';

/**
 * How long the server takes from its process starting to `GET /healthz` answering 200, on a fresh
 * DATA_DIR (PostgreSQL initialised, migrated, administrator made) and on an existing one (the
 * README's figure, "Start-up time"). The command runs from the repository root:
 *
 *   npx tsx tools/src/bench/start-time.ts [--runs 5] -- node --enable-source-maps ledger-service/dist/main.js
 *   npx tsx tools/src/bench/start-time.ts -- node --import tsx ledger-service/src/main.ts
 *
 * It prints each start and the median of each kind, with the CPU the server's Node process had used
 * by then (user and system, from /proc; PostgreSQL's is not in it): on a busy machine the time swings
 * with the other processes, the CPU much less. Run it on a quiet machine: the two cores are shared
 * with PostgreSQL.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));

const args = process.argv.slice(2);
const separator = args.indexOf('--');
const command = separator >= 0 ? args.slice(separator + 1) : [];
const options = separator >= 0 ? args.slice(0, separator) : args;
const runsAt = options.indexOf('--runs');
const runs = runsAt >= 0 ? Number(options[runsAt + 1]) : 5;
if (command.length === 0 || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: start-time.ts [--runs N] -- <command that starts the server>');
  process.exit(2);
}

const dataDir = `/tmp/portal-start-time-${process.pid}`;

/** CPU milliseconds (user + system) of process `pid` so far: fields 14 and 15 of /proc/<pid>/stat, 100 ticks a second. */
const cpuOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** Milliseconds from spawning `command` to the first 200 of /healthz, and the CPU it had used; the server is stopped after. */
const timeOneStart = async (): Promise<{ wall: number; cpu: number }> => {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'start-time-admin',
      ADMIN_PASSWORD: 'start-time-password',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${errors.slice(-2000)}`);
      if (performance.now() - started > 120_000) throw new Error('the server did not become healthy in 120 s');
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1_000) }).then(
        (answer) => answer.ok,
        () => false,
      );
      if (ok) return { wall: performance.now() - started, cpu: cpuOf(child.pid!) };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const freshDataDir = () => {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  // The embedded PostgreSQL runs as its own user, which must reach its folder (README, Quick start).
  chmodSync(dataDir, 0o755);
};

const starts = { fresh: [] as { wall: number; cpu: number }[], existing: [] as { wall: number; cpu: number }[] };
const say = (kind: keyof typeof starts) => {
  const { wall, cpu } = starts[kind].at(-1)!;
  console.info(`${kind} DATA_DIR: ${wall.toFixed(0)} ms (${cpu} ms of CPU)`);
};
const summary = (kind: keyof typeof starts) =>
  `${kind} ${median(starts[kind].map((start) => start.wall)).toFixed(0)} ms (${median(starts[kind].map((start) => start.cpu)).toFixed(0)} ms of CPU)`;
try {
  for (let run = 0; run < runs; run++) {
    freshDataDir();
    starts.fresh.push(await timeOneStart());
    say('fresh');
  }
  // The folder the last fresh start left: PostgreSQL initialised, migrated, administrator made.
  for (let run = 0; run < runs; run++) {
    starts.existing.push(await timeOneStart());
    say('existing');
  }
  console.info(`median of ${runs}: ${summary('fresh')}, ${summary('existing')} (${command.join(' ')})`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
