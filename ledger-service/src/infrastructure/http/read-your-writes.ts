import type { Middleware } from 'koa';
import { logPositionOf, logPositionText, type LogPosition } from '@portal/contracts';
import { badRequest } from '../../shared/errors';
import { noteWritesOf, type Writes } from '../../shared/written-positions';
import type { AppState } from './context';

/** How long a request waits at most for the read models to reach the position it sends. */
export const readYourWritesWaitMs = 5_000;

/**
 * Read-your-writes across API processes (docs/scale-out.md). The answer to every request that wrote
 * to the log carries the position of the last event it wrote (`X-Log-Position`); a request that sends
 * a position back (`X-Min-Log-Position`: the web sends the last one it got) is handled once this
 * process's read models have reached it, however long ago another process wrote it. The wait is
 * bounded: after `waitMs` the request is handled all the same, and its answer says so
 * (`X-Log-Position-Reached: false`: it may not show that write yet), rather than failing a read
 * that is most likely right but for one write.
 */
export const readYourWrites =
  (
    readModels: { waitFor(position: LogPosition, timeoutMs: number): Promise<boolean> },
    waitMs = readYourWritesWaitMs,
  ): Middleware<AppState> =>
  async (ctx, next) => {
    const asked = ctx.get('X-Min-Log-Position');
    if (asked !== '') {
      const position = logPositionOf(asked.trim());
      if (position === null)
        throw badRequest('X-Min-Log-Position: Expected a log position as X-Log-Position gives it (<commit>.<prepare>).');
      ctx.set('X-Log-Position-Reached', String(await readModels.waitFor(position, waitMs)));
    }
    const writes: Writes = { last: null };
    try {
      await noteWritesOf(writes, next);
    } finally {
      if (writes.last !== null) ctx.set('X-Log-Position', logPositionText(writes.last));
    }
  };
