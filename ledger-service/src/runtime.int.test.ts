import { randomUUID } from 'node:crypto';
import { domainEvent } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjectors, createDatabasePool, startProjections, type DatabasePool, type ProjectionsHandle } from '@portal/projections';
import { createTestDatabase } from '@portal/projections/testing';
import { createPostgresEventStore } from './infrastructure/event-store/postgres';
import { openRuntime, startServices, type Runtime, type Services } from './runtime';
import { testMasterKey } from './testing/test-server';

describe('projectors in their own process (PROJECTIONS=external)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let runtime: Runtime;
  let services: Services;
  let otherPool: DatabasePool;
  let otherStore: ReturnType<typeof createPostgresEventStore>;
  let projections: ProjectionsHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    runtime = await openRuntime({ databaseUrl: database.url, dataDir: '/nonexistent' });
    services = await startServices(runtime, { masterKey: testMasterKey, projectionsInProcess: false });
    // What `npm run projections` does, with its own connections as another process would have.
    otherPool = await createDatabasePool(database.url);
    otherStore = createPostgresEventStore({ connectionString: database.url });
    projections = await startProjections({ pool: otherPool, store: otherStore, projectors: allProjectors });
  });
  afterAll(async () => {
    await projections.stop();
    await otherStore.close();
    await otherPool.end();
    await runtime.close();
    await database.drop();
  });

  it('a command returns once the other process has projected it, so the caller reads its own write', async () => {
    for (let i = 0; i < 5; i++) {
      const investorName = `Remote ${i}`;
      const added = domainEvent('InvestorAdded', {
        investorId: investorName,
        investorName,
        email: 'r@example.com',
        phone: '1',
        address: 'a',
        feeBasisPoints: 0,
        registrationSecret: randomUUID().replaceAll('-', ''),
      });
      await services.runner.record(`investor-${investorName}`, [added], { actor: 'test', correlationId: randomUUID() });
      expect((await services.investors.all()).map((investor) => investor.investor_id)).toContain(investorName);
    }
  });

  it('says where each read model stands from the database, so kept answers move with the other process', async () => {
    const before = await services.readModelVersion('ledger');
    const added = domainEvent('InvestorAdded', {
      investorId: 'Remote versions',
      investorName: 'Remote versions',
      email: 'r@example.com',
      phone: '1',
      address: 'a',
      feeBasisPoints: 0,
      registrationSecret: randomUUID().replaceAll('-', ''),
    });
    const { lastPosition } = await services.runner.record('investor-Remote versions', [added], {
      actor: 'test',
      correlationId: randomUUID(),
    });
    const after = await services.readModelVersion('ledger');
    expect(after).not.toBe(before);
    expect(after).toBe(`${lastPosition.commit}.${lastPosition.prepare}`);
    await expect(services.readModelVersion('no such read model')).rejects.toThrow('No projector named no such read model');
  });
});
