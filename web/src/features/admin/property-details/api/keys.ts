import { adminKeys } from '../../../../lib/admin-keys';

export const propertyDetailKeys = {
  all: [...adminKeys.all, 'property-details'] as const,
  of: (propertyName: string) => [...propertyDetailKeys.all, propertyName] as const,
};
