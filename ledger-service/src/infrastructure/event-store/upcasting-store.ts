import { upcastRecorded, type EventStore } from '@portal/contracts';

/**
 * The event store as the product reads it: every event in today's shape, whenever it was recorded
 * (contracts/src/events/upcasting.ts, docs/decisions/versioned-events.md). Reads of a stream, pages
 * of the log and subscriptions alike, whichever adapter is underneath; appends pass through. Events
 * written today come back as the same objects: no copy on the hot path.
 */
export const withUpcasting = (store: EventStore): EventStore => ({
  append: (streamName, events, options) => store.append(streamName, events, options),
  ...(store.appendAtomically && { appendAtomically: (appends) => store.appendAtomically!(appends) }),
  readStream: async (streamName) => (await store.readStream(streamName)).map(upcastRecorded),
  readAll: async (options) => (await store.readAll(options)).map(upcastRecorded),
  subscribe: (options) => store.subscribe({ ...options, onEvents: (events) => options.onEvents(events.map(upcastRecorded)) }),
  headPosition: () => store.headPosition(),
  close: () => store.close(),
});
