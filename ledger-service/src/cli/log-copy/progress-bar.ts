import { createEventsProgressBar } from '@portal/projections';
import type { CopyProgress } from '../../infrastructure/event-store/migration/copy-log';

export interface CopyProgressBar {
  /** Pass as `onProgress` to copyEventLog. */
  readonly update: (progress: CopyProgress) => void;
  readonly stop: () => void;
  /** Events per second of this run so far. */
  readonly eventsPerSecond: () => number;
}

/**
 * A terminal bar for `npm run migrate:esdb`, in the style of the rebuild's: percent, copied/total
 * (earlier runs included, so a resumed copy starts part-way), events/s and ETA of this run.
 */
export const createCopyProgressBar = (options: {
  total: number;
  alreadyCopied: number;
  stream?: NodeJS.WritableStream;
}): CopyProgressBar => {
  const bar = createEventsProgressBar('copy', options.stream ?? process.stderr);
  const started = performance.now();
  let copiedThisRun = 0;
  const rate = () => {
    const seconds = (performance.now() - started) / 1000;
    return seconds > 0 ? Math.round(copiedThisRun / seconds) : 0;
  };
  bar.show(options.alreadyCopied, Math.max(options.total, options.alreadyCopied), rate());
  return {
    update: (progress) => {
      copiedThisRun = progress.copiedThisRun;
      // The log may grow during the copy (writers still running): never let the bar pass 100%.
      bar.show(progress.copied, Math.max(options.total, progress.copied), rate());
    },
    stop: bar.stop,
    eventsPerSecond: rate,
  };
};
