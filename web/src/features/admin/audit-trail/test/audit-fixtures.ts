import { vi } from 'vitest';
import type { MockReply } from '../../../../test/mock-fetch';
import type { AuditEvent, AuditOptions, AuditPage, AuditVoid } from '../api/answers';

export const INCOME_ID = '6f1c2a4e-8b1d-4c7e-9a55-0d2f3b4c5d6e';
export const VOID_EVENT_ID = 'aa00bb11-2c3d-4e5f-8a9b-0c1d2e3f4a5b';
export const VOID_CORRELATION = 'c0ffee00-1111-4222-8333-444455556666';

export const OPTIONS: AuditOptions = {
  event_types: ['IncomeRecorded', 'IncomeVoided', 'PropertyAdded'],
  actors: ['admin', 'ops'],
  entities: {
    property: ['Maple Court', 'Elm Lot'],
    investor: ['Ann Lee'],
    llc: ['Oak LLC'],
    portal_user: ['ann'],
  },
};

const base = {
  stream: 'property-Maple Court',
  causation_id: null,
  record_id: null,
  voids_record_id: null,
  voided_by: null,
  voids: null,
} satisfies Partial<AuditEvent>;

/** The income the void cancelled, as the void points at it. */
const incomeReference: AuditVoid = {
  event_id: '11111111-2222-4333-8444-555555555555',
  event_type: 'IncomeRecorded',
  recorded_at: '2024-03-09T14:05:00Z',
  actor: 'ops',
  correlation_id: '22222222-3333-4444-8555-666666666666',
  summary: 'Income of $2,400.00 on Maple Court: March rent',
};

/** The delete: a void naming the income. */
export const voidEvent: AuditEvent = {
  ...base,
  event_id: VOID_EVENT_ID,
  recorded_at: '2024-03-10T15:30:00Z',
  actor: 'admin',
  event_type: 'IncomeVoided',
  entities: [{ type: 'property', name: 'Maple Court' }],
  summary: `Deleted income record ${INCOME_ID} of Maple Court`,
  correlation_id: VOID_CORRELATION,
  voids_record_id: INCOME_ID,
  voids: incomeReference,
};

/** How another entry points at `event`. */
function referenceTo({ event_id, event_type, recorded_at, actor, correlation_id, summary }: AuditEvent): AuditVoid {
  return { event_id, event_type, recorded_at, actor, correlation_id, summary };
}

/** The income the void cancelled. */
export const voidedIncome: AuditEvent = {
  ...base,
  ...incomeReference,
  entities: [
    { type: 'property', name: 'Maple Court' },
    { type: 'investor', name: 'Ann Lee' },
  ],
  record_id: INCOME_ID,
  voided_by: referenceTo(voidEvent),
};

export const propertyAdded: AuditEvent = {
  ...base,
  event_id: '33333333-4444-4555-8666-777777777777',
  recorded_at: '2024-01-02T09:00:00Z',
  actor: 'admin',
  event_type: 'PropertyAdded',
  entities: [
    { type: 'property', name: 'Maple Court' },
    { type: 'llc', name: 'Oak LLC' },
  ],
  summary: 'Property Maple Court added to Oak LLC',
  correlation_id: '44444444-5555-4666-8777-888888888888',
};

export const pageOf = (events: AuditEvent[], total = events.length, page = 1): AuditPage => ({ events, total, page, page_size: 50 });

/** Query parameters of every `GET /admin/audit_log` the page sent, in order. */
export function auditQueries(): Record<string, string>[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/admin/audit_log')
    .map((url) => Object.fromEntries(url.searchParams));
}

/** The latest audit query's parameters (the one being answered, inside a handler). */
export const lastAuditQuery = (): Record<string, string> => auditQueries().at(-1) ?? {};

/** A handler answering `GET /admin/audit_log` from the query it was asked. */
export const answerBy = (reply: (query: Record<string, string>) => MockReply) => (): MockReply => reply(lastAuditQuery());
