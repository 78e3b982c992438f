import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Card, Loading } from '../../../components/ui';
import { formatCount, formatDateTime } from '../../../lib/format';
import { useLogFailure } from '../api/use-log-failure';
import { Select } from '../form-kit';
import { failureText, FailureText } from '../layout/Failure';
import { Explanation, Panel, SectionHeading } from '../layout/Panel';
import { useUrlSelection } from '../layout/use-url-selection';
import type { RebuildRun } from './api/answers';
import { useRebuildStatus, useStartRebuild } from './api/use-rebuild';
import { RebuildProgress } from './RebuildProgress';
import { readModelName, rebuildQuestion } from './read-model-names';
import { RunFacts } from './RunFacts';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};

  & > :first-child {
    flex: 1 1 16rem;
    max-width: 28rem;
  }

  ${({ theme }) => theme.media.down('sm')} {
    & > button {
      width: 100%;
    }
  }
`;

const ErrorText = styled(FailureText)`
  margin-top: ${({ theme }) => theme.space.md};
`;

const State = styled.p<{ $state: RebuildRun['state'] }>`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-weight: 600;
  color: ${({ theme, $state }) => ($state === 'failed' ? theme.colors.danger : theme.colors.text)};
`;

const Swapping = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-weight: 600;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const STATE_TEXT: Record<RebuildRun['state'], string> = {
  running: 'Rebuild running…',
  succeeded: 'Rebuild succeeded.',
  failed: 'Rebuild failed.',
};

/** The facts of one run: what it rebuilds, how fast, who started it and when. */
function RunCard({ run }: { run: RebuildRun }) {
  return (
    <Card>
      <SectionHeading>Latest rebuild</SectionHeading>
      <State $state={run.state} role="status">
        {STATE_TEXT[run.state]}
      </State>
      <Stack>
        <RebuildProgress run={run} />
        {run.swapping && <Swapping>Swapping in {readModelName(run.swapping)}</Swapping>}
        {run.error && <ErrorText role="alert">{run.error}</ErrorText>}
        <RunFacts
          facts={[
            ['Reports', run.read_models.map(readModelName).join('; ')],
            ['Speed', `${formatCount(run.events_per_second)} events/s`],
            ['Started by', run.started_by],
            ['Started at', formatDateTime(run.started_at)],
            ['Finished at', formatDateTime(run.finished_at, run.state === 'running' ? 'Not yet' : 'N/A')],
          ]}
        />
      </Stack>
    </Card>
  );
}

/**
 * 'Rebuild Reports': after a confirmation in plain words, replays the event log into fresh
 * read-model tables and swaps them in, with the run's progress polled while it runs.
 */
export function RebuildReportsPanel({ title }: { title: string }) {
  const status = useRebuildStatus();
  const rebuild = useStartRebuild();
  // Kept in the URL like every panel's choice: a reload or a shared link reopens it.
  const [{ read_model: readModel }, select] = useUrlSelection(['read_model']);
  useLogFailure(status.error, 'Error fetching rebuild status:');
  const run = status.data?.rebuild;
  const running = run?.state === 'running';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (running || rebuild.isPending) return;
    if (!window.confirm(rebuildQuestion(readModel))) return;
    rebuild.start(readModel === '' ? 'all' : readModel);
  }

  return (
    <Panel title={title}>
      <Card>
        <Explanation>
          Works the reports out again from everything ever recorded, and swaps them in when done. Nothing recorded changes, and the reports
          keep answering meanwhile. Use it after an upgrade, or when a report looks wrong.
        </Explanation>
        <Row onSubmit={handleSubmit} aria-label="Start a rebuild">
          <Select
            label="Reports to rebuild:"
            placeholder="Every report"
            required={false}
            options={(status.data?.read_models ?? []).map((name) => ({ value: name, label: readModelName(name) }))}
            value={readModel}
            onChange={(event) => select({ read_model: event.target.value })}
          />
          <Button type="submit" disabled={running || rebuild.isPending || !status.data}>
            Rebuild
          </Button>
        </Row>
        {rebuild.isError && <ErrorText role="alert">{failureText(rebuild.error, 'The rebuild could not be started.')}</ErrorText>}
      </Card>
      {status.isPending && <Loading />}
      {status.isError && <ErrorText role="alert">{failureText(status.error, 'The rebuild status could not be loaded.')}</ErrorText>}
      {status.data && !run && <p>No rebuild has run yet.</p>}
      {run && <RunCard run={run} />}
    </Panel>
  );
}
