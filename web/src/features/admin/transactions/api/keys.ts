import { adminKeys } from '../../../../lib/admin-keys';

/** The deletable rows of a property or an LLC. */
export const transactionKeys = {
  all: [...adminKeys.all, 'transactions'] as const,
  property: (propertyName: string) => [...transactionKeys.all, 'property', propertyName] as const,
  llc: (llcName: string) => [...transactionKeys.all, 'llc', llcName] as const,
};
