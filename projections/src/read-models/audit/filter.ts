import type { EventType } from '@portal/contracts';
import type { AuditEntity } from './summaries';

/** Every filter is optional; together they all apply. */
export interface AuditFilter {
  entity?: AuditEntity;
  eventType?: EventType;
  actor?: string;
  /** Everything one call (or CLI run) did. */
  correlationId?: string;
  /** Recorded at or after this instant (ISO 8601). */
  recordedFrom?: string;
  /** Recorded before this instant (exclusive). */
  recordedBefore?: string;
  /** Recorded at or before this instant (inclusive). */
  recordedUntil?: string;
  /**
   * The actor and the portal user as they were asked, before they were turned into user ids: failed
   * sign-ins (kept outside the log) hold what was typed, not an id.
   */
  asTyped?: { actor?: string; portalUser?: string };
}
