import type { QueryKey } from '@tanstack/react-query';
import { NOW, type ReportTime } from '../../../lib/report-time';

/** The view in time closes every key, so the same report at another time is a query of its own. */
const at = (time: ReportTime) => [time.asOf, time.knownOn] as const;

/** Query keys of the investor summary feature; everything under `all` is dropped on sign-out. */
export const investorSummaryKeys = {
  all: ['investor-summary'] as const,
  /** `investorName` '' is the signed-in investor's own summary (route `/investor`). */
  summary: (investorName: string, time: ReportTime = NOW) => [...investorSummaryKeys.all, 'summary', investorName, ...at(time)] as const,
  property: (investorName: string, propertyName: string, time: ReportTime = NOW) =>
    [...investorSummaryKeys.all, 'property', investorName, propertyName, ...at(time)] as const,
  /** `propertyName` '' is the whole portfolio. */
  returns: (investorName: string, propertyName: string, time: ReportTime = NOW) =>
    [...investorSummaryKeys.all, 'returns', investorName, propertyName, ...at(time)] as const,
};

/**
 * While the same report loads at another time, the one on screen stays (marked busy by the page)
 * rather than the page emptying and losing the property opened; another investor's never stands in.
 */
export const keepWhileTimeChanges =
  (queryKey: QueryKey) =>
  <T>(previous: T | undefined, previousQuery: { queryKey: QueryKey } | undefined): T | undefined => {
    const subject = (key: QueryKey) => JSON.stringify(key.slice(0, -2));
    return previousQuery && subject(previousQuery.queryKey) === subject(queryKey) ? previous : undefined;
  };
