import { adminKeys } from '../../../../lib/admin-keys';

/** The withdrawal maxima the server computes for a selection. */
export const withdrawalKeys = {
  all: [...adminKeys.all, 'withdrawal-maxima'] as const,
  cash: (investorName: string) => [...withdrawalKeys.all, 'cash', investorName] as const,
  investment: (investorName: string, propertyName: string) => [...withdrawalKeys.all, 'investment', investorName, propertyName] as const,
  deposit: (propertyName: string) => [...withdrawalKeys.all, 'deposit', propertyName] as const,
};
