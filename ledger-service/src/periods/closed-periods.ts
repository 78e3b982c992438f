import type { CommandContext, CommandRunner } from '../shared/command-runner';
import { closedPeriodRefusal, periodsDecider, periodsStream, type PeriodCommand } from './decider';
import { createReadWriteLock } from './read-write-lock';

/**
 * The closed period, held by every dated command. A command dated on or before the closed date is
 * refused; the check and the command's own decision and append run under a shared lock that a close
 * or reopen takes alone, so a close never lands between a command's check and its append: once a
 * close is recorded, nothing dated inside it is recorded after it. The lock is this process's: one
 * server writes the log (see docs/periods.md).
 */
export interface ClosedPeriods {
  /** Runs `command` (dated `ownDate`, 'YYYY-MM-DD') unless the books are closed through that day: then a 409. */
  guard<T>(ownDate: string, command: () => Promise<T>): Promise<T>;
  /** Closes or reopens, alone. */
  change(command: PeriodCommand, context: CommandContext): Promise<void>;
  /**
   * Runs `work` (a batch) under the shared lock from start to end: no close lands between its first
   * check and its append. `work` gets periods whose guard checks the date without taking the lock again.
   */
  hold<T>(work: (held: ClosedPeriods) => Promise<T>): Promise<T>;
}

export const createClosedPeriods = (runner: CommandRunner): ClosedPeriods => {
  const lock = createReadWriteLock();
  // The closed date as last read from its stream; only a change (holding the lock alone) moves it.
  let known: Promise<string | null> | null = null;
  const closedThrough = () => (known ??= runner.load(periodsDecider, periodsStream).then(({ state }) => state.closedThrough));

  const check = async (ownDate: string) => {
    const through = await closedThrough().catch((error: unknown) => {
      known = null; // a failed read is not kept
      throw error;
    });
    if (through !== null && ownDate <= through) throw closedPeriodRefusal(ownDate, through);
  };
  const inside: ClosedPeriods = {
    guard: async (ownDate, command) => {
      await check(ownDate);
      return command();
    },
    change: () => Promise.reject(new Error('The books cannot be closed or reopened inside a batch.')),
    hold: (work) => work(inside),
  };

  return {
    guard: (ownDate, command) =>
      lock.read(async () => {
        await check(ownDate);
        return command();
      }),
    hold: (work) => lock.read(() => work(inside)),
    change: (command, context) =>
      lock.write(async () => {
        try {
          await runner.execute(periodsDecider, periodsStream, command, context);
        } finally {
          known = null;
        }
      }),
  };
};
