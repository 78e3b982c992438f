import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { StartedKurrentDbContainer } from '@testcontainers/kurrentdb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventStoreContractSuite } from '../contract-suite';
import { createEsdbEventStore, openEsdbEventStore } from './index';

/**
 * The contract suite against a real EventStoreDB / KurrentDB: the one at ESDB_URL, else a container
 * started through the Docker engine (image ESDB_TEST_IMAGE), else skipped under a title saying why.
 */
const serverUrl = process.env.ESDB_URL;
const dockerEngine = existsSync('/var/run/docker.sock') || Boolean(process.env.DOCKER_HOST);
const image = process.env.ESDB_TEST_IMAGE ?? 'kurrentplatform/kurrentdb:25.0';

if (!serverUrl && !dockerEngine) {
  const reason = 'EventStoreDB contract suite skipped: no ESDB_URL and no Docker engine (/var/run/docker.sock, DOCKER_HOST)';
  console.info(reason);
  describe.skip(reason, () => {
    it('runs the event store contract suite against EventStoreDB', () => {});
  });
} else {
  let connectionString = serverUrl ?? '';
  let container: StartedKurrentDbContainer | undefined;

  beforeAll(async () => {
    if (serverUrl) return;
    // Loaded only here: testcontainers is heavy and useless without an engine.
    const { KurrentDbContainer } = await import('@testcontainers/kurrentdb');
    container = await new KurrentDbContainer(image).start();
    connectionString = container.getConnectionString();
  }, 180_000);
  afterAll(async () => {
    await container?.stop();
  });

  eventStoreContractSuite(
    `EventStoreDB (${serverUrl ? 'ESDB_URL' : image})`,
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
