import { domainEvent, type EventData } from '@portal/contracts';
import type { Decider } from '../../shared/decider';

export interface IssueStatement {
  type: 'IssueStatement';
  statement: EventData<'StatementIssued'>;
}

/**
 * One statement, one stream: issued once. Issuing it again (a run finished again after a restart)
 * records nothing, so the log says once that each statement was issued.
 */
export const statementDecider: Decider<{ issued: boolean }, IssueStatement> = {
  initialState: () => ({ issued: false }),
  evolve: (state, event) => (event.type === 'StatementIssued' ? { issued: true } : state),
  decide: (command, state) => (state.issued ? [] : [domainEvent('StatementIssued', command.statement)]),
};
