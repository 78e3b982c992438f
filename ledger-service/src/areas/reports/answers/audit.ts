import type { CallResponse, getAuditOptions } from '@portal/contracts/api';
import { withPeopleNamed, type AuditEntity, type AuditEntry, type AuditEventReference, type AuditOptions } from '@portal/projections';
import type { People } from '../../../shared/personal-data/directory';

/**
 * The audit trail's answers. The read model names investors and portal users by id (actors,
 * entities, the references in sentences); they are named here as the directory names them now: the
 * name, or an erased investor's pseudonym (docs/personal-data.md).
 */

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Names the people of an entry's sentences, its actor and its entities. */
export const entryNamer = (people: People) => {
  const sentence = (text: string) =>
    withPeopleNamed(text, (kind, id) => (kind === 'investor' ? people.investorName(id) : people.userName(id)));
  const entity = ({ type, name }: AuditEntity) => ({
    type,
    name: type === 'investor' ? people.investorName(name) : type === 'portal_user' ? people.userName(name) : name,
  });
  const reference = (ref: AuditEventReference | null): AuditEventReference | null =>
    ref && { ...ref, actor: people.userName(ref.actor), summary: sentence(ref.summary) };
  return (entry: AuditEntry): AuditEntry => ({
    ...entry,
    actor: people.userName(entry.actor),
    entities: entry.entities.map(entity),
    summary: sentence(entry.summary),
    voidedBy: reference(entry.voidedBy),
    voids: reference(entry.voids),
  });
};

const referenceToWire = (reference: AuditEventReference | null) =>
  reference === null
    ? null
    : {
        event_id: reference.eventId,
        event_type: reference.eventType,
        recorded_at: reference.recordedAt,
        actor: reference.actor,
        correlation_id: reference.correlationId,
        summary: reference.summary,
      };

export const entryToWire = (entry: AuditEntry) => ({
  event_id: entry.eventId,
  recorded_at: entry.recordedAt,
  actor: entry.actor,
  event_type: entry.eventType,
  stream: entry.stream,
  entities: entry.entities.map(({ type, name }) => ({ type, name })),
  summary: entry.summary,
  correlation_id: entry.correlationId,
  causation_id: entry.causationId,
  record_id: entry.recordId,
  voids_record_id: entry.voidsRecordId,
  voided_by: referenceToWire(entry.voidedBy),
  voids: referenceToWire(entry.voids),
});

/** The filter lists, people named and every list in code-unit order. */
export const optionsToWire = (options: AuditOptions, people: People): CallResponse<typeof getAuditOptions> => {
  const named = (names: readonly string[], nameOf: (id: string) => string) => [...new Set(names.map(nameOf))].sort(byCodeUnits);
  return {
    event_types: options.eventTypes,
    actors: named(options.actors, people.userName),
    entities: {
      ...options.entities,
      investor: named(options.entities.investor, people.investorName),
      portal_user: named(options.entities.portal_user, people.userName),
    },
  };
};
