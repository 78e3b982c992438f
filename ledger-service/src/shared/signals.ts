import { logger } from './logger';

let asked = false;

/**
 * Whether this process was asked to stop. Ctrl-C reaches the embedded PostgreSQL too (it is in the
 * same process group), which then shuts down by itself: that is no death to recover from
 * (infrastructure/database/postmaster-supervisor.ts).
 */
export const stopAsked = () => asked;

/**
 * Ctrl-C and `kill` for the long-running commands. The embedded PostgreSQL listens for SIGINT and
 * SIGTERM too and would stop at once, under our open connections; these handlers replace its own,
 * so we close our connections first and the server stops after them.
 */
const onStopSignals = (handler: () => void) => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => {
      asked = true;
      handler();
    });
  }
};

/** A server's stop: on the first signal `stop` closes what is open, then the process exits. */
export const stopOnSignals = (stop: () => Promise<void>) => {
  let stopping = false;
  onStopSignals(() => {
    if (stopping) return;
    stopping = true;
    // A stop that fails says so in one line and exits non-zero, never as an unhandled rejection.
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'Stopping failed');
        process.exit(1);
      },
    );
  });
};

/**
 * A long task's stop: the first signal prints `message` and aborts the returned signal (the task
 * finishes what it has in hand); a second one quits at once.
 */
export const interruptOnSignals = (message: string): AbortSignal => {
  const interrupted = new AbortController();
  onStopSignals(() => {
    if (interrupted.signal.aborted) process.exit(130);
    console.error(message);
    interrupted.abort();
  });
  return interrupted.signal;
};
