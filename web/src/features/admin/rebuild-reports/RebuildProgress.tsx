import styled from 'styled-components';
import { formatCount } from '../../../lib/format';
import type { RebuildRun } from './api/answers';

const Bar = styled.progress`
  display: block;
  width: 100%;
  height: 1.25rem;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const Caption = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

/** Percent done when the total is known (and not zero); null while it cannot be told. */
export function percentDone({ processed, total, state }: RebuildRun): number | null {
  if (state === 'succeeded') return 100;
  if (total === null || total <= 0) return null;
  return Math.min(100, Math.floor((processed / total) * 100));
}

/** 'N of M events' when the total is known, else how many so far. */
export function eventsText({ processed, total }: RebuildRun): string {
  return total === null ? `${formatCount(processed)} events so far` : `${formatCount(processed)} of ${formatCount(total)} events`;
}

/**
 * How far the replay has come: a progress bar at processed/total, or an indeterminate one (no
 * value) while the store cannot count the log.
 */
export function RebuildProgress({ run }: { run: RebuildRun }) {
  const percent = percentDone(run);
  return (
    <div>
      {percent === null ? (
        <Bar aria-label="Rebuild progress" aria-valuetext={eventsText(run)} />
      ) : (
        <Bar aria-label="Rebuild progress" max={100} value={percent} aria-valuetext={`${percent}% (${eventsText(run)})`} />
      )}
      <Caption>
        {eventsText(run)}
        {percent !== null && ` (${percent}%)`}
      </Caption>
    </div>
  );
}
