import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { parseDomainEvent, type EventStore } from '@portal/contracts';
import { createTestDatabase } from '@portal/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRuntime, startServices, type Runtime } from '../../runtime';
import { derivedUuid } from '../../shared/ids';
import { startTestServer, testAdmin, testMasterKey, type TestServer } from '../../testing/test-server';
import { hashPassword, verifyPassword } from '../../areas/users/passwords';
import { isEnvelope } from '../../shared/personal-data/envelope';
import { createPersonalData, investorSubject, type PersonalData } from '../../shared/personal-data/personal-data';
import { runProtectLog } from './protect-log';
import { portalUsersStream } from '../../shared/streams';

/** A log written before sealing: events with clear values, appended as an older version did. */
const appendOldStyle = async (store: EventStore, oldHash: string, newHash: string) => {
  const meta = { actor: 'admin', correlationId: randomUUID(), causationId: null };
  await store.append(
    'investor-old olive',
    [
      {
        id: randomUUID(),
        type: 'InvestorAdded',
        data: {
          investorName: 'Old Olive',
          email: 'olive@old.example',
          phone: '555-0199',
          address: '7 Old Road',
          feeBasisPoints: 1000,
          registrationSecret: 'old-clear-secret-0123456789',
        },
      },
    ],
    { expectedVersion: 0, metadata: meta },
  );
  const version = (await store.readStream(portalUsersStream)).length;
  await store.append(
    portalUsersStream,
    [
      { id: randomUUID(), type: 'PortalUserRegistered', data: { username: 'olive', passwordHash: oldHash, investorName: 'Old Olive' } },
      { id: randomUUID(), type: 'PortalUserPasswordChanged', data: { username: 'olive', passwordHash: newHash } },
    ],
    { expectedVersion: version, metadata: meta },
  );
};

let source: TestServer;
let target: Runtime;
let dropTarget: () => Promise<void>;
let targetData: PersonalData;
const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });

beforeAll(async () => {
  source = await startTestServer();
  const database = await createTestDatabase();
  dropTarget = database.drop;
  target = await openRuntime({ databaseUrl: database.url, dataDir: '/nonexistent' });
  targetData = createPersonalData(target.pool, testMasterKey);
});
afterAll(async () => {
  await target?.close();
  await dropTarget?.();
  await source?.stop();
});

const protect = () =>
  runProtectLog({
    source: { store: source.runtime.recordedStore, countEvents: source.runtime.countEvents, personalData: source.services.personalData },
    target: { store: target.store, db: target.pool, personalData: targetData },
    log: () => {},
    progressStream: quiet,
  });

