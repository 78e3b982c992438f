import { adminKeys } from '../../../../lib/admin-keys';

export const landContractKeys = {
  all: [...adminKeys.all, 'land-contract'] as const,
  of: (propertyName: string) => [...landContractKeys.all, 'contract', propertyName] as const,
  payoff: (propertyName: string, goodThrough: string) => [...landContractKeys.all, 'payoff', propertyName, goodThrough] as const,
};
