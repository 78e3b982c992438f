import { randomUUID } from 'node:crypto';
import type { DomainEvent, EventStore, LogPosition } from '@portal/contracts';
import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { changesNoFigure } from '../read-models/ledger/figure-free-events';

/**
 * Test support only (imported by the *.int.test.ts files): appends ledger events to the streams the
 * command handlers use, and reads the projector's rows back in a stable order.
 */
export const streamOf = (event: DomainEvent): string => {
  switch (event.type) {
    case 'InvestorAdded':
    case 'InvestmentMade':
    case 'InvestmentWithdrawn':
    case 'CashWithdrawn':
    case 'CashWithdrawalVoided':
      return `investor-${event.data.investorId}`;
    case 'LlcAdded':
    case 'LlcExpenseRecorded':
    case 'LlcExpenseVoided':
      return `llc-${event.data.llcName}`;
    case 'PartnerAdded':
      return `partner-${event.data.partnerName}`;
    case 'ExpenseCategoryAdded':
      return 'expense-categories';
    case 'PeriodClosed':
    case 'PeriodReopened':
      return 'periods';
    case 'InvestorPageViewed':
      return 'investor-page-views';
    case 'AuditorRead':
      return `auditor-reads-${event.data.username}`;
    case 'TotpEnrollmentStarted':
    case 'TotpEnabled':
    case 'TotpCodeUsed':
    case 'RecoveryCodeUsed':
    case 'TotpDisabled':
    case 'TotpReset':
      return `totp-${event.data.userId}`;
    default:
      // The other events the figures ignore are the users' and auditors'; every other one is a property's.
      return changesNoFigure(event) ? 'portal-users' : `property-${event.data.propertyName}`;
  }
};

/** Appends each run of consecutive events of one stream in one append; returns the last position. */
export const appendLedgerEvents = async (store: EventStore, events: readonly DomainEvent[]): Promise<LogPosition | null> => {
  let last: LogPosition | null = null;
  for (let start = 0; start < events.length;) {
    const stream = streamOf(events[start]!);
    let end = start + 1;
    while (end < events.length && streamOf(events[end]!) === stream) end++;
    const result = await store.append(
      stream,
      events.slice(start, end).map((event) => ({ id: randomUUID(), type: event.type, data: event.data })),
      { expectedVersion: 'any', metadata: { actor: 'test', correlationId: randomUUID(), causationId: null } },
    );
    last = result.lastPosition;
    start = end;
  }
  return last;
};

const allocationRow = z.object({
  investorId: z.string(),
  propertyName: z.string(),
  month: z.string(),
  allocatedCents: z.coerce.number(),
  feeCents: z.coerce.number(),
  ownExpensesCents: z.coerce.number(),
  incomeCents: z.coerce.number(),
});

/** The allocation rows of a schema, ordered as `computeLedgerRows` orders them (property, month, investor). */
export const readAllocationRows = async (db: CommonQueryMethods, schema = 'rm_ledger') =>
  z.array(allocationRow).parse(
    await db.any(sql.unsafe`
      SELECT investor_id AS "investorId", property_name AS "propertyName", month, allocated_cents AS "allocatedCents",
             fee_cents AS "feeCents", own_expenses_cents AS "ownExpensesCents", income_cents AS "incomeCents"
      FROM ${sql.identifier([schema, 'allocation_rows'])}
      ORDER BY property_name COLLATE "C", month, investor_id COLLATE "C"`),
  );

/** Every table of a schema as sorted JSON rows: two read models are equal when these are. */
export const dumpSchema = async (db: CommonQueryMethods, schema: string): Promise<Record<string, string[]>> => {
  const tables = z
    .array(z.string())
    .parse(
      await db.anyFirst(
        sql.unsafe`SELECT tablename FROM pg_tables WHERE schemaname = ${schema} AND tablename <> 'checkpoint' ORDER BY tablename`,
      ),
    );
  const dump: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = z
      .array(z.string())
      .parse(await db.anyFirst(sql.unsafe`SELECT row_to_json(t)::text FROM ${sql.identifier([schema, table])} t`));
    dump[table] = rows.sort();
  }
  return dump;
};
