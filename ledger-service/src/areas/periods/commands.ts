import * as api from '@portal/contracts/api';
import { command, type CommandDeps } from '../../shared/commands';

/** Closing the books through a day, and reopening them (docs/periods.md). */

export const closePeriod = command(api.closePeriod, async (deps: CommandDeps, input, context) => {
  await deps.periods.change({ type: 'ClosePeriod', through: input.through, today: deps.clock.today() }, context);
  return { message: 'Period closed successfully' };
});

export const reopenPeriod = command(api.reopenPeriod, async (deps: CommandDeps, input, context) => {
  await deps.periods.change({ type: 'ReopenPeriod', through: input.through, reason: input.reason }, context);
  return { message: 'Period reopened successfully' };
});

export const periodCommands = [closePeriod, reopenPeriod];
