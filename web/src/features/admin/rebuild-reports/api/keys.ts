import { adminKeys } from '../../../../lib/admin-keys';

/** Rebuilding the read models: the latest run. */
export const rebuildKeys = {
  all: [...adminKeys.all, 'rebuild'] as const,
  status: () => [...rebuildKeys.all, 'status'] as const,
};
