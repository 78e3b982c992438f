import { periodsDecider, type PeriodCommand } from './decider';
import { assertOpen, type PlacingDate } from './placing';
import { createReadWriteLock } from './read-write-lock';
import { periodsStream } from '../streams';
import type { CommandContext, CommandRunner } from '../runner';

/**
 * The closed period, held by every dated command. A command placed in a report on or before the
 * closed date (by its own date or another: placing.ts) is refused; the check and the command's own
 * decision and append run under a shared lock that a close or reopen takes alone, so a close never
 * lands between a command's check and its append: once a close is recorded, nothing placed inside it
 * is recorded after it. The lock is this process's: one server writes the log (see docs/periods.md).
 */
export interface ClosedPeriods {
  /**
   * Runs `command` unless one of `dates` (the record's own date first) is inside the closed period:
   * then a 409. The command is given the closed date (null when none), to hold to it what only it
   * can read under the lock: a void, the dates of the record it deletes.
   */
  guard<T>(dates: readonly PlacingDate[], command: (closedThrough: string | null) => Promise<T>): Promise<T>;
  /** Closes or reopens, alone. */
  change(command: PeriodCommand, context: CommandContext): Promise<void>;
  /**
   * Runs `work` (a batch) under the shared lock from start to end: no close lands between its first
   * check and its append. `work` gets periods whose guard checks the dates without taking the lock again.
   */
  hold<T>(work: (held: ClosedPeriods) => Promise<T>): Promise<T>;
}

export const createClosedPeriods = (runner: CommandRunner): ClosedPeriods => {
  const lock = createReadWriteLock();
  // The closed date as last read from its stream; only a change (holding the lock alone) moves it.
  let known: Promise<string | null> | null = null;
  const closedThrough = () => (known ??= runner.load(periodsDecider, periodsStream).then(({ state }) => state.closedThrough));

  const check = async (dates: readonly PlacingDate[]) => {
    const through = await closedThrough().catch((error: unknown) => {
      known = null; // a failed read is not kept
      throw error;
    });
    assertOpen(dates, through);
    return through;
  };
  const inside: ClosedPeriods = {
    guard: async (dates, command) => command(await check(dates)),
    change: () => Promise.reject(new Error('The books cannot be closed or reopened inside a batch.')),
    hold: (work) => work(inside),
  };

  return {
    guard: (dates, command) => lock.read(async () => command(await check(dates))),
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
