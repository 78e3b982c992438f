import type { AuditEntityType } from '@portal/contracts/api';

/** What the audit trail says about events, and the entities it names (summaries.ts describes each event type). */

export interface AuditEntity {
  readonly type: AuditEntityType;
  readonly name: string;
}

/** What the audit trail says about one event: who it concerns, in words, and which record it makes or voids. */
export interface EventDescription {
  readonly entities: readonly AuditEntity[];
  /** One readable sentence; never a password hash, a registration secret or any other secret. */
  readonly summary: string;
  /** The ledger record this event created. */
  readonly recordId: string | null;
  /** For a *Voided event: the record it voids. */
  readonly voidsRecordId: string | null;
}

export const property = (name: string): AuditEntity => ({ type: 'property', name });
/** An investor and a portal user are named by id (the API names them: people-refs.ts). */
export const investor = (investorId: string): AuditEntity => ({ type: 'investor', name: investorId });
export const llc = (name: string): AuditEntity => ({ type: 'llc', name });
export const portalUser = (userId: string): AuditEntity => ({ type: 'portal_user', name: userId });

export const described = (
  entities: AuditEntity[],
  summary: string,
  ids: { recordId?: string; voidsRecordId?: string } = {},
): EventDescription => ({
  entities,
  summary,
  recordId: ids.recordId ?? null,
  voidsRecordId: ids.voidsRecordId ?? null,
});

/** A void names only the record (it may even reach the read model before the record does). */
export const voided = (what: string, owner: AuditEntity, recordId: string): EventDescription =>
  described([owner], `Deleted ${what} record ${recordId} of ${owner.name}`, { voidsRecordId: recordId });
