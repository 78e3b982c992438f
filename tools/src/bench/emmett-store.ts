import { dumbo } from '@event-driven-io/dumbo';
import { getPostgreSQLEventStore, readMessagesBatch } from '@event-driven-io/emmett-postgresql';
import { metadata, type StoreUnderTest } from './store-cases';

/**
 * The anchor: Emmett's PostgreSQL event store 0.42 (a dev dependency of the bench only,
 * never in the product), appending with the expected version as ours does, and its global log read
 * `readMessagesBatch` (pages by global position: it can skip events that commit late; docs/bench.md).
 * Loading it sets `pg`'s type parsers for the whole process, so it runs in a process of its own.
 */
export const openEmmettStore = async (url: string): Promise<StoreUnderTest> => {
  // dumbo's pool is pg's with its default 10 connections (it takes no size): enough for 8 writers.
  const pool = dumbo({ connectionString: url });
  const store = getPostgreSQLEventStore(url, { connectionOptions: { dumbo: pool } });
  await store.schema.migrate();
  return {
    append: async (streamName, events, expectedVersion) => {
      const appended = await store.appendToStream(
        streamName,
        events.map((event) => ({ type: event.type, data: { ...event.data }, metadata: { ...metadata, messageId: event.id } })),
        { expectedStreamVersion: BigInt(expectedVersion) },
      );
      return Number(appended.nextExpectedStreamVersion);
    },
    readLog: async (pageSize) => {
      let count = 0;
      for (let after = 0n; ;) {
        const batch = await readMessagesBatch(pool.execute, { after, batchSize: pageSize });
        count += batch.messages.length;
        if (!batch.areMessagesLeft) return count;
        after = batch.currentGlobalPosition;
      }
    },
    close: () => store.close(),
  };
};
