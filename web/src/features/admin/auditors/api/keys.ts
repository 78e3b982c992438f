import { adminKeys } from '../../../../lib/admin-keys';

/** Auditors: who was added, and whether they registered. Their secrets are never kept in the cache. */
export const auditorKeys = {
  all: [...adminKeys.all, 'auditors'] as const,
  list: () => [...auditorKeys.all, 'list'] as const,
};
