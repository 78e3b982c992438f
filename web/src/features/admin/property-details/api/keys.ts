import { adminKeys } from '../../../../lib/admin-keys';
import { NOW, type ReportTime } from '../../../../lib/report-time';

export const propertyDetailKeys = {
  all: [...adminKeys.all, 'property-details'] as const,
  of: (propertyName: string, time: ReportTime = NOW) => [...propertyDetailKeys.all, propertyName, time.asOf, time.knownOn] as const,
};
