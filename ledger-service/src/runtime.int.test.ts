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
    projections = await startProjections({ pool: otherPool, store: otherStore, projectors: allProjectors, announce: true });
  });
  afterAll(async () => {
    await services.projections.stop();
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

  it('follows writes made through another API process: its waits are answered, and its kept answers move when the ledger could change', async () => {
    // Appended by another process's store: this process's runner never sees the append.
    const append = (streamName: string, event: ReturnType<typeof domainEvent>) =>
      otherStore.append(streamName, [{ id: randomUUID(), type: event.type, data: event.data }], {
        expectedVersion: 'any',
        metadata: { actor: 'test', correlationId: randomUUID(), causationId: null },
      });
    const { lastPosition: partnerAt } = await append('partner-Far', domainEvent('PartnerAdded', { partnerName: 'Far' }));
    expect(await services.projections.waitFor(partnerAt, 5_000)).toBe(true);
    const ledgerAt = `${partnerAt.commit}.${partnerAt.prepare}`;
    expect(await services.readModelVersion('ledger')).toBe(ledgerAt);

    // A sign-in moves every checkpoint, but the ledger keeps nothing of it: its kept answers stay.
    const signIn = domainEvent('LoginFailed', { username: 'nobody', reason: 'unknown_user' });
    const { lastPosition: signInAt } = await append('sign-ins-nobody', signIn);
    expect(await services.projections.waitFor(signInAt, 5_000)).toBe(true);
    expect(services.projections.positions()).toMatchObject({ ledger: signInAt, audit: signInAt });
    expect(await services.readModelVersion('ledger')).toBe(ledgerAt);
  });
});
