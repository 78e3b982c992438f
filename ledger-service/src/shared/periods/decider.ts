import { domainEvent, type DomainEvent } from '@portal/contracts';
import type { Decider } from '../decider';
import { conflict } from '../errors';
import { shownDate as shown } from './placing';

export interface PeriodsState {
  /** 'YYYY-MM-DD', or null when no period is closed. */
  closedThrough: string | null;
}

export type PeriodCommand =
  { type: 'ClosePeriod'; through: string; today: string } | { type: 'ReopenPeriod'; through: string | null; reason: string };

/**
 * A close only moves the closed date later, and never past today (a period still running cannot be
 * closed); a reopen only moves it earlier (or to none), and says why. See docs/periods.md.
 */
export const periodsDecider: Decider<PeriodsState, PeriodCommand> = {
  initialState: () => ({ closedThrough: null }),
  foldKey: 'periods',
  evolve: (state, event) => {
    if (event.type === 'PeriodClosed') return { closedThrough: event.data.through };
    if (event.type === 'PeriodReopened') return { closedThrough: event.data.through };
    return state;
  },
  decide: (command, { closedThrough }): DomainEvent[] => {
    if (command.type === 'ClosePeriod') {
      if (command.through > command.today) throw conflict(`The books cannot be closed past today (${shown(command.today)}).`);
      if (closedThrough !== null && command.through <= closedThrough)
        throw conflict(`The books are closed through ${shown(closedThrough)} already: a close may only move that date later.`);
      return [domainEvent('PeriodClosed', { through: command.through })];
    }
    if (closedThrough === null) throw conflict('No period is closed: there is nothing to reopen.');
    if (command.through !== null && command.through >= closedThrough)
      throw conflict(`The books are closed through ${shown(closedThrough)}: a reopen must move that date earlier.`);
    return [domainEvent('PeriodReopened', { through: command.through, reason: command.reason })];
  },
};
