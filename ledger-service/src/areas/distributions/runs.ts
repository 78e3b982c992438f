import { domainEvent, type DomainEvent, type EventData } from '@portal/contracts';
import type { Decider } from '../../shared/decider';
import { conflict } from '../../shared/errors';

/**
 * The confirmed distribution runs, their payments' outcomes and their bank files' digests, in one
 * stream (`distributions`): a confirm is decided against it, so a run is confirmed once, however often
 * (or however concurrently) its confirm is sent; a payment is returned once; and a file's digest is
 * recorded once, at its first download.
 */
export const distributionsStream = 'distributions';

export interface PaymentOutcome {
  status: 'settled' | 'returned';
  returnCode: string | null;
}

export interface RunsState {
  runs: ReadonlyMap<string, EventData<'DistributionRunConfirmed'>>;
  /** Each paid line's outcome at the bank, by `runId/investorId`; absent while it is only sent. */
  outcomes: ReadonlyMap<string, PaymentOutcome>;
  /** Each issued bank file's SHA-256, by run. */
  files: ReadonlyMap<string, string>;
}

export const outcomeKey = (runId: string, investorId: string) => `${runId}/${investorId}`;

export type RunsCommand =
  | { type: 'ConfirmRun'; run: EventData<'DistributionRunConfirmed'> }
  | { type: 'MarkPayment'; investorName: string; mark: EventData<'DistributionPaymentMarked'> }
  | { type: 'IssueFile'; runId: string; sha256: string };

const decideMark = (command: Extract<RunsCommand, { type: 'MarkPayment' }>, state: RunsState): DomainEvent[] => {
  const { runId, investorId, status } = command.mark;
  const was = state.outcomes.get(outcomeKey(runId, investorId));
  if (was?.status === status) return [];
  if (was?.status === 'returned') throw conflict(`The payment to ${command.investorName} was returned already: it cannot be settled.`);
  return [domainEvent('DistributionPaymentMarked', command.mark)];
};

export const runsDecider: Decider<RunsState, RunsCommand> = {
  initialState: () => ({ runs: new Map(), outcomes: new Map(), files: new Map() }),
  foldKey: 'distribution-runs',
  evolve: (state, event) => {
    switch (event.type) {
      case 'DistributionRunConfirmed':
        return { ...state, runs: new Map(state.runs).set(event.data.runId, event.data) };
      case 'DistributionPaymentMarked': {
        const { runId, investorId, status, returnCode } = event.data;
        return { ...state, outcomes: new Map(state.outcomes).set(outcomeKey(runId, investorId), { status, returnCode }) };
      }
      case 'DistributionFileIssued':
        return { ...state, files: new Map(state.files).set(event.data.runId, event.data.sha256) };
      default:
        return state;
    }
  },
  decide: (command, state): DomainEvent[] => {
    if (command.type === 'ConfirmRun')
      return state.runs.has(command.run.runId) ? [] : [domainEvent('DistributionRunConfirmed', command.run)];
    if (command.type === 'MarkPayment') return decideMark(command, state);
    const issued = state.files.get(command.runId);
    if (issued === undefined) return [domainEvent('DistributionFileIssued', { runId: command.runId, sha256: command.sha256 })];
    if (issued !== command.sha256) {
      throw conflict('This run’s bank file cannot be made again as first issued (its settings or payment details changed since).');
    }
    return [];
  },
};
