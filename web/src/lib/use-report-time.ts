import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams, type To } from 'react-router-dom';
import { NOW, reportTimeOf, withReportTime, type ReportTime } from './report-time';

/**
 * The page's view in time, kept in its URL beside the other parameters (`?action=...&as_of=...`):
 * a reload, Back or a shared link shows the same view. A change replaces the history entry (picking a
 * day is not navigating), and `todayLink` is this page without them. `knownOn` false (an investor's
 * page) never reads `known_on`.
 */
export function useReportTime({ knownOn = true }: { knownOn?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const time = useMemo(() => reportTimeOf(params, { knownOn }), [params, knownOn]);

  const setTime = useCallback((next: ReportTime) => setParams((current) => withReportTime(current, next), { replace: true }), [setParams]);

  const search = withReportTime(params, NOW).toString();
  const todayLink: To = { pathname, search: search === '' ? '' : `?${search}` };
  return { time, setTime, todayLink };
}
