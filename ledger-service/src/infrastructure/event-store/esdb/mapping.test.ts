import { randomUUID } from 'node:crypto';
import {
  ANY,
  type AllStreamJSONRecordedEvent,
  NO_STREAM,
  UnavailableError,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
} from '@eventstore/db-client';
import { WrongExpectedVersionError } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { describeServer, toEsdbConnectionString } from './connection';
import {
  checkAppend,
  isSystemEvent,
  toEventData,
  toExpectedRevision,
  toLogPosition,
  toPortError,
  toRecordedEvent,
  toStreamVersion,
} from './mapping';

const created = new Date('2026-03-04T05:06:07.890Z');
const recorded = (overrides: Partial<AllStreamJSONRecordedEvent> = {}): AllStreamJSONRecordedEvent => ({
  streamId: 'investor-ann',
  id: '0b6d3c1e-8f7a-4f6e-9a55-3c2d1b0a9f8e',
  isJson: true,
  revision: 4n,
  type: 'InvestmentMade',
  created,
  data: { amount: 100 },
  metadata: { actor: 'bob', correlationId: 'c-1', causationId: 'k-1' },
  position: { commit: 900n, prepare: 880n },
  ...overrides,
});

describe('expected versions', () => {
  it('maps the port version (events in the stream) to the revision of the last event', () => {
    expect(toExpectedRevision('any')).toBe(ANY);
    expect(toExpectedRevision(0)).toBe(NO_STREAM);
    expect(toExpectedRevision(1)).toBe(0n);
    expect(toExpectedRevision(5)).toBe(4n);
  });

  it('maps the revision ESDB reports back to the number of events', () => {
    expect(toStreamVersion(NO_STREAM)).toBe(0);
    expect(toStreamVersion(-1n)).toBe(0);
    expect(toStreamVersion(0n)).toBe(1);
    expect(toStreamVersion(41n)).toBe(42);
  });
});

describe('errors', () => {
  it("turns the client's wrong expected version into the port's, counting events", () => {
    const atRevision = new EsdbWrongExpectedVersionError(undefined, { streamName: 's', expected: 4n, current: 0n });
    const mapped = toPortError(atRevision, 's', 5);
    expect(mapped).toBeInstanceOf(WrongExpectedVersionError);
    expect(mapped).toMatchObject({ streamName: 's', expected: 5, actual: 1 });
    const noStream = new EsdbWrongExpectedVersionError(undefined, { streamName: 's', expected: 0n, current: NO_STREAM });
    expect(toPortError(noStream, 's', 1)).toMatchObject({ expected: 1, actual: 0 });
  });

  it('passes every other error through unchanged', () => {
    const unavailable = new UnavailableError();
    expect(toPortError(unavailable, 's', 0)).toBe(unavailable);
    const plain = new Error('boom');
    expect(toPortError(plain, 's', 'any')).toBe(plain);
  });
});

describe('checkAppend', () => {
  const ok = { id: randomUUID(), type: 'T', data: {} };
  it('accepts a well-formed batch', () => {
    expect(() => checkAppend('s', [ok, { ...ok, id: randomUUID(), recordedAt: '2020-01-01T00:00:00Z' }], 3)).not.toThrow();
  });
  it('refuses what no store can record, before any I/O', () => {
    expect(() => checkAppend('s', [], 'any')).toThrow(/no events/);
    expect(() => checkAppend('s', [{ ...ok, id: 'nope' }], 'any')).toThrow(/UUID/);
    expect(() => checkAppend('s', [ok, { ...ok, id: ok.id.toUpperCase() }], 'any')).toThrow(/twice/);
    expect(() => checkAppend('s', [ok], -1)).toThrow(/expected version/);
    expect(() => checkAppend('s', [ok], 1.5)).toThrow(/expected version/);
    expect(() => checkAppend('s', [{ ...ok, recordedAt: 'yesterday' }], 'any')).toThrow(/recordedAt/);
  });
  it("refuses ESDB's reserved names: $-streams and $-types", () => {
    expect(() => checkAppend('$all', [ok], 'any')).toThrow(/\$/);
    expect(() => checkAppend('s', [{ ...ok, type: '$metadata' }], 'any')).toThrow(/\$/);
  });
});

describe('toEventData', () => {
  const meta = { actor: 'bob', correlationId: 'c-1', causationId: 'k-1' };
  it('keeps the id, type and data, and writes the audit trail with ESDB’s own correlation keys', () => {
    const id = randomUUID();
    const data = toEventData({ id, type: 'InvestmentMade', data: { amount: 100 } }, meta);
    expect(data).toEqual({
      id,
      contentType: 'application/json',
      type: 'InvestmentMade',
      data: { amount: 100 },
      metadata: { actor: 'bob', correlationId: 'c-1', causationId: 'k-1', $correlationId: 'c-1', $causationId: 'k-1' },
    });
  });
  it('leaves out $causationId without a cause, and keeps a given recordedAt as ISO 8601', () => {
    const data = toEventData(
      { id: randomUUID(), type: 'T', data: {}, recordedAt: '2021-01-01T02:29:00+01:00' },
      { ...meta, causationId: null },
    );
    expect(data.metadata).toEqual({
      actor: 'bob',
      correlationId: 'c-1',
      causationId: null,
      $correlationId: 'c-1',
      recordedAt: '2021-01-01T01:29:00.000Z',
    });
  });
});

