import type { AuditEntityType } from '@portal/contracts/api';

/** How each kind of entity is named: in the kind select, and inside a sentence ('History of LLC Oak'). */
export const ENTITY_KINDS: Record<AuditEntityType, { label: string; noun: string }> = {
  property: { label: 'Property', noun: 'property' },
  investor: { label: 'Investor', noun: 'investor' },
  llc: { label: 'LLC', noun: 'LLC' },
  portal_user: { label: 'Portal User', noun: 'portal user' },
};

/** 'property Maple Court' */
export const entityText = (type: AuditEntityType, name: string): string => `${ENTITY_KINDS[type].noun} ${name}`;

/** The first 8 characters of a UUID, enough to tell ids apart on one screen. */
export const shortId = (id: string): string => id.slice(0, 8);
