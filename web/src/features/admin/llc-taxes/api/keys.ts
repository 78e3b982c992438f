import { adminKeys } from '../../../../lib/admin-keys';
import { NOW, type ReportTime } from '../../../../lib/report-time';

export const taxKeys = {
  all: [...adminKeys.all, 'taxes'] as const,
  llc: (llcName: string, taxYear: string, time: ReportTime = NOW) =>
    [...taxKeys.all, 'llc', llcName, taxYear, time.asOf, time.knownOn] as const,
  property: (propertyName: string, taxYear: string, time: ReportTime = NOW) =>
    [...taxKeys.all, 'property', propertyName, taxYear, time.asOf, time.knownOn] as const,
};
