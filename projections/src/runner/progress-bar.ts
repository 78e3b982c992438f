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
/** Our own ETA from the rebuild's average rate: cli-progress prints NaN-ish values at 0 events/s. */
const formatEta = (remaining: number, eventsPerSecond: number) => {
  if (remaining <= 0) return '0s';
  if (eventsPerSecond <= 0) return '?';
  const seconds = Math.ceil(remaining / eventsPerSecond);
  return seconds < 60 ? `${seconds}s` : `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
};

export const createRebuildProgressBar = (stream: NodeJS.WritableStream = process.stderr): RebuildProgressBar => {
  const bar = new cliProgress.SingleBar(
    {
      format: 'rebuild [{bar}] {percentage}% | {events} events | {speed} events/s | ETA {left} {stage}',
      stream,
      hideCursor: true,
      // Still prints (once a few seconds) when piped to a file or CI log.
      noTTYOutput: true,
      notTTYSchedule: 2_000,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  let stopped = false;
  return {
    update: ({ processed, total, eventsPerSecond, projector }) => {
      if (stopped) return;
      // The log may grow during the rebuild: never let the bar run past 100%.
      const limit = Math.max(total ?? processed, processed);
      const payload = {
        events: `${processed.toLocaleString('en-US')}/${limit.toLocaleString('en-US')}`,
        speed: eventsPerSecond.toLocaleString('en-US'),
        left: formatEta(limit - processed, eventsPerSecond),
        stage: projector ? `(swapping ${projector})` : '',
      };
      // An empty log is complete, not 0/0.
      const [value, barTotal] = limit === 0 ? [1, 1] : [processed, limit];
      if (!started) {
        bar.start(barTotal, value, payload);
        started = true;
        return;
      }
      if (barTotal !== bar.getTotal()) bar.setTotal(barTotal);
      bar.update(value, payload);
    },
    stop: () => {
      if (started && !stopped) bar.stop();
      stopped = true;
    },
  };
};
