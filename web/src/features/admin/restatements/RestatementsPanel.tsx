import styled from 'styled-components';
import { ReportTimeFields } from '../../../components/time-travel';
import { Card, Loading } from '../../../components/ui';
import { formatDate, formatDateTime } from '../../../lib/format';
import { formatMoment } from '../../../lib/report-time-text';
import { useReportTime } from '../../../lib/use-report-time';
import { useLogFailure } from '../api/use-log-failure';
import { Select } from '../form-kit';
import { Failure } from '../layout/Failure';
import { Explanation, Panel, SectionHeading } from '../layout/Panel';
import { spreadRow } from '../layout/rows';
import { DownloadButton } from '../llc-taxes/DownloadButton';
import { usePeriods, type Periods } from '../periods/api/use-periods';
import { downloadRestatements, useRestatements } from './api/use-restatements';
import { RestatementsTable } from './RestatementsTable';

const CloseChoice = styled.div`
  max-width: 34rem;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Header = styled.div`
  ${spreadRow}
  align-items: start;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  & p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

type Close = Periods['history'][number];

/** A period close as a choice: 'Closed through 12/31/2024, on 01/15/2025, 5:00 PM by admin'. */
const closeLabel = (close: Close) =>
  `Closed through ${close.through === null ? 'nothing' : formatDate(close.through)}, on ${formatDateTime(close.recorded_at)} by ${close.actor}`;

/** The same instant, however it is written ('...T17:00:00.000Z', '...T12:00:00-05:00'). */
const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/**
 * 'Restatements' (docs/time-travel.md): pick a moment (a period close, or any date and time) and
 * optionally a day; each investor's Total Investments, Total Income and Cash Balance as of that day,
 * as known at that moment beside as known now, where they differ, with the events recorded since
 * that moved them (each one a link into the audit trail) and the same list as CSV. The choice is kept
 * in the URL (`known_on`, `as_of`). Read-only: auditors have it too.
 */
export function RestatementsPanel({ title }: { title: string }) {
  const { time, setTime } = useReportTime();
  const periods = usePeriods();
  useLogFailure(periods.error, 'Error fetching periods:');
  const restatements = useRestatements(time);
  useLogFailure(restatements.error, 'Error fetching restatements:');

  const closes = (periods.data?.history ?? []).filter((change) => change.action === 'close');
  const neverClosed = periods.data !== undefined && closes.length === 0;
  const chosenClose = time.knownOn === null ? undefined : closes.find((close) => sameInstant(close.recorded_at, time.knownOn!));
  const { data } = restatements;

  return (
    <Panel title={title}>
      <Card>
        <SectionHeading>Compare With</SectionHeading>
        <Explanation>
          Each investor&apos;s figures as they were known at a moment, beside the same figures as known now: what a statement sent then
          would show differently today.
        </Explanation>
        <CloseChoice>
          <Select
            label="Period close"
            placeholder={neverClosed ? 'No period has been closed' : 'Choose a period close'}
            required={false}
            disabled={neverClosed}
            options={closes.map((close) => ({ value: close.recorded_at, label: closeLabel(close) }))}
            value={chosenClose?.recorded_at ?? ''}
            onChange={(event) => {
              const close = closes.find((candidate) => candidate.recorded_at === event.target.value);
              if (close) setTime({ asOf: close.through, knownOn: close.recorded_at });
            }}
          />
        </CloseChoice>
        <ReportTimeFields time={time} onChange={setTime} knownOn label="Moment compared" />
        <Hint>
          Or set any moment in As known on. Choosing a close also sets As of to the day it closed through; with As of empty the figures are
          today&apos;s.
        </Hint>
      </Card>
      <Card>
        {time.knownOn === null ? (
          <Status>Choose a period close or a moment to see what has changed since.</Status>
        ) : restatements.isPending ? (
          <Loading />
        ) : restatements.isError ? (
          <Failure error={restatements.error} fallback="The restatements could not be loaded." />
        ) : (
          data && (
            <>
              <Header>
                <div>
                  <SectionHeading>Changed since {formatMoment(data.known_on)}</SectionHeading>
                  <p>Figures as of {formatDate(data.as_of)}: as known then, as known now, and the change.</p>
                </div>
                <DownloadButton label="Download CSV" download={() => downloadRestatements(time.knownOn!, time.asOf)} />
              </Header>
              <RestatementsTable rows={data.restatements} time={time} />
            </>
          )
        )}
      </Card>
    </Panel>
  );
}
