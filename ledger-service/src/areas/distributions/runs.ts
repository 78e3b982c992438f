import { domainEvent, type DomainEvent, type EventData } from '@portal/contracts';
import type { Decider } from '../../shared/decider';
import { conflict } from '../../shared/errors';

/**
 * The confirmed distribution runs and their bank files' digests, in one stream (`distributions`): a
 * confirm is decided against it, so a run is confirmed once, however often (or however concurrently)
 * its confirm is sent; and a file's digest is recorded once, at its first download.
 */
export const distributionsStream = 'distributions';

export interface RunsState {
  runs: ReadonlyMap<string, EventData<'DistributionRunConfirmed'>>;
  /** Each issued bank file's SHA-256, by run. */
  files: ReadonlyMap<string, string>;
}

export type RunsCommand =
  { type: 'ConfirmRun'; run: EventData<'DistributionRunConfirmed'> } | { type: 'IssueFile'; runId: string; sha256: string };

export const runsDecider: Decider<RunsState, RunsCommand> = {
  initialState: () => ({ runs: new Map(), files: new Map() }),
  foldKey: 'distribution-runs',
  evolve: (state, event) => {
    if (event.type === 'DistributionRunConfirmed') return { ...state, runs: new Map(state.runs).set(event.data.runId, event.data) };
    if (event.type === 'DistributionFileIssued') return { ...state, files: new Map(state.files).set(event.data.runId, event.data.sha256) };
    return state;
  },
  decide: (command, state): DomainEvent[] => {
    if (command.type === 'ConfirmRun')
      return state.runs.has(command.run.runId) ? [] : [domainEvent('DistributionRunConfirmed', command.run)];
    const issued = state.files.get(command.runId);
    if (issued === undefined) return [domainEvent('DistributionFileIssued', { runId: command.runId, sha256: command.sha256 })];
    if (issued !== command.sha256) {
      throw conflict('This run’s bank file cannot be made again as first issued (its settings or payment details changed since).');
    }
    return [];
  },
};
