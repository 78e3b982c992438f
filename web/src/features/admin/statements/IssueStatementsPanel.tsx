import { useRole } from '../../auth';
import { lastQuarterThrough } from '../../statements/period';
import styled from 'styled-components';
import { Explanation, Panel } from '../layout/Panel';
import { useUrlSelection } from '../layout/use-url-selection';
import { usePeriods } from '../periods/api/use-periods';
import { Loading } from '../../../components/ui';
import { IssuedCard } from './IssuedCard';
import { IssueForm } from './IssueForm';
import type { PeriodChoice } from './PeriodFields';
import { RunCard } from './RunCard';
import { TestMailCard } from './TestMailCard';

/** Under the heading, as close to the form as the panel's cards are to each other. */
const Intro = styled(Explanation)`
  margin: 0;
  max-width: 48rem;
`;

/** Today's date in the reader's zone, `YYYY-MM-DD`. */
const today = () => new Date().toLocaleDateString('en-CA');

/** The quarter first offered: the last whole one the books are closed through, else the last one ended. */
function firstChoice(closedThrough: string | null): PeriodChoice {
  const { year, quarter } = lastQuarterThrough(closedThrough ?? today());
  return { kind: 'quarter', year: String(year), quarter: String(quarter), fromMonth: '', throughMonth: '' };
}

/**
 * 'Issue Statements' (docs/statements.md): each investor's capital account for a closed period as a
 * PDF, issued to all investors or those chosen, followed as it renders and is mailed; then any
 * investor's statements to download and verify. The run and the investor shown are kept in the URL
 * (`&run=...&investor=...`). Last, a test e-mail to try the mail settings the notices go by. An auditor
 * reads the lists and the PDFs and is offered no Issue and no test e-mail.
 */
export function IssueStatementsPanel({ title }: { title: string }) {
  const admin = useRole() === 'admin';
  const periods = usePeriods();
  const [{ run, investor }, select] = useUrlSelection(['run', 'investor'] as const);
  return (
    <Panel title={title}>
      {admin && (
        <>
          <Intro>
            A statement is an investor&apos;s capital account for whole months, computed from the books as they stand when it is issued, for
            a closed period only. Each investor with an e-mail on file is told it is ready; the e-mail carries no figure.
          </Intro>
          {periods.isPending ? (
            <Loading lines={3} />
          ) : (
            <IssueForm initial={firstChoice(periods.data?.closed_through ?? null)} onIssued={(runId) => select({ run: runId })} />
          )}
        </>
      )}
      {run !== '' && <RunCard key={run} runId={run} admin={admin} />}
      <IssuedCard investor={investor} onInvestor={(name) => select({ investor: name })} admin={admin} />
      {admin && <TestMailCard />}
    </Panel>
  );
}
