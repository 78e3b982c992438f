import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@portal/contracts';

/** One store under test (raw INSERTs, Emmett, ours), reduced to what the cases need. */
export interface StoreUnderTest {
  /** Appends to a stream at `expectedVersion`; resolves to the stream's next version. */
  append(streamName: string, events: readonly NewEvent[], expectedVersion: number): Promise<number>;
  /** Reads the whole global log in pages of `pageSize`; null where the store has no log to read (raw INSERTs). */
  readLog: ((pageSize: number) => Promise<number>) | null;
  close(): Promise<void>;
}

export interface StoreCaseSizes {
  readonly writers: number;
  readonly singleAppends: number;
  readonly batches: number;
  readonly batchSize: number;
}

export interface StoreFigures {
  /** Events per second. */
  readonly single: number;
  readonly batch: number;
  /** The log read: events per second, and how many it read of how many were appended. */
  readonly read: { readonly perSecond: number; readonly count: number; readonly appended: number } | null;
}

export const metadata = { actor: 'bench', correlationId: randomUUID(), causationId: null };

/** About 300 bytes of JSON, shaped like a money event. */
const payload = (i: number) => ({
  investorId: randomUUID(),
  propertyId: randomUUID(),
  llcId: randomUUID(),
  amountCents: 125_000 + i,
  currency: 'USD',
  effectiveDate: '2024-06-30',
  memo: 'Quarterly distribution for the Maple Street duplex, net of management fees',
});
const newEvent = (i: number): NewEvent => ({ id: randomUUID(), type: 'IncomeRecorded', data: payload(i) });

/**
 * Each writer appends to its own 20 streams in turn, tracking their versions as a command handler
 * would; resolves to events per second over the whole run.
 */
const writeAll = async (store: StoreUnderTest, writers: number, appendsPerWriter: number, eventsPerAppend: number) => {
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      // `-` in the name: Emmett takes the part before it as the stream's type.
      const streams = Array.from({ length: 20 }, () => ({ name: `bench-${randomUUID()}`, version: 0 }));
      for (let i = 0; i < appendsPerWriter; i++) {
        const stream = streams[i % streams.length]!;
        const events = Array.from({ length: eventsPerAppend }, (_, j) => newEvent(i * eventsPerAppend + j));
        stream.version = await store.append(stream.name, events, stream.version);
      }
    }),
  );
  return (writers * appendsPerWriter * eventsPerAppend) / ((performance.now() - started) / 1000);
};

/** Warm-up, single-event appends, appends of `batchSize`, then the whole log read twice (the second timed). */
export const runStoreCases = async (store: StoreUnderTest, sizes: StoreCaseSizes): Promise<StoreFigures> => {
  const warmUp = Math.min(200, Math.max(5, Math.ceil(sizes.singleAppends / 5)));
  await writeAll(store, sizes.writers, warmUp, 1); // connections and plans
  const single = await writeAll(store, sizes.writers, sizes.singleAppends, 1);
  const batch = await writeAll(store, sizes.writers, sizes.batches, sizes.batchSize);
  const appended = sizes.writers * (warmUp + sizes.singleAppends + sizes.batches * sizes.batchSize);
  if (!store.readLog) return { single, batch, read: null };
  const pageSize = 5_000;
  await store.readLog(pageSize);
  const started = performance.now();
  const count = await store.readLog(pageSize);
  return { single, batch, read: { perSecond: count / ((performance.now() - started) / 1000), count, appended } };
};
