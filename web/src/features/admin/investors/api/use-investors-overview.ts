import { useQuery } from '@tanstack/react-query';
import { api, type GetAnswer } from '../../../../lib/api';
import { downloadCsv } from '../../../../lib/download-csv';
import { summaryKeys } from '../../summary/api/keys';

/** One investor's line of the Investors table, as the contract declares it (dollars, percent, yes or no). */
export type InvestorLine = GetAnswer<'/admin/investors_overview'>['investors'][number];

/** Every investor's line, as of today. */
export function useInvestorsOverview() {
  return useQuery({
    queryKey: summaryKeys.investors(),
    queryFn: ({ signal }) => api.get('/admin/investors_overview', { signal }),
  });
}

/** Saves the table as CSV (investors-as_of.csv). */
export const downloadInvestors = (asOf: string) => downloadCsv(() => api.download('/admin/investors_overview.csv'), ['investors', asOf]);
