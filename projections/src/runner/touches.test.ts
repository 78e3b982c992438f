import { eventSchemas, type RecordedEvent } from '@portal/contracts';
import type { DatabaseTransactionConnection } from 'slonik';
import { describe, expect, it } from 'vitest';
import { allProjectors } from '../read-models';

/**
 * The live runner does not apply a batch a read model's `touches` says it cannot change (it only
 * moves the checkpoint), so `touches` must be true for every event `apply` would write anything for.
 * Held here for every event type of the contract: an event whose type a read model says it cannot
 * be touched by makes its `apply` run no statement at all.
 */

const eventOf = (type: string): RecordedEvent => ({
  id: '00000000-0000-4000-8000-000000000001',
  type,
  // Never parsed when untouched: a projector that parsed it would fail the test as well.
  data: {},
  metadata: { actor: 'test', correlationId: 'c', causationId: null },
  recordedAt: '2025-01-01T00:00:00.000Z',
  streamName: 'test-stream',
  streamVersion: 1,
  position: { commit: 1n, prepare: 1n },
});

/** A transaction that fails on any statement. */
const noStatements = new Proxy({} as DatabaseTransactionConnection, {
  get: (_, method) => () => {
    throw new Error(`a statement was run (${String(method)})`);
  },
});

const withTouches = allProjectors.filter((projector) => projector.touches !== undefined);

describe('Projector.touches', () => {
  it('is declared by the read models most of the log cannot change', () => {
    expect(withTouches.map((projector) => projector.name).sort()).toEqual([
      'investors',
      'ledger',
      'names',
      'notices',
      'portal-users',
      'record-locations',
    ]);
  });

  for (const projector of withTouches) {
    it(`${projector.name}: every event type it says cannot change it makes apply run nothing`, async () => {
      const untouched = Object.keys(eventSchemas).filter((type) => !projector.touches!([eventOf(type)]));
      expect(untouched.length).toBeGreaterThan(0);
      for (const type of untouched) await expect(projector.apply(noStatements, [eventOf(type)]), type).resolves.toBeUndefined();
    });
  }
});
