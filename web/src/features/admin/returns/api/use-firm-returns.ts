import { useQuery } from '@tanstack/react-query';
import { api, type GetAnswer } from '../../../../lib/api';
import { downloadCsv } from '../../../../lib/download-csv';
import { summaryKeys } from '../../summary/api/keys';

/** One investor's line of the Investor Returns table, as the contract declares it (dollars, percent, multiples). */
export type FirmReturnsLine = GetAnswer<'/admin/investor_returns'>['investors'][number];

/** Every investor's portfolio returns as of `asOf` ('YYYY-MM-DD'), or today when it is ''. */
export function useFirmReturns(asOf: string) {
  return useQuery({
    queryKey: summaryKeys.returns(asOf),
    queryFn: ({ signal }) => api.get('/admin/investor_returns', { query: { as_of: asOf === '' ? undefined : asOf }, signal }),
  });
}

/** Saves the table as CSV (investor-returns-as_of.csv), as of the same day as the table shown. */
export const downloadFirmReturns = (asOf: string) =>
  downloadCsv(() => api.download('/admin/investor_returns.csv', { query: { as_of: asOf } }), ['investor-returns', asOf]);
