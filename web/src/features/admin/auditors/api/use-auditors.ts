import { useQuery } from '@tanstack/react-query';
import type { GetAnswer } from '../../../../lib/api';
import { listQuery } from '../../api/list-query';
import { auditorKeys } from './keys';

/** One auditor: `registered` once they have registered with their secret. */
export type AuditorRow = GetAnswer<'/admin/auditors'>[number];

export const auditorsQuery = listQuery(auditorKeys.list(), '/admin/auditors');

export function useAuditors() {
  return useQuery(auditorsQuery);
}
