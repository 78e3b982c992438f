import { adminKeys } from '../../../../lib/admin-keys';

export const periodKeys = {
  all: [...adminKeys.all, 'periods'] as const,
};
