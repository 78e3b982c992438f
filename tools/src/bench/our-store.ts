import type { EventStore, LogPosition } from '@portal/contracts';
import { createPostgresEventStore, migratePostgresEventStore } from '@portal/ledger-service';
import { metadata, type StoreUnderTest } from './store-cases';

/** Reads the whole log through the port, page after page; resolves to the number of events. */
export const readWholeLog = async (store: EventStore, pageSize: number): Promise<number> => {
  let count = 0;
  for (let after: LogPosition | null = null; ;) {
    const page = await store.readAll({ after, limit: pageSize });
    count += page.length;
    if (page.length < pageSize) return count;
    after = page[page.length - 1]!.position;
  }
};

/** Our PostgreSQL store, through the port the command handlers use. */
export const openOurStore = async (url: string, writers: number): Promise<StoreUnderTest> => {
  await migratePostgresEventStore(url);
  const store = createPostgresEventStore({ connectionString: url, poolSize: writers });
  return {
    append: async (streamName, events, expectedVersion) =>
      (await store.append(streamName, events, { expectedVersion, metadata })).nextExpectedVersion,
    readLog: (pageSize) => readWholeLog(store, pageSize),
    close: () => store.close(),
  };
};
