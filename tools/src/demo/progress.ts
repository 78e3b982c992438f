import cliProgress from 'cli-progress';
import type { PhaseCounts } from './client';
import type { DemoReporter } from './load';

const describe = (counts: PhaseCounts) =>
  [
    counts.recorded > 0 ? `${counts.recorded.toLocaleString('en-US')} recorded` : null,
    counts.replayed > 0 ? `${counts.replayed.toLocaleString('en-US')} already recorded` : null,
    counts.existed > 0 ? `${counts.existed.toLocaleString('en-US')} already there` : null,
  ]
    .filter((part) => part !== null)
    .join(', ') || 'nothing to do';

/**
 * `npm run demo`'s progress: a bar while a phase runs (like `npm run rebuild`'s), then one line
 * per phase with what it recorded. Prints now and then when not on a terminal.
 */
export const createDemoProgress = (stream: NodeJS.WritableStream = process.stderr): DemoReporter => {
  let bar: cliProgress.SingleBar | null = null;
  return {
    phaseStarted: (name, calls) => {
      bar = new cliProgress.SingleBar(
        {
          format: 'demo [{bar}] {percentage}% | {value}/{total} calls | {phase}',
          stream,
          hideCursor: true,
          noTTYOutput: true,
          notTTYSchedule: 5_000,
        },
        cliProgress.Presets.shades_classic,
      );
      bar.start(Math.max(calls, 1), 0, { phase: name });
    },
    called: () => bar?.increment(),
    phaseFailed: () => {
      bar?.stop();
      bar = null;
    },
    phaseDone: (name, counts, seconds) => {
      bar?.stop();
      bar = null;
      console.info(`${name}: ${describe(counts)} in ${seconds.toFixed(1)} s`);
    },
  };
};
