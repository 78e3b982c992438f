import { usePrefetchQuery, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { downloadCsv } from '../../../lib/download-csv';
import { NOW, type ReportTime } from '../../../lib/report-time';
import type { InvestorReturns } from './answers';
import { keepWhileTimeChanges } from './keys';
import { investorReturnsQuery, returnsQuery } from './queries';
import { useLoggedError } from './use-logged-error';

/** The returns of docs/figures.md (Returns) at `time` (today unless given): the whole portfolio, or one property. */
export function useInvestorReturns(investorName: string, propertyName?: string, time: ReportTime = NOW) {
  const options = investorReturnsQuery(investorName, propertyName, time);
  const query = useQuery({ ...options, placeholderData: keepWhileTimeChanges(options.queryKey) });
  useLoggedError(query.error, 'investor returns');
  return query;
}

/**
 * The returns of each of the investor's properties at `time`, in the order of `propertyNames`: each
 * undefined until it has loaded, null when it could not be (the rest of the page goes on without it).
 * A property's panel reads the same answers.
 */
export function usePropertiesReturns(investorName: string, propertyNames: readonly string[], time: ReportTime = NOW) {
  return useQueries({
    queries: propertyNames.map((propertyName) => {
      const options = investorReturnsQuery(investorName, propertyName, time);
      return { ...options, placeholderData: keepWhileTimeChanges(options.queryKey) };
    }),
    combine: answersOf,
  });
}

/** Each answer, null for one that failed; one function for every render, so the list keeps its identity until an answer changes. */
const answersOf = (results: readonly { data?: InvestorReturns; isError: boolean }[]) =>
  results.map((result) => result.data ?? (result.isError ? null : undefined));

/** Starts fetching the portfolio's returns alongside the summary, so they are there when the summary shows. */
export const usePrefetchInvestorReturns = (investorName: string, time: ReportTime = NOW) =>
  usePrefetchQuery(investorReturnsQuery(investorName, undefined, time));

/**
 * Saves the flows behind loaded returns as CSV (flows-investor[-property]-as_of.csv), for a
 * spreadsheet's XIRR: the same day and, when they were read as known at a moment, the same moment.
 */
export const downloadFlows = ({
  investor_name,
  property_name,
  as_of,
  known_on,
}: Pick<InvestorReturns, 'investor_name' | 'property_name' | 'as_of' | 'known_on'>) =>
  downloadCsv(
    () =>
      api.download('/api/investor_returns.csv', {
        query: { ...returnsQuery(investor_name, property_name ?? undefined), as_of, known_on: known_on ?? undefined },
      }),
    ['flows', investor_name, ...(property_name === null ? [] : [property_name]), as_of],
  );
