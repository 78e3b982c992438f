import { domainEvent, type DomainEvent, type EventData } from '@portal/contracts';
import type { Decider } from '../../shared/decider';

/**
 * The confirmed distribution runs, in one stream (`distributions`): a confirm is decided against it,
 * so a run is confirmed once, however often (or however concurrently) its confirm is sent.
 */
export const distributionsStream = 'distributions';

export type RunsState = ReadonlyMap<string, EventData<'DistributionRunConfirmed'>>;

export interface ConfirmRun {
  type: 'ConfirmRun';
  run: EventData<'DistributionRunConfirmed'>;
}

export const runsDecider: Decider<RunsState, ConfirmRun> = {
  initialState: () => new Map(),
  foldKey: 'distribution-runs',
  evolve: (state, event) => (event.type === 'DistributionRunConfirmed' ? new Map(state).set(event.data.runId, event.data) : state),
  decide: (command, state): DomainEvent[] => (state.has(command.run.runId) ? [] : [domainEvent('DistributionRunConfirmed', command.run)]),
};
