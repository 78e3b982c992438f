import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors';
import { parseInput } from '../../shared/parse-input';
import { getAuditLog } from '@portal/contracts/api';
import { auditFilterOf } from './audit-query';

const auditLogQuery = getAuditLog.query;

const filterOf = (query: Record<string, string | string[]>) => {
  const parsed = parseInput(auditLogQuery, query);
  return { filter: auditFilterOf(parsed), page: parsed.page, pageSize: parsed.page_size };
};

const messageOf = (query: Record<string, string | string[]>): string => {
  try {
    parseInput(auditLogQuery, query);
  } catch (error) {
    if (error instanceof AppError && error.status === 400) return error.message;
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(query)}`);
};

describe('the audit log query', () => {
  it('asks for everything, page 1 of 50, when nothing is given', () => {
    expect(filterOf({})).toEqual({ filter: {}, page: 1, pageSize: 50 });
  });

  it('turns every filter into the read model’s', () => {
    expect(
      filterOf({
        entity_type: 'property',
        entity_name: 'Maple Court',
        event_type: 'IncomeRecorded',
        actor: 'admin',
        correlation_id: 'c-1',
        page: '3',
        page_size: '200',
      }),
    ).toEqual({
      filter: { entity: { type: 'property', name: 'Maple Court' }, eventType: 'IncomeRecorded', actor: 'admin', correlationId: 'c-1' },
      page: 3,
      pageSize: 200,
    });
  });

  it.each([
    [
      { from: '2026-03-01', to: '2026-03-01' },
      { recordedFrom: '2026-03-01T00:00:00.000Z', recordedBefore: '2026-03-02T00:00:00.000Z' },
    ],
    [{ to: '2024-02-29' }, { recordedBefore: '2024-03-01T00:00:00.000Z' }],
    [{ to: '2026-12-31' }, { recordedBefore: '2027-01-01T00:00:00.000Z' }],
  ])('reads dates as UTC days: from at midnight, to up to the next midnight (exclusive): %o', (query, filter) => {
    expect(filterOf(query).filter).toEqual(filter);
  });

  it.each([
    [
      { from: '2026-03-01T05:00:00.000Z', to: '2026-03-01T23:59:59.999Z' },
      { recordedFrom: '2026-03-01T05:00:00.000Z', recordedUntil: '2026-03-01T23:59:59.999Z' },
    ],
    [
      { from: '2026-03-01T05:00:00+02:00', to: '2026-03-01T05:00Z' },
      { recordedFrom: '2026-03-01T05:00:00+02:00', recordedUntil: '2026-03-01T05:00Z' },
    ],
    // Equal bounds are one instant.
    [
      { from: '2026-03-01T05:00:00.000Z', to: '2026-03-01T05:00:00.000Z' },
      { recordedFrom: '2026-03-01T05:00:00.000Z', recordedUntil: '2026-03-01T05:00:00.000Z' },
    ],
    // A date-time and a date may be mixed.
    [
      { from: '2026-03-01T23:59:59.999Z', to: '2026-03-01' },
      { recordedFrom: '2026-03-01T23:59:59.999Z', recordedBefore: '2026-03-02T00:00:00.000Z' },
    ],
  ])('reads date-times as instants, to inclusive, with any offset: %o', (query, filter) => {
    expect(filterOf(query).filter).toEqual(filter);
  });

  it.each([
    [{ entity_type: 'property' }, 'entity_type and entity_name go together: give both, or neither.'],
    [{ entity_name: 'Maple Court' }, 'entity_type and entity_name go together: give both, or neither.'],
    [{ entity_type: 'partner', entity_name: 'Larry' }, 'entity_type: Expected one of property, investor, llc, portal_user'],
    [{ entity_type: 'property', entity_name: '' }, 'entity_name: Expected a name'],
    [{ entity_type: 'property', entity_name: 'x'.repeat(201) }, 'entity_name: Expected at most 200 characters'],
    [{ event_type: 'IncomeDeleted' }, 'Unknown event type IncomeDeleted.'],
    [{ event_type: 'incomerecorded' }, 'Unknown event type incomerecorded.'],
    [{ event_type: 'toString' }, 'Unknown event type toString.'],
    [{ actor: '' }, 'actor: Expected a username'],
    [{ actor: ['admin', 'ann'] }, 'actor: Expected one username'],
    [{ from: 'yesterday' }, /^from: Expected a date YYYY-MM-DD or an ISO 8601 date-time/],
    [{ from: '2026-02-30' }, /^from: Expected a date/],
    [{ to: '2026-02-30T00:00:00Z' }, /^to: Expected a date/],
    [{ to: '2026-03-01 05:00:00' }, /^to: Expected a date/],
    [{ to: '03/01/2026' }, /^to: Expected a date/],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'from must not be after to.'],
    [{ from: '2026-03-01T05:00:00.001Z', to: '2026-03-01T05:00:00.000Z' }, 'from must not be after to.'],
    [{ from: '2026-03-02T00:00:00.000Z', to: '2026-03-01' }, 'from must not be after to.'],
    [{ page: '0' }, 'page: Expected a whole number from 1 to 100,000,000'],
    [{ page: '-1' }, 'page: Expected a whole number from 1 to 100,000,000'],
    [{ page: '1.5' }, 'page: Expected a whole number from 1 to 100,000,000'],
    [{ page: 'two' }, 'page: Expected a whole number from 1 to 100,000,000'],
    [{ page: '' }, 'page: Expected a whole number from 1 to 100,000,000'],
    [{ page: '100000001' }, 'page: Expected a whole number from 1 to 100,000,000'],
    [{ page_size: '0' }, 'page_size: Expected a whole number from 1 to 200'],
    [{ page_size: '201' }, 'page_size: Expected a whole number from 1 to 200'],
    [{ page_size: ['10', '20'] }, 'page_size: Expected one page size'],
  ])('%j: 400 %s', (query, message) => {
    expect(messageOf(query)).toMatch(message);
  });
});
