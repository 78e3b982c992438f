import type { AllStreamResolvedEvent } from '@eventstore/db-client';
import { compareLogPositions, type RecordedEvent, type SubscribeOptions, type Subscription } from '@portal/contracts';
import { toRecordedEvent } from './mapping';
import { logger } from '../../../shared/logger';

/** The slice of the client's catch-up subscription to $all (a Readable of resolved events) we use. */
export interface EsdbSubscriptionSource {
  on(event: 'data', listener: (resolved: AllStreamResolvedEvent) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  pause(): unknown;
  resume(): unknown;
  unsubscribe(): Promise<void>;
}

const DEFAULT_BATCH_SIZE = 500;

/**
 * Turns the subscription's stream of events into the port's batches: up to batchSize at once, a
 * smaller batch as soon as no more events are waiting (checked on setImmediate, after the events
 * already received have been handed over), and the stream paused while onEvents runs, so the next
 * batch is read only after it resolves. The server delivers in log order; events at or before
 * `after` are dropped in case it starts at the checkpoint rather than after it.
 */
export const deliverInBatches = (source: EsdbSubscriptionSource, options: SubscribeOptions): Subscription => {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const queue: RecordedEvent[] = [];
  let stopped = false;
  let delivering: Promise<void> | null = null;
  let flushScheduled = false;
  let unsubscribing: Promise<void> | null = null;

  const unsubscribe = () => (unsubscribing ??= source.unsubscribe().catch(() => undefined));

  const fail = (error: unknown) => {
    if (stopped) return;
    stopped = true;
    queue.length = 0;
    void unsubscribe();
    if (options.onError) options.onError(error);
    else logger.error({ err: error }, 'event store subscription stopped');
  };

  const deliver = () => {
    source.pause();
    const batch = queue.splice(0, batchSize);
    delivering = Promise.resolve()
      .then(() => options.onEvents(batch))
      .catch(fail)
      .then(() => {
        delivering = null;
        if (stopped) return;
        source.resume();
        schedule();
      });
  };

  const schedule = () => {
    if (stopped || delivering) return;
    if (queue.length >= batchSize) return deliver();
    if (queue.length === 0 || flushScheduled) return;
    flushScheduled = true;
    setImmediate(() => {
      flushScheduled = false;
      if (!stopped && !delivering && queue.length > 0) deliver();
    });
  };

  let last = options.after;
  source.on('data', (resolved) => {
    if (stopped) return;
    try {
      const event = toRecordedEvent(resolved);
      if (!event || (last && compareLogPositions(event.position, last) <= 0)) return;
      last = event.position;
      queue.push(event);
      schedule();
    } catch (error) {
      fail(error);
    }
  });
  source.on('error', fail);
  source.on('end', () => fail(new Error('EventStoreDB ended the subscription to $all')));

  return {
    stop: async () => {
      stopped = true;
      queue.length = 0;
      await unsubscribe();
      await delivering;
    },
  };
};
