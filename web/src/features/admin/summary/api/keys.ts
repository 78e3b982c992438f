import { adminKeys } from '../../../../lib/admin-keys';

export const summaryKeys = {
  all: [...adminKeys.all, 'summary'] as const,
  totals: () => [...summaryKeys.all, 'totals'] as const,
  /** Every investor's returns (the Investor Returns table). */
  returns: (asOf: string) => [...summaryKeys.all, 'returns', asOf] as const,
};
