import { useQuery } from '@tanstack/react-query';
import { NOW, type ReportTime } from '../../../lib/report-time';
import { keepWhileTimeChanges } from './keys';
import { investorSummaryQuery } from './queries';
import { useLoggedError } from './use-logged-error';

/** The summary of `investorName`, or of the signed-in investor when it is absent, at `time` (today unless given). */
export function useInvestorSummary(investorName: string | undefined, time: ReportTime = NOW) {
  const options = investorSummaryQuery(investorName ?? '', time);
  const query = useQuery({ ...options, placeholderData: keepWhileTimeChanges(options.queryKey) });
  useLoggedError(query.error, 'investor summary');
  return query;
}
