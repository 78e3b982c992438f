import { randomUUID } from 'node:crypto';
import type { EventStore, LogPosition, NewEvent, RecordedEvent } from '@portal/contracts';
import { compareLogPositions } from '@portal/contracts';
import { expect } from 'vitest';

/** Events, streams and checks the event store contract suite (event-store-contract.ts) is written with. */
export const metadata = { actor: 'alice', correlationId: randomUUID(), causationId: null };
export const event = (type = 'ThingHappened', data: Record<string, unknown> = { n: 1 }): NewEvent => ({ id: randomUUID(), type, data });
export const stream = () => `test-${randomUUID()}`;
export const ids = (events: readonly { id: string }[]) => events.map((e) => e.id);

export const waitFor = async (condition: () => boolean, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

export const expectIncreasing = (events: readonly RecordedEvent[]) => {
  for (let i = 1; i < events.length; i++) expect(compareLogPositions(events[i - 1]!.position, events[i]!.position)).toBe(-1);
};

/** Every event after `after`, read page by page. */
export const readPages = async (store: EventStore, after: LogPosition | null, limit: number) => {
  const all: RecordedEvent[] = [];
  for (let checkpoint = after; ;) {
    const page = await store.readAll({ after: checkpoint, limit });
    all.push(...page);
    if (page.length < limit) return all;
    checkpoint = page[page.length - 1]!.position;
  }
};
