import styled from 'styled-components';
import { ReportTimeBanner, ReportTimeFields } from '../../../components/time-travel';
import { useReportTime } from '../../../lib/use-report-time';

/** Under a card's selectors: a little room above, the fields at their own width. */
const Row = styled.div`
  &:not(:first-child) {
    margin-top: ${({ theme }) => theme.space.md};
  }
`;

/** Spaced by the panel's own gap. */
const Banner = styled(ReportTimeBanner)`
  margin-bottom: 0;
`;

/**
 * A report panel's view in time (docs/time-travel.md): 'As of' and 'As known on', kept in the admin
 * page's URL beside `?action=` (`&as_of=2024-12-31&known_on=...`) and sent with each of the panel's
 * calls and CSV downloads. `fields` go in the panel's selector card, `banner` under it.
 */
export function usePanelTime() {
  const { time, setTime, todayLink } = useReportTime();
  return {
    time,
    fields: (
      <Row>
        <ReportTimeFields time={time} onChange={setTime} knownOn label="Report date" />
      </Row>
    ),
    banner: <Banner time={time} noun="Report" todayLink={todayLink} />,
  };
}
