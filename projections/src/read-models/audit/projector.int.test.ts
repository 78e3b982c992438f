import { eventSchemas, type DomainEvent, type RecordedEvent } from '@portal/contracts';
import { sql, type DatabasePool } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabasePool } from '../../db';
import { applyLiveBatch } from '../../runner/apply-batch';
import { ensureProjectorSchema } from '../../runner/schema';
import { createTestDatabase } from '../../testing/test-database';
import { dumpSchema } from '../../testing/ledger-test-support';
import { mainLlcData } from '../../testing/audit-test-support';
import { investorRef } from './people-refs';
import { auditProjector } from './projector';
import { namesProjector } from '../names/projector';
import { migrateSignInAttempts } from '../../sign-in-attempts/schema';
import { createAuditQueries, type AuditEntry, type AuditFilter, type AuditQueries } from './queries';

let database: { url: string; drop: () => Promise<void> };
let pool: DatabasePool;
let audit: AuditQueries;

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const eventId = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const correlation = (n: number) => `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const hash = '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA';

const entry = (at: string, actor: string, stream: string, event: DomainEvent, causationId: string | null = null) => ({
  at,
  actor,
  stream,
  event,
  causationId,
});

/**
 * A small history: the administrator sets up Main LLC, Maple Court and Ann, Ann registers, money is
 * recorded, an income is deleted, and an expense's delete reaches the log before the expense itself
 * (odd, but the trail must not care). Event n has id eventId(n) and correlation id correlation(n).
 */
const history = [
  entry('2026-02-28T23:59:59.999Z', 'system', 'portal-users', {
    type: 'AdministratorAppointed',
    data: { username: 'admin', passwordHash: hash, adminLevel: 1 },
  }),
  entry('2026-03-01T00:00:00.000Z', 'admin', 'llc-Main LLC', {
    type: 'LlcAdded',
    data: mainLlcData,
  }),
  entry('2026-03-01T05:00:00.000Z', 'admin', 'property-Maple Court', {
    type: 'PropertyAdded',
    data: {
      propertyName: 'Maple Court',
      address: '1 Maple Ct',
      purchaseDate: '2023-01-15',
      purchasePriceCents: 250_000_00,
      propertyType: 'Rental',
      pictureUrl: '',
      llcName: 'Main LLC',
      landValueCents: 0,
      propertyValueCents: 0,
    },
  }),
  entry('2026-03-01T05:00:00.000Z', 'admin', 'investor-Ann', {
    type: 'InvestorAdded',
    data: {
      investorId: 'Ann',
      investorName: 'Ann',
      email: 'ann@example.com',
      phone: '555-0100',
      address: '2 Oak St',
      feeBasisPoints: 1000,
      registrationSecret: 'secret-secret-secret-1',
    },
  }),
  entry('2026-03-01T12:00:00.000Z', 'ann', 'portal-users', {
    type: 'PortalUserRegistered',
    data: { userId: 'ann', username: 'ann', passwordHash: hash, investorId: 'Ann' },
  }),
  entry('2026-03-02T09:00:00.000Z', 'admin', 'investor-Ann', {
    type: 'InvestmentMade',
    data: { recordId: id(1), investorId: 'Ann', propertyName: 'Maple Court', amountCents: 100_000_00, date: '2024-01-10' },
  }),
  entry('2026-03-02T10:00:00.000Z', 'admin', 'property-Maple Court', {
    type: 'IncomeRecorded',
    data: {
      recordId: id(2),
      propertyName: 'Maple Court',
      partnerName: null,
      description: 'Rent',
      amountCents: 1_250_00,
      incomeDate: '2024-03-05',
      incomeForMonth: '2024-03',
      category: 'Rent',
    },
  }),
  entry(
    '2026-03-02T10:30:00.000Z',
    'clerk',
    'property-Maple Court',
    { type: 'IncomeVoided', data: { recordId: id(2), propertyName: 'Maple Court' } },
    id(90),
  ),
  entry('2026-03-03T00:00:00.000Z', 'admin', 'property-Maple Court', {
    type: 'ExpenseVoided',
    data: { recordId: id(3), propertyName: 'Maple Court' },
  }),
  entry('2026-03-03T00:00:01.000Z', 'admin', 'property-Maple Court', {
    type: 'PropertyExpenseRecorded',
    data: {
      recordId: id(3),
      propertyName: 'Maple Court',
      partnerName: null,
      investorId: 'Ann',
      description: 'Accountant',
      amountCents: 25_50,
      expenseDate: '2024-04-22',
      expenseForMonth: '2024-04',
      category: 'Taxes',
    },
  }),
  entry('2026-03-04T08:00:00.000Z', 'admin', 'partner-Larry', { type: 'PartnerAdded', data: { partnerName: 'Larry' } }),
  entry('2026-03-05T08:00:00.000Z', 'admin', 'portal-users', { type: 'PortalUserDeleted', data: { userId: 'ann', investorId: 'Ann' } }),
  entry('2026-03-05T23:59:59.999Z', 'mallory', 'logins-mallory', {
    type: 'LoginFailed',
    data: { username: 'mallory', reason: 'unknown_user' },
  }),
];

const recorded: RecordedEvent[] = history.map(({ at, actor, stream, event, causationId }, index) => ({
  id: eventId(index + 1),
  type: event.type,
  data: event.data,
  metadata: { actor, correlationId: correlation(index + 1), causationId },
  recordedAt: at,
  streamName: stream,
  streamVersion: 1,
  position: { commit: BigInt(index + 1), prepare: BigInt(index + 1) },
}));

/** The event numbers (1-based, as in `history`) of a page, newest first. */
const numbers = (entries: readonly AuditEntry[]) => entries.map((e) => recorded.findIndex((r) => r.id === e.eventId) + 1);
const matching = async (filter: AuditFilter) => {
  const page = await audit.page(filter, { page: 1, pageSize: 200 });
  expect(page.total).toBe(page.entries.length);
  return numbers(page.entries);
};

beforeAll(async () => {
  database = await createTestDatabase();
  pool = await createDatabasePool(database.url);
  audit = createAuditQueries(pool);
  await ensureProjectorSchema(pool, auditProjector);
  // The failed sign-ins the trail merges in (none in this history until the last test adds some).
  await migrateSignInAttempts(pool);
  // Uneven batches, one of them holding only the early void.
  for (const [start, end] of [
    [0, 4],
    [4, 8],
    [8, 9],
    [9, 13],
  ] as const)
    await applyLiveBatch(pool, auditProjector, recorded.slice(start, end));
  // The entity filter resolves names through the names read model.
  await ensureProjectorSchema(pool, namesProjector);
  await applyLiveBatch(pool, namesProjector, recorded);
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

describe('the audit read model', () => {
  it('keeps every event, newest first, with time, actor, type, stream, entities, summary and ids', async () => {
    const page = await audit.page({}, { page: 1, pageSize: 50 });
    expect(page.total).toBe(13);
    expect(numbers(page.entries)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    const investment = page.entries.find((e) => e.eventType === 'InvestmentMade');
    expect(investment).toEqual({
      eventId: eventId(6),
      recordedAt: '2026-03-02T09:00:00.000Z',
      actor: 'admin',
      eventType: 'InvestmentMade',
      stream: 'investor-Ann',
      entities: [
        { type: 'investor', name: 'Ann' },
        { type: 'property', name: 'Maple Court' },
      ],
      // People are named by reference (the API writes their names in: people-refs.ts).
      summary: `Investment of $100,000.00 by ${investorRef('Ann')} in Maple Court, dated 01/10/2024`,
      correlationId: correlation(6),
      causationId: null,
      recordId: id(1),
      voidsRecordId: null,
      voidedBy: null,
      voids: null,
    });
    expect(page.entries.find((e) => e.eventType === 'PartnerAdded')!.entities).toEqual([]);
    // Nothing secret reaches the trail.
    expect(JSON.stringify(page)).not.toMatch(/argon2|secret-secret|555-0100/);
  });

  it('shows what voided a record, and what a void voided', async () => {
    const { entries } = await audit.page({}, { page: 1, pageSize: 50 });
    const income = entries.find((e) => e.eventType === 'IncomeRecorded')!;
    const incomeVoid = entries.find((e) => e.eventType === 'IncomeVoided')!;
    const voidRef = {
      eventId: eventId(8),
      eventType: 'IncomeVoided',
      recordedAt: '2026-03-02T10:30:00.000Z',
      actor: 'clerk',
      correlationId: correlation(8),
    };
    expect(income.voidedBy).toEqual({ ...voidRef, summary: `Deleted income record ${id(2)} of Maple Court` });
    expect(income.recordId).toBe(id(2));
    expect(incomeVoid).toMatchObject({
      recordId: null,
      voidsRecordId: id(2),
      causationId: id(90),
      voidedBy: null,
      voids: {
        eventId: eventId(7),
        eventType: 'IncomeRecorded',
        recordedAt: '2026-03-02T10:00:00.000Z',
        actor: 'admin',
        correlationId: correlation(7),
        summary: 'Income of $1,250.00 for Maple Court (Rent, for 03/2024, dated 03/05/2024)',
      },
    });
  });

  it('joins a void that reached the log before its record, in either direction', async () => {
    const { entries } = await audit.page({}, { page: 1, pageSize: 50 });
    const expense = entries.find((e) => e.eventType === 'PropertyExpenseRecorded')!;
    const early = entries.find((e) => e.eventType === 'ExpenseVoided')!;
    expect(expense.voidedBy).toMatchObject({ eventId: eventId(9), eventType: 'ExpenseVoided', correlationId: correlation(9) });
    expect(early.voids).toMatchObject({ eventId: eventId(10), eventType: 'PropertyExpenseRecorded', correlationId: correlation(10) });
    expect(entries.filter((e) => e.voidedBy !== null).map((e) => e.eventType)).toEqual(['PropertyExpenseRecorded', 'IncomeRecorded']);
  });

  it('filters by each thing, its whole history', async () => {
    expect(await matching({ entity: { type: 'property', name: 'Maple Court' } })).toEqual([10, 9, 8, 7, 6, 3]);
    expect(await matching({ entity: { type: 'investor', name: 'Ann' } })).toEqual([12, 10, 6, 5, 4]);
    // One name, one thing: another spelling of a name finds the thing as written (investors are
    // given by id: the API resolves their names).
    expect(await matching({ entity: { type: 'property', name: 'maple  court' } })).toEqual([10, 9, 8, 7, 6, 3]);
    expect(await matching({ entity: { type: 'llc', name: 'Main LLC' } })).toEqual([3, 2]);
    expect(await matching({ entity: { type: 'portal_user', name: 'ann' } })).toEqual([12, 5]);
    expect(await matching({ entity: { type: 'portal_user', name: 'mallory' } })).toEqual([13]);
    expect(await matching({ entity: { type: 'property', name: 'Ann' } })).toEqual([]);
    expect(await matching({ entity: { type: 'investor', name: 'Anne' } })).toEqual([]);
  });

  it('filters by event type and by actor (exact)', async () => {
    expect(await matching({ eventType: 'IncomeVoided' })).toEqual([8]);
    expect(await matching({ eventType: 'CashWithdrawn' })).toEqual([]);
    expect(await matching({ actor: 'clerk' })).toEqual([8]);
    expect(await matching({ actor: 'system' })).toEqual([1]);
    expect(await matching({ actor: 'Admin' })).toEqual([]);
    expect((await matching({ actor: 'admin' })).length).toBe(9);
  });

  it('finds everything one call did by its correlation id', async () => {
    expect(await matching({ correlationId: correlation(8) })).toEqual([8]);
    expect(await matching({ correlationId: 'nobody' })).toEqual([]);
  });

  it('filters by time: from inclusive, before exclusive, until inclusive, to the millisecond', async () => {
    expect(await matching({ recordedFrom: '2026-03-05T00:00:00.000Z' })).toEqual([13, 12]);
    expect(await matching({ recordedBefore: '2026-03-01T00:00:00.000Z' })).toEqual([1]);
    expect(await matching({ recordedUntil: '2026-03-01T00:00:00.000Z' })).toEqual([2, 1]);
    expect(await matching({ recordedFrom: '2026-03-01T00:00:00.000Z', recordedBefore: '2026-03-02T00:00:00.000Z' })).toEqual([5, 4, 3, 2]);
    expect(await matching({ recordedFrom: '2026-03-01T05:00:00.000Z', recordedUntil: '2026-03-01T05:00:00.000Z' })).toEqual([4, 3]);
    expect(await matching({ recordedFrom: '2026-03-05T23:59:59.999Z', recordedUntil: '2026-03-05T23:59:59.999Z' })).toEqual([13]);
    // Another offset is the same instant.
    expect(await matching({ recordedUntil: '2026-02-28T18:59:59.999-05:00' })).toEqual([1]);
  });

  it('combines filters', async () => {
    const maple = { type: 'property', name: 'Maple Court' } as const;
    expect(await matching({ entity: maple, actor: 'admin' })).toEqual([10, 9, 7, 6, 3]);
    expect(await matching({ entity: maple, actor: 'admin', recordedFrom: '2026-03-02T10:00:00.000Z' })).toEqual([10, 9, 7]);
    expect(
      await matching({ entity: maple, eventType: 'IncomeRecorded', actor: 'admin', recordedBefore: '2026-03-03T00:00:00.000Z' }),
    ).toEqual([7]);
    expect(await matching({ entity: { type: 'investor', name: 'Ann' }, eventType: 'PortalUserRegistered', actor: 'ann' })).toEqual([5]);
    expect(await matching({ entity: maple, eventType: 'LlcAdded' })).toEqual([]);
  });

  it('pages newest first with the total on every page', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => audit.page({}, { page, pageSize: 5 })));
    expect(pages.map((p) => numbers(p.entries))).toEqual([[13, 12, 11, 10, 9], [8, 7, 6, 5, 4], [3, 2, 1], []]);
    expect(pages.map((p) => p.total)).toEqual([13, 13, 13, 13]);
    const filtered = await audit.page({ entity: { type: 'property', name: 'Maple Court' } }, { page: 2, pageSize: 4 });
    expect({ numbers: numbers(filtered.entries), total: filtered.total }).toEqual({ numbers: [6, 3], total: 6 });
  });

  it('lists the filter choices: every event type, every actor, every thing named (deleted users too)', async () => {
    const options = await audit.options();
    // mallory only ever failed to sign in: what was typed stays out of the lists (still in the trail).
    expect(options.actors).toEqual(['admin', 'ann', 'clerk', 'system']);
    expect(options.entities).toEqual({ property: ['Maple Court'], investor: ['Ann'], llc: ['Main LLC'], portal_user: ['admin', 'ann'] });
    expect(options.eventTypes).toHaveLength(Object.keys(eventSchemas).length);
    expect(options.eventTypes).toEqual([...options.eventTypes].sort());
    expect(options.eventTypes.slice(0, 3)).toEqual(['AdministratorAppointed', 'AdministratorDismissed', 'AuditorAdded']);
  });

  it('builds byte-identical tables from the same log, whatever the batches', async () => {
    const oneBatch = { ...auditProjector, schema: 'rm_audit_one' };
    const single = { ...auditProjector, schema: 'rm_audit_single' };
    await ensureProjectorSchema(pool, oneBatch);
    await ensureProjectorSchema(pool, single);
    await applyLiveBatch(pool, oneBatch, recorded);
    for (const event of recorded) await applyLiveBatch(pool, single, [event]);
    const live = await dumpSchema(pool, 'rm_audit');
    expect(live.events).toHaveLength(13);
    expect(live.event_entities).toHaveLength(17);
    expect(await dumpSchema(pool, 'rm_audit_one')).toEqual(live);
    expect(await dumpSchema(pool, 'rm_audit_single')).toEqual(live);
  });

  it('merges failed sign-ins from the attempts store by time, as LoginFailed entries, under the same filters', async () => {
    const attemptId = '30000000-0000-4000-8000-000000000001';
    await pool.query(sql.unsafe`
      INSERT INTO sign_in_attempts.failures (id, first_at, at, username, reason, client_address, attempts, correlation_id)
      VALUES (${attemptId}, '2026-03-02T09:30:00Z', '2026-03-02T09:30:00Z', 'ann', 'wrong_password', '192.0.2.7', 1, 'attempt-call'),
             ('30000000-0000-4000-8000-000000000002', '2026-03-04T00:00:00Z', '2026-03-04T00:10:00Z', 'zed', 'throttled', '192.0.2.8', 12, 'flood')`);
    const page = await audit.page({}, { page: 1, pageSize: 50 });
    expect(page.total).toBe(15);
    const order = page.entries.map((e) =>
      e.stream === 'sign-in-attempts' ? e.eventId : recorded.findIndex((r) => r.id === e.eventId) + 1,
    );
    expect(order).toEqual([13, 12, 11, '30000000-0000-4000-8000-000000000002', 10, 9, 8, 7, attemptId, 6, 5, 4, 3, 2, 1]);
    expect(page.entries[8]).toEqual({
      eventId: attemptId,
      recordedAt: '2026-03-02T09:30:00.000Z',
      actor: 'ann',
      eventType: 'LoginFailed',
      stream: 'sign-in-attempts',
      entities: [{ type: 'portal_user', name: 'ann' }],
      summary: 'Failed sign-in as ann (wrong password) from 192.0.2.7',
      correlationId: 'attempt-call',
      causationId: null,
      recordId: null,
      voidsRecordId: null,
      voidedBy: null,
      voids: null,
    });
    expect(page.entries[3]!.summary).toBe(
      'Failed sign-in as zed (refused after too many failed attempts) from 192.0.2.8, 12 attempts from 2026-03-04 00:00:00 UTC to 2026-03-04 00:10:00 UTC',
    );
    expect((await audit.page({ eventType: 'LoginFailed' }, { page: 1, pageSize: 50 })).entries.map((e) => e.actor)).toEqual([
      'mallory',
      'zed',
      'ann',
    ]);
    expect((await audit.page({ actor: 'ann' }, { page: 1, pageSize: 50 })).entries.map((e) => e.eventType)).toEqual([
      'LoginFailed',
      'PortalUserRegistered',
    ]);
    expect((await audit.page({ entity: { type: 'portal_user', name: 'zed' } }, { page: 1, pageSize: 50 })).total).toBe(1);
    expect((await audit.page({ correlationId: 'flood' }, { page: 1, pageSize: 50 })).total).toBe(1);
    expect(
      (
        await audit.page(
          { recordedFrom: '2026-03-04T00:10:00.000Z', recordedBefore: '2026-03-05T00:00:00.000Z' },
          { page: 1, pageSize: 50 },
        )
      ).entries.map((e) => e.actor),
    ).toEqual(['admin', 'zed']);
    // Filters no attempt can match keep the log order of events alone.
    expect(await matching({ eventType: 'IncomeRecorded' })).toEqual([7]);
    const second = await audit.page({}, { page: 2, pageSize: 4 });
    expect(second.entries.map((e) => e.eventId)).toEqual(page.entries.slice(4, 8).map((e) => e.eventId));
  });
});
