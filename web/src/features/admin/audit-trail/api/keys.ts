import { adminKeys } from '../../../../lib/admin-keys';
import type { AuditQuery } from './answers';

/** The audit trail: pages of the event log and the filters' choices. */
export const auditKeys = {
  all: [...adminKeys.all, 'audit'] as const,
  options: () => [...auditKeys.all, 'options'] as const,
  page: (query: AuditQuery) => [...auditKeys.all, 'page', query] as const,
};
