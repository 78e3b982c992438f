import type { RecordedEvent } from '../event-store';
import { peopleByIdUpcasters } from './people';

/**
 * Events that change shape (docs/decisions/versioned-events.md, docs/recipes/change-an-event.md).
 * The log never changes, so an event recorded in an older shape is read in today's: every event
 * type has a schema version (1, or one more for each step below), and each step reads the version
 * before it as its own. Steps recognise the older shape by its fields (the log holds no version
 * number), so each must leave an event already in its shape unchanged: a step applied twice, or to
 * an event written today, changes nothing.
 *
 * Applied wherever events are read: the event store the product opens reads every event through
 * `upcastRecorded` (ledger-service/src/infrastructure/event-store/upcasting-store.ts), so projectors, rebuilds,
 * time travel, subscriptions and both adapters (PostgreSQL, EventStoreDB) see one shape, and
 * `parseDomainEvent` applies it too for events read any other way.
 */

export type EventData = Readonly<Record<string, unknown>>;

export interface Upcaster {
  /** The version this step brings an event to (the one before is read as input). */
  readonly toVersion: number;
  /** Why the shape changed, for whoever reads the registry. */
  readonly why: string;
  /** Today's shape of data in the version before; data already in this version comes back as it is. */
  readonly upcast: (data: EventData) => EventData;
}

/** Every event type's steps, oldest first. A type without steps is at version 1. */
export const upcasters: Readonly<Record<string, readonly Upcaster[]>> = {
  ...peopleByIdUpcasters,
};

/** The version an event type's data is written in today. */
export const schemaVersionOf = (type: string): number => 1 + (upcasters[type]?.length ?? 0);

/** An event's data in today's shape, whenever it was recorded: the same object when nothing changed (no copy). */
export const upcastEventData = (type: string, data: EventData): EventData => {
  const steps = upcasters[type];
  if (steps === undefined) return data;
  let upcast = data;
  for (const step of steps) upcast = step.upcast(upcast);
  return upcast;
};

/** A recorded event in today's shape: the same object when nothing changed. */
export const upcastRecorded = (recorded: RecordedEvent): RecordedEvent => {
  const data = upcastEventData(recorded.type, recorded.data);
  return data === recorded.data ? recorded : { ...recorded, data };
};
