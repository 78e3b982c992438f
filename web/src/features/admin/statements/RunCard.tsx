import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { DataTable, Loading, type DataTableColumn } from '../../../components/ui';
import { statementKeys } from '../../statements/api/statements';
import { DownloadStatementButton, StatementActions } from '../../statements/components/StatementTable';
import { periodText } from '../../statements/period';
import { periodDays } from '../../statements/statement-texts';
import { TableCard } from '../layout/Panel';
import { useStatementRun, type StatementRun } from './api/statement-calls';
import { NOTICE_WORDS } from './notice-words';
import { VerifyCell } from './VerifyCell';

const Bar = styled.progress`
  width: 100%;
  height: 0.75rem;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const State = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-weight: 600;
`;

const Reason = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
`;

type Line = StatementRun['statements'][number];

const columns = (run: StatementRun, admin: boolean): DataTableColumn<Line>[] => [
  { key: 'investor', header: 'Investor', cell: (line) => line.investor_name, minWidth: '9rem' },
  { key: 'notice', header: 'Delivery', cell: (line) => NOTICE_WORDS[line.notice], minWidth: '8rem' },
  {
    key: 'pdf',
    header: 'PDF',
    cell: (line) => (
      <StatementActions>
        <DownloadStatementButton
          owner={line.investor_name}
          statement={{ statement_id: line.statement_id, from: run.from, through: run.through }}
        />
        {admin && <VerifyCell statementId={line.statement_id} />}
      </StatementActions>
    ),
  },
];

const stateText = (run: StatementRun) =>
  run.state === 'running'
    ? `Rendering: ${run.done} of ${run.total} statements`
    : run.state === 'done'
      ? `Done: ${run.done} of ${run.total} statements`
      : `Failed after ${run.done} of ${run.total} statements`;

/**
 * The run issued last: a bar of the statements rendered so far, asked again each second while it
 * runs, then each investor's statement, its mail in words, and for an administrator Verify. A run
 * that failed says where it stopped and what may be done, in the server's words.
 */
export function RunCard({ runId, admin }: { runId: string; admin: boolean }) {
  const { data: run, isError } = useStatementRun(runId);
  const queryClient = useQueryClient();
  const finished = run !== undefined && run.state !== 'running';
  // The investors' lists gain the new statements once they are all rendered.
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: statementKeys.all });
  }, [finished, queryClient]);

  const title = run ? `Run for ${periodText(run)}` : 'Run';
  return (
    <TableCard title={title} subtitle={run ? periodDays(run) : undefined}>
      {run ? (
        <>
          <State role="status">{stateText(run)}</State>
          {run.failure_reason !== null && <Reason>{run.failure_reason}</Reason>}
          <Bar max={Math.max(run.total, 1)} value={run.done} aria-label="Statements rendered">
            {run.done} of {run.total}
          </Bar>
          <DataTable
            caption="Statements of the run"
            columns={columns(run, admin)}
            rows={run.statements}
            rowKey={(line) => line.statement_id}
            emptyText={run.state === 'running' ? 'The first statements are rendering.' : 'No statement was issued.'}
            stacks
            keyColumn="investor"
          />
        </>
      ) : isError ? (
        <p>No data available.</p>
      ) : (
        <Loading lines={2} />
      )}
    </TableCard>
  );
}
