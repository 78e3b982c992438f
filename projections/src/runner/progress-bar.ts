import cliProgress from 'cli-progress';
import type { RebuildProgress } from './rebuild';

export interface RebuildProgressBar {
  /** Pass as `onProgress` to rebuildProjections. */
  readonly update: (progress: RebuildProgress) => void;
  readonly stop: () => void;
}

/**
 * A terminal bar for `npm run rebuild`: percent, events, events/s, ETA, and the projector being
 * swapped in. Without a known total it shows the events replayed so far.
 */
export const createRebuildProgressBar = (stream: NodeJS.WritableStream = process.stderr): RebuildProgressBar => {
  const bar = new cliProgress.SingleBar(
    {
      format: 'rebuild [{bar}] {percentage}% | {value}/{total} events | {speed} events/s | ETA {eta_formatted} {stage}',
      stream,
      hideCursor: true,
      etaBuffer: 20,
      // Still prints (once a few seconds) when piped to a file or CI log.
      noTTYOutput: true,
      notTTYSchedule: 2_000,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    update: ({ processed, total, eventsPerSecond, projector }) => {
      // The log may grow during the rebuild: never let the bar run past 100%.
      const limit = Math.max(total ?? processed, processed, 1);
      const payload = { speed: eventsPerSecond.toLocaleString('en-US'), stage: projector ? `(swapping ${projector})` : '' };
      if (!started) {
        bar.start(limit, processed, payload);
        started = true;
        return;
      }
      if (limit !== bar.getTotal()) bar.setTotal(limit);
      bar.update(processed, payload);
    },
    stop: () => {
      if (started) bar.stop();
    },
  };
};
