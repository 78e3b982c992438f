import { getPeriods, type CallResponse } from '@portal/contracts/api';
import { parseDomainEvent } from '@portal/contracts';
import { apiRouter, type ApiRouterOptions } from '../api-router';
import { periodsDecider } from '../../../shared/periods/decider';
import { periodsStream } from '../../../shared/streams';
import type { CommandRunner } from '../../../shared/runner';

/** The closed date with every change of it, read from the periods stream itself (it is small; closing and reopening are commands). */
export const periodRoutes = (deps: { runner: Pick<CommandRunner, 'read'>; api: ApiRouterOptions }) => {
  const { router, add } = apiRouter(deps.api);
  add(getPeriods, async () => {
    const recorded = await deps.runner.read(periodsStream);
    const events = recorded.map((event) => ({ event: parseDomainEvent(event), actor: event.metadata.actor, recordedAt: event.recordedAt }));
    const state = events.reduce((s, { event }) => periodsDecider.evolve(s, event), periodsDecider.initialState());
    const history: CallResponse<typeof getPeriods>['history'] = [];
    for (const { event, actor, recordedAt } of events) {
      if (event.type === 'PeriodClosed')
        history.push({ action: 'close', through: event.data.through, reason: null, actor, recorded_at: recordedAt });
      if (event.type === 'PeriodReopened')
        history.push({ action: 'reopen', through: event.data.through, reason: event.data.reason, actor, recorded_at: recordedAt });
    }
    return { closed_through: state.closedThrough, history: history.reverse() };
  });
  return router;
};
