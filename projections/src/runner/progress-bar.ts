import cliProgress from 'cli-progress';
import type { RebuildProgress } from './rebuild';

/** Our own ETA from the run's average rate: cli-progress prints NaN-ish values at 0 events/s. */
const formatEta = (remaining: number, eventsPerSecond: number) => {
  if (remaining <= 0) return '0s';
  if (eventsPerSecond <= 0) return '?';
  const seconds = Math.ceil(remaining / eventsPerSecond);
  return seconds < 60 ? `${seconds}s` : `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
};

export interface EventsProgressBar {
  /** Shows `done` of `total` events (the first call starts the bar); `extra` fills the format's own fields. */
  readonly show: (done: number, total: number, eventsPerSecond: number, extra?: Record<string, string>) => void;
  /** Stops the bar; later calls of `show` do nothing. */
  readonly stop: () => void;
}

/**
 * A terminal bar of a run over the event log (`npm run rebuild`, `npm run migrate:esdb`): `name`,
 * percent, events done/total, events/s and ETA, then `suffix` (fields of the caller's own).
 */
export const createEventsProgressBar = (name: string, stream: NodeJS.WritableStream, suffix = ''): EventsProgressBar => {
  const bar = new cliProgress.SingleBar(
    {
      format: `${name} [{bar}] {percentage}% | {events} events | {speed} events/s | ETA {left}${suffix}`,
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
    show: (done, total, eventsPerSecond, extra = {}) => {
      if (stopped) return;
      const payload = {
        events: `${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')}`,
        speed: eventsPerSecond.toLocaleString('en-US'),
        left: formatEta(total - done, eventsPerSecond),
        ...extra,
      };
      // An empty log is complete, not 0/0.
      const [value, barTotal] = total === 0 ? [1, 1] : [done, total];
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
  const bar = createEventsProgressBar('rebuild', stream, ' {stage}');
  return {
    update: ({ processed, total, eventsPerSecond, projector }) => {
      // The log may grow during the rebuild: never let the bar run past 100%.
      const limit = Math.max(total ?? processed, processed);
      bar.show(processed, limit, eventsPerSecond, { stage: projector ? `(swapping ${projector})` : '' });
    },
    stop: bar.stop,
  };
};
