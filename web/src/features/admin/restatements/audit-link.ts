import { localDayOf } from '../../../lib/report-time-text';
import { NO_FILTERS, withFilters } from '../audit-trail/audit-filters';
import type { RestatementEvent } from './api/use-restatements';

/**
 * Where the audit trail shows an event of a restatement. The trail cannot be filtered to one event id,
 * so this is the trail filtered to the event's type, its actor and the local day it was recorded on:
 * the event is among the few there.
 */
export function auditTrailLink(event: RestatementEvent): string {
  const day = localDayOf(event.recorded_at);
  const params = withFilters(new URLSearchParams({ action: 'audit-trail' }), {
    ...NO_FILTERS,
    eventType: event.type,
    actor: event.actor,
    from: day,
    to: day,
  });
  return `/admin?${params.toString()}`;
}