describe('npm run protect-log', () => {
  it('copies a log with clear personal values into one where each is sealed and people are named by id, keeping ids, order and what was sealed before', async () => {
    const admin = await source.loginAs(testAdmin.username, testAdmin.password);
    const sealedBefore = await source.call('POST', '/admin/add_investor', {
      token: admin,
      body: { name: 'New Nora', email: 'nora@new.example', phone: '555-0111', address: '9 New St', fee_percentage: 0 },
    });
    expect(sealedBefore.status).toBe(201);
    await appendOldStyle(source.runtime.store, await hashPassword('olive-first-pass'), await hashPassword('olive-second-pass'));

    // The old log keeps replaying: its clear values read as they are.
    await source.caughtUp();
    const trail = await source.call('GET', '/admin/audit_log?entity_type=investor&entity_name=Old%20Olive', { token: admin });
    expect((trail.body.events as { summary: string }[]).map((event) => event.summary)).toContain(
      'Investor Old Olive added (email olive@old.example, fee 10%)',
    );
    expect(await source.loginAs('olive', 'olive-second-pass')).toBeTruthy();

    const result = await protect();
    expect(result.completed).toBe(true);
    const copied = await target.store.readAll({ after: null, limit: 10_000 });
    const original = await source.runtime.recordedStore.readAll({ after: null, limit: 10_000 });
    const oliveAdded = original.find((event) => event.type === 'InvestorAdded' && event.data.investorName === 'Old Olive')!;
    const oliveId = derivedUuid(oliveAdded.id, 'investor');
    const oliveUserId = derivedUuid(
      original.find((event) => event.type === 'PortalUserRegistered' && !('userId' in event.data))!.id,
      'user',
    );
    // The same events, in the same order, at the same times; Old Olive's stream is named by her new id,
    // and what her user did by theirs.
    const shape = (event: (typeof copied)[number]) => [event.id, event.type, event.streamVersion, event.recordedAt, event.metadata];
    const moved = (event: (typeof original)[number]) =>
      event.metadata.actor === 'olive' ? { ...event, metadata: { ...event.metadata, actor: oliveUserId } } : event;
    expect(copied.map(shape)).toEqual(original.map(moved).map(shape));
    expect(copied.map((event) => event.streamName)).toEqual(
      original.map((event) =>
        event.streamName === 'investor-old olive'
          ? `investor-${oliveId}`
          : event.streamName === 'logins-olive'
            ? `logins-${oliveUserId}`
            : event.streamName,
      ),
    );
    const text = JSON.stringify(copied.map((event) => event.data));
    for (const clear of [
      'olive@old.example',
      '555-0199',
      '7 Old Road',
      'old-clear-secret-0123456789',
      '$argon2',
      'nora@new.example',
      'Old Olive',
      '"olive"',
      'New Nora',
    ]) {
      expect(text, clear).not.toContain(clear);
    }

    const events = copied.map(parseDomainEvent);
    const olive = events.find((event) => event.type === 'InvestorAdded' && event.data.investorId === oliveId);
    if (olive?.type !== 'InvestorAdded') throw new Error('Old Olive was not copied');
    expect(isEnvelope(olive.data.investorName)).toBe(true);
    expect(olive.data.orderKey).toEqual(expect.any(String));
    expect(await targetData.revealAll([olive.data.investorName, olive.data.email, olive.data.phone, olive.data.address])).toEqual([
      'Old Olive',
      'olive@old.example',
      '555-0199',
      '7 Old Road',
    ]);
    expect(olive.data.secretDigest).toMatch(/^[0-9a-f]{64}$/);
    // Her user is named by an id, the username sealed under her key.
    const registered = events.find((event) => event.type === 'PortalUserRegistered' && event.data.userId === oliveUserId);
    if (registered?.type !== 'PortalUserRegistered') throw new Error("Old Olive's user was not copied");
    expect(registered.data.investorId).toBe(oliveId);
    expect(await targetData.reveal(registered.data.username)).toBe('olive');
    // Sealed by the source before the copy: readable with the key carried over.
    const nora = events.find((event) => event.type === 'InvestorAdded' && event.data.investorId !== oliveId);
    if (nora?.type !== 'InvestorAdded') throw new Error('New Nora was not copied');
    expect(await targetData.reveal(nora.data.email)).toBe('nora@new.example');
    expect(await targetData.reveal(nora.data.investorName)).toBe('New Nora');
    // The password change is sealed under the investor's key, like the registration.
    const changed = events.find((event) => event.type === 'PortalUserPasswordChanged');
    if (changed?.type !== 'PortalUserPasswordChanged') throw new Error('the password change was not copied');
    expect(changed.data.userId).toBe(oliveUserId);
    expect(await verifyPassword(await targetData.reveal(changed.data.passwordHash), 'olive-second-pass')).toBe(true);

    // The new log reads as the old one did: its directory finds her, her user signs in with her password.
    const services = await startServices(target, { masterKey: testMasterKey });
    try {
      await services.runner.catchUp();
      const people = await services.people.current();
      expect(people.investorNamed('old olive')).toMatchObject({ id: oliveId, name: 'Old Olive', streamName: `investor-${oliveId}` });
      const user = await services.users.byId(people.userNamed('OLIVE')!.userId);
      expect(await verifyPassword(await targetData.reveal(user!.password_hash), 'olive-second-pass')).toBe(true);
    } finally {
      await services.projections.stop();
    }
    await targetData.forget(investorSubject(oliveId));
    expect(await targetData.revealAll([changed.data.passwordHash, olive.data.investorName])).toEqual(['[erased]', '[erased]']);
  });

  it('resumes where it stopped: a second run copies only what was appended since', async () => {
    const before = (await target.store.readAll({ after: null, limit: 10_000 })).length;
    expect((await protect()).copiedThisRun).toBe(0);
    await source.call('POST', '/admin/add_expense_category', {
      token: await source.loginAs(testAdmin.username, testAdmin.password),
      body: { category_name: 'Protected Later' },
    });
    const again = await protect();
    expect(again.copiedThisRun).toBeGreaterThanOrEqual(1);
    expect((await target.store.readAll({ after: null, limit: 10_000 })).length).toBe(before + again.copiedThisRun);
  });
});
