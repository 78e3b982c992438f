import { randomUUID } from 'node:crypto';
import type { EventStore, NewEvent } from '@portal/contracts';
import { ledgerLog } from '@portal/ledger-service/testing';
import { metadata } from './store-cases';

/**
 * Appends a realistic ledger of `count` events (ledger-log.ts) as a history to read and rebuild: 500
 * events an append, 8 appends in flight. Resolves to events per second.
 */
export const appendBigHistory = async (store: EventStore, count: number): Promise<number> => {
  const started = performance.now();
  const pending: Promise<unknown>[] = [];
  let chunk: NewEvent[] = [];
  const flush = async () => {
    pending.push(store.append(`bench-${randomUUID()}`, chunk, { expectedVersion: 'any', metadata }));
    chunk = [];
    if (pending.length >= 8) await Promise.all(pending.splice(0));
  };
  for (const event of ledgerLog(count)) {
    chunk.push({ id: randomUUID(), type: event.type, data: event.data });
    if (chunk.length === 500) await flush();
  }
  if (chunk.length > 0) await flush();
  await Promise.all(pending);
  return count / ((performance.now() - started) / 1000);
};
