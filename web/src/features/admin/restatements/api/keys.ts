import { adminKeys } from '../../../../lib/admin-keys';
import type { ReportTime } from '../../../../lib/report-time';

export const restatementKeys = {
  all: [...adminKeys.all, 'restatements'] as const,
  of: (time: ReportTime) => [...restatementKeys.all, time.asOf, time.knownOn] as const,
};
