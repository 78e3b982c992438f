import { isIdentityEventType, parseDomainEvent, type DomainEvent, type RecordedEvent } from '@portal/contracts';

/**
 * For the read models of people and their access (investors, portal users), which most of the log
 * (the money) cannot change: whether a batch holds any of their events (`Projector.touches`), and
 * those events parsed, the rest skipped without parsing.
 */
export const touchesIdentity = (events: readonly RecordedEvent[]): boolean => events.some(({ type }) => isIdentityEventType(type));

export const identityEventsOf = (events: readonly RecordedEvent[]): { recorded: RecordedEvent; event: DomainEvent }[] =>
  events.filter(({ type }) => isIdentityEventType(type)).map((recorded) => ({ recorded, event: parseDomainEvent(recorded) }));
