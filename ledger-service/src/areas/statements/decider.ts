import { domainEvent, type EventData } from '@portal/contracts';
import type { Decider } from '../../shared/decider';

export type IssueStatement =
  | { type: 'IssueStatement'; statement: EventData<'StatementIssued'> }
  | { type: 'IssueDistributionNotice'; notice: EventData<'DistributionNoticeIssued'> };

/**
 * One statement (or distribution notice), one stream: issued once. Issuing it again (a run finished again after a restart)
 * records nothing, so the log says once that each statement was issued.
 */
export const statementDecider: Decider<{ issued: boolean }, IssueStatement> = {
  initialState: () => ({ issued: false }),
  evolve: (state, event) => (event.type === 'StatementIssued' || event.type === 'DistributionNoticeIssued' ? { issued: true } : state),
  decide: (command, state) => {
    if (state.issued) return [];
    return [
      command.type === 'IssueStatement'
        ? domainEvent('StatementIssued', command.statement)
        : domainEvent('DistributionNoticeIssued', command.notice),
    ];
  },
};