describe('toRecordedEvent', () => {
  it('converts an event: version = revision + 1, metadata, position, the server time', () => {
    expect(toRecordedEvent({ event: recorded() })).toEqual({
      id: '0b6d3c1e-8f7a-4f6e-9a55-3c2d1b0a9f8e',
      type: 'InvestmentMade',
      data: { amount: 100 },
      metadata: { actor: 'bob', correlationId: 'c-1', causationId: 'k-1' },
      recordedAt: '2026-03-04T05:06:07.890Z',
      streamName: 'investor-ann',
      streamVersion: 5,
      position: { commit: 900n, prepare: 880n },
    });
  });

  it('answers the recordedAt kept in the metadata (a copied event) instead of the server time', () => {
    const copied = recorded({
      metadata: { actor: 'bob', correlationId: 'c-1', causationId: null, recordedAt: '2021-01-01T01:29:00.000Z' },
    });
    expect(toRecordedEvent({ event: copied })).toMatchObject({ recordedAt: '2021-01-01T01:29:00.000Z', metadata: { causationId: null } });
    const unreadable = recorded({ metadata: { actor: 'bob', correlationId: 'c-1', causationId: null, recordedAt: 'soon' } });
    expect(toRecordedEvent({ event: unreadable })?.recordedAt).toBe('2026-03-04T05:06:07.890Z');
  });

  it("reads ESDB's $correlationId / $causationId where ours are missing, and only the audit fields", () => {
    const foreign = recorded({ metadata: { actor: 'tool', $correlationId: 'c-9', $causationId: 'k-9', other: 1 } });
    expect(toRecordedEvent({ event: foreign })?.metadata).toEqual({ actor: 'tool', correlationId: 'c-9', causationId: 'k-9' });
    const noCause = recorded({ metadata: { actor: 'tool', $correlationId: 'c-9' } });
    expect(toRecordedEvent({ event: noCause })?.metadata.causationId).toBeNull();
  });

  it("skips ESDB's own events: $-types, $-streams, unresolved links", () => {
    for (const own of [
      { event: recorded({ type: '$metadata' }) },
      { event: recorded({ streamId: '$stats-127.0.0.1:2113', type: 'Stats' }) },
      {},
    ]) {
      expect(isSystemEvent(own)).toBe(true);
      expect(toRecordedEvent(own)).toBeNull();
    }
    expect(isSystemEvent({ event: recorded() })).toBe(false);
  });

  it('refuses events the port cannot answer: no audit trail, data not a JSON object, no $all position', () => {
    expect(() => toRecordedEvent({ event: recorded({ metadata: undefined }) })).toThrow(/metadata/);
    expect(() => toRecordedEvent({ event: recorded({ metadata: { correlationId: 'c' } }) })).toThrow(/actor/);
    expect(() => toRecordedEvent({ event: recorded({ data: [1, 2] }) })).toThrow(/JSON object/);
    expect(() => toRecordedEvent({ event: { ...recorded(), position: undefined } })).toThrow(/22\.6/);
  });
});

describe('positions', () => {
  it("keeps ESDB's (commit, prepare) as they are, and refuses the server's 'unknown' (2^64 - 1)", () => {
    expect(toLogPosition({ commit: 5n, prepare: 3n }, 'e')).toEqual({ commit: 5n, prepare: 3n });
    expect(() => toLogPosition({ commit: 2n ** 64n - 1n, prepare: 2n ** 64n - 1n }, 'e')).toThrow(/22\.6/);
    expect(() => toLogPosition(undefined, 'e')).toThrow(/no \$all position/);
  });
});

describe('connection strings', () => {
  it("accepts KurrentDB's scheme names for the ESDB client", () => {
    expect(toEsdbConnectionString('kurrentdb://localhost:2113?tls=false')).toBe('esdb://localhost:2113?tls=false');
    expect(toEsdbConnectionString('kurrent+discover://a:2113,b:2113')).toBe('esdb+discover://a:2113,b:2113');
    expect(toEsdbConnectionString('esdb://localhost:2113')).toBe('esdb://localhost:2113');
  });
  it('describes a server without credentials or options', () => {
    expect(describeServer('esdb://admin:changeit@db:2113?tls=false')).toBe('esdb://db:2113');
  });
});
