import { adminKeys } from '../../api/admin-keys';

/** Rebuilding the read models: the latest run. */
export const rebuildKeys = {
  all: [...adminKeys.all, 'rebuild'] as const,
  status: () => [...rebuildKeys.all, 'status'] as const,
};
