import { z } from 'zod';
import { distributionEvents } from './distributions';
import { identityEvents } from './identity';
import { ledgerEvents } from './ledger';
import { noticeEvents } from './notices';
import { statementEvents } from './statements';
import { upcastEventData } from './upcasting';

/**
 * Every event type of the ledger and the schema of its data. Events are validated against these
 * when written (by the command handlers) and when read (by the deciders and projectors).
 */
export const eventSchemas = {
  ...identityEvents,
  ...noticeEvents,
  ...statementEvents,
  ...ledgerEvents,
  ...distributionEvents,
} as const;

type Schemas = typeof eventSchemas;
export type EventType = keyof Schemas;
export type EventData<T extends EventType> = z.infer<Schemas[T]>;

/** A domain event as a discriminated union on `type`. */
export type DomainEvent = { [T in EventType]: { type: T; data: EventData<T> } }[EventType];

export const isEventType = (type: string): type is EventType => Object.hasOwn(eventSchemas, type);

/**
 * Whether an event of this type is about people and their access (investors' registration, portal
 * users, sessions, auditors) or the notices and documents sent to them, rather than money; an unknown type is an
 * error, as in `parseDomainEvent`. Read models of identity skip the rest of the log (most of it)
 * without parsing it, and the ledger skips these.
 */
export const isIdentityEventType = (type: string): boolean => {
  if (!isEventType(type)) throw new Error(`Unknown event type ${type}`);
  return Object.hasOwn(identityEvents, type) || Object.hasOwn(noticeEvents, type) || Object.hasOwn(statementEvents, type);
};

/**
 * Parses an event read from the store, in today's shape whenever it was recorded (`upcastEventData`);
 * unknown types and bad data are errors (the log is the contract).
 */
export const parseDomainEvent = (event: { type: string; data: Readonly<Record<string, unknown>> }): DomainEvent => {
  if (!isEventType(event.type)) throw new Error(`Unknown event type ${event.type}`);
  const data: unknown = eventSchemas[event.type].parse(upcastEventData(event.type, event.data));
  return { type: event.type, data } as DomainEvent;
};

/** Builds an event, checking its data against the schema (used when writing). */
export const domainEvent = <T extends EventType>(type: T, data: EventData<T>): DomainEvent =>
  ({ type, data: eventSchemas[type].parse(data) }) as DomainEvent;

export * from './distributions';
export * from './identity';
export * from './notices';
export * from './people';
export * from './statements';
export * from './upcasting';
export * from './values';
