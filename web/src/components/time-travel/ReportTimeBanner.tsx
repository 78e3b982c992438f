import { Link, type To } from 'react-router-dom';
import styled from 'styled-components';
import { reportTimeMeaning, reportTimeText, type ReportTime } from '../../lib/report-time';
import { Banner } from '../ui';

const Headline = styled.strong`
  display: block;
`;

const Meaning = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Back = styled(Link)`
  font-weight: 600;
  white-space: nowrap;
`;

export interface ReportTimeBannerProps {
  time: ReportTime;
  /** What the page shows: 'Statement' ('Statement as of 12/31/2024, as known on ...'), 'Report'. */
  noun: string;
  /** The page as of today. */
  todayLink: To;
  className?: string;
}

/**
 * Over figures of another time: which view it is ('Statement as of 12/31/2024, as known on
 * 01/15/2025 5:00 PM'), what that leaves out, and the way back to today. A landmark named by its
 * noun ('Statement date'); nothing when the view is today's.
 */
export function ReportTimeBanner({ time, noun, todayLink, className }: ReportTimeBannerProps) {
  if (time.asOf === null && time.knownOn === null) return null;
  return (
    <Banner $tone="past" aria-label={`${noun} date`} className={className}>
      <p>
        <Headline>{reportTimeText(time, noun)}</Headline>
        <Meaning>{reportTimeMeaning(time)}</Meaning>
      </p>
      <Back to={todayLink}>Back to today</Back>
    </Banner>
  );
}
