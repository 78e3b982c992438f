import { useQuery } from '@tanstack/react-query';
import { api, type GetAnswer } from '../../../../lib/api';
import { downloadCsv } from '../../../../lib/download-csv';
import type { ReportTime } from '../../../../lib/report-time';
import { restatementKeys } from './keys';

/** What changed after a moment (contracts/src/api/restatements.ts): dollars, and the events behind each change. */
export type Restatements = GetAnswer<'/admin/restatements'>;
export type Restatement = Restatements['restatements'][number];
export type RestatementEvent = Restatement['events'][number];

/** The call's query: the moment, and the day (today when none). */
const restatementsQuery = (knownOn: string, asOf: string | null) => ({ known_on: knownOn, as_of: asOf ?? undefined });

/** Idle until a moment is chosen. */
export function useRestatements(time: ReportTime) {
  const { knownOn, asOf } = time;
  return useQuery({
    queryKey: restatementKeys.of(time),
    queryFn: ({ signal }) => api.get('/admin/restatements', { query: restatementsQuery(knownOn ?? '', asOf), signal }),
    enabled: knownOn !== null,
  });
}

/** Saves the same list as CSV (restatements-<as_of>-known-on-<moment>.csv), with the same query as the table. */
export const downloadRestatements = (knownOn: string, asOf: string | null) =>
  downloadCsv(
    () => api.download('/admin/restatements.csv', { query: restatementsQuery(knownOn, asOf) }),
    ['restatements', asOf === null ? 'today' : `as-of-${asOf}`, `known-on-${knownOn}`],
  );
