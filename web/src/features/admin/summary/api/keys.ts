import { adminKeys } from '../../../../lib/admin-keys';
import { NOW, type ReportTime } from '../../../../lib/report-time';

export const summaryKeys = {
  all: [...adminKeys.all, 'summary'] as const,
  /** The firm's totals at a view in time (today's unless given). */
  totals: (time: ReportTime = NOW) => [...summaryKeys.all, 'totals', time.asOf, time.knownOn] as const,
  /** Every investor's line of the Investors table (the landing). */
  investors: () => [...summaryKeys.all, 'investors'] as const,
  /** Every investor's returns (the Investor Returns table). */
  returns: (asOf: string) => [...summaryKeys.all, 'returns', asOf] as const,
};
