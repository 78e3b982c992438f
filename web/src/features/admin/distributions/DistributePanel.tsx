import { useRole } from '../../auth';
import { Explanation, Panel } from '../layout/Panel';
import { useUrlSelection } from '../layout/use-url-selection';
import { PlanForm } from './PlanForm';
import { RunCard } from './RunCard';
import { RunsCard } from './RunsCard';

/**
 * 'Distribute' (docs/distributions.md): pays investors their cash in one run. An administrator plans
 * a draft (which records nothing), reviews its lines and totals, and confirms it once; the confirmed
 * run's ACH file goes to the bank and its CSV to the firm's records. The run shown is kept in the URL
 * (`&run=...`). An auditor reads the runs and downloads the CSV.
 */
export function DistributePanel({ title }: { title: string }) {
  const admin = useRole() === 'admin';
  const [{ run }, select] = useUrlSelection(['run'] as const);
  return (
    <Panel title={title}>
      {admin && (
        <>
          <Explanation>
            A distribution pays each investor from their cash balance as of its date: what is dated after that day is left out. Planning
            shows every payment before anything is recorded; investors without payment details, paid by hold, with a change waiting for
            review or under the minimum are skipped, with the reason.
          </Explanation>
          <PlanForm onPlanned={(runId) => select({ run: runId })} />
        </>
      )}
      {run !== '' && <RunCard key={run} runId={run} admin={admin} onDiscarded={() => select({ run: '' })} />}
      <RunsCard onOpen={(runId) => select({ run: runId })} />
    </Panel>
  );
}
