import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventStoreContractSuite } from '../../../testing/event-store-contract';
import { createEsdbEventStore, openEsdbEventStore } from './index';

/**
 * The contract suite against a real EventStoreDB / KurrentDB at ESDB_URL, else skipped under a title
 * saying why. `npm test` starts no container: `npm run test:containers` runs this file against
 * KurrentDB in a container where a Docker engine is (testing/containers.ts).
 */
const serverUrl = process.env.ESDB_URL;

if (!serverUrl) {
  const reason = 'EventStoreDB contract suite skipped: no ESDB_URL (npm run test:containers runs it against KurrentDB in a container)';
  console.info(reason);
  describe.skip(reason, () => {
    it('runs the event store contract suite against EventStoreDB', () => {});
  });
} else {
  const connectionString = serverUrl;

  eventStoreContractSuite(
    'EventStoreDB (ESDB_URL)',
    async () => {
      const store = createEsdbEventStore({ connectionString });
      return { store, cleanup: () => store.close() };
    },
    { globallyUniqueEventIds: false },
  );

  describe('EventStoreDB adapter against the server', () => {
    const metadata = { actor: 'alice', correlationId: randomUUID(), causationId: null };

    it('opens after asking the server for the head of the log', async () => {
      const store = await openEsdbEventStore({ connectionString });
      try {
        const result = await store.append(`test-${randomUUID()}`, [{ id: randomUUID(), type: 'T', data: {} }], {
          expectedVersion: 0,
          metadata,
        });
        expect(await store.headPosition()).toEqual(result.lastPosition);
      } finally {
        await store.close();
      }
    });

    it('keeps the original time of a copied event, and the server time otherwise', async () => {
      const store = createEsdbEventStore({ connectionString });
      try {
        const name = `test-${randomUUID()}`;
        const copied = { id: randomUUID(), type: 'T', data: { n: 1 }, recordedAt: '2021-01-01T01:29:00.007Z' };
        await store.append(name, [copied, { id: randomUUID(), type: 'T', data: { n: 2 } }], { expectedVersion: 0, metadata });
        const [first, second] = await store.readStream(name);
        expect(first!.recordedAt).toBe('2021-01-01T01:29:00.007Z');
        expect(Math.abs(Date.parse(second!.recordedAt) - Date.now())).toBeLessThan(60_000);
      } finally {
        await store.close();
      }
    });
  });
}
