import { adminKeys } from '../../../../lib/admin-keys';

export const taxKeys = {
  all: [...adminKeys.all, 'taxes'] as const,
  llc: (llcName: string, taxYear: string) => [...taxKeys.all, 'llc', llcName, taxYear] as const,
  property: (propertyName: string, taxYear: string) => [...taxKeys.all, 'property', propertyName, taxYear] as const,
};
