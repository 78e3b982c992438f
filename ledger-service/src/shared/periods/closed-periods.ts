import { periodsDecider, type PeriodCommand } from './decider';
import type { PeriodLock } from './period-lock';
import { assertOpen, type PlacingDate } from './placing';
import { periodsStream } from '../streams';
import type { CommandContext, CommandRunner } from '../runner';

/**
 * The closed period, held by every dated command. A command placed in a report on or before the
 * closed date (by its own date or another: placing.ts) is refused; the check and the command's own
 * decision and append run under a shared lock that a close or reopen takes alone, so a close never
 * lands between a command's check and its append: once a close is recorded, nothing placed inside it
 * is recorded after it. The lock is PostgreSQL's (period-lock.ts) and the closed date is read from the
 * log under it, so this holds across every API process (docs/periods.md).
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

export const createClosedPeriods = (runner: CommandRunner, lock: PeriodLock): ClosedPeriods => {
  /**
   * The periods while the shared lock is held: no process can close or reopen until it is released,
   * so the closed date is read from the log once (when first asked), never kept beyond the hold.
   */
  const whileHeld = (): ClosedPeriods => {
    let closedThrough: Promise<string | null> | undefined;
    const held: ClosedPeriods = {
      guard: async (dates, command) => {
        const through = await (closedThrough ??= runner.load(periodsDecider, periodsStream).then(({ state }) => state.closedThrough));
        assertOpen(dates, through);
        return command(through);
      },
      change: () => Promise.reject(new Error('The books cannot be closed or reopened inside a batch.')),
      hold: (work) => work(held),
    };
    return held;
  };

  return {
    guard: (dates, command) => lock.shared(() => whileHeld().guard(dates, command)),
    hold: (work) => lock.shared(() => work(whileHeld())),
    change: (command, context) =>
      lock.exclusive(async () => {
        await runner.execute(periodsDecider, periodsStream, command, context);
      }),
  };
};
