import cliProgress from 'cli-progress';
import type { CopyProgress } from './copy-log';

export interface CopyProgressBar {
  /** Pass as `onProgress` to copyEventLog. */
  readonly update: (progress: CopyProgress) => void;
  readonly stop: () => void;
  /** Events per second of this run so far. */
  readonly eventsPerSecond: () => number;
}

/** Our own ETA: cli-progress prints NaN-ish values at 0 events/s (as in the rebuild's bar). */
const formatEta = (remaining: number, eventsPerSecond: number) => {
  if (remaining <= 0) return '0s';
  if (eventsPerSecond <= 0) return '?';
  const seconds = Math.ceil(remaining / eventsPerSecond);
  return seconds < 60 ? `${seconds}s` : `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
};

/**
 * A terminal bar for `npm run migrate:esdb`, in the style of the rebuild's: percent, copied/total
 * (earlier runs included, so a resumed copy starts part-way), events/s and ETA of this run.
 */
export const createCopyProgressBar = (options: {
  total: number;
  alreadyCopied: number;
  stream?: NodeJS.WritableStream;
}): CopyProgressBar => {
  const bar = new cliProgress.SingleBar(
    {
      format: 'copy [{bar}] {percentage}% | {events} events | {speed} events/s | ETA {left}',
      stream: options.stream ?? process.stderr,
      hideCursor: true,
      // Still prints (once a few seconds) when piped to a file or CI log.
      noTTYOutput: true,
      notTTYSchedule: 2_000,
    },
    cliProgress.Presets.shades_classic,
  );
  const started = performance.now();
  let copiedThisRun = 0;
  let stopped = false;
  const rate = () => {
    const seconds = (performance.now() - started) / 1000;
    return seconds > 0 ? Math.round(copiedThisRun / seconds) : 0;
  };
  const payload = (copied: number, limit: number) => ({
    events: `${copied.toLocaleString('en-US')}/${limit.toLocaleString('en-US')}`,
    speed: rate().toLocaleString('en-US'),
    left: formatEta(limit - copied, rate()),
  });
  // An empty log is complete, not 0/0.
  const barValues = (copied: number, limit: number): readonly [number, number] => (limit === 0 ? [1, 1] : [copied, limit]);
  const [value, total] = barValues(options.alreadyCopied, Math.max(options.total, options.alreadyCopied));
  bar.start(total, value, payload(options.alreadyCopied, Math.max(options.total, options.alreadyCopied)));
  return {
    update: (progress) => {
      if (stopped) return;
      copiedThisRun = progress.copiedThisRun;
      // The log may grow during the copy (writers still running): never let the bar pass 100%.
      const limit = Math.max(options.total, progress.copied);
      const [current, barTotal] = barValues(progress.copied, limit);
      if (barTotal !== bar.getTotal()) bar.setTotal(barTotal);
      bar.update(current, payload(progress.copied, limit));
    },
    stop: () => {
      if (!stopped) bar.stop();
      stopped = true;
    },
    eventsPerSecond: rate,
  };
};
