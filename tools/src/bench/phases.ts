/** Wall-clock time of each phase of a run, to tell what takes the time. */
export const createPhases = () => {
  const done: { name: string; seconds: number }[] = [];
  const started = performance.now();
  return {
    run: async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      console.info(`\n${name}...`);
      const phaseStarted = performance.now();
      try {
        return await work();
      } finally {
        done.push({ name, seconds: (performance.now() - phaseStarted) / 1000 });
      }
    },
    /** One line per phase and the total. */
    summary: (): string => {
      const total = (performance.now() - started) / 1000;
      const width = Math.max(...done.map((phase) => phase.name.length), 5);
      return [
        ...done.map((phase) => `${phase.name.padEnd(width)}  ${phase.seconds.toFixed(1).padStart(6)} s`),
        `${'total'.padEnd(width)}  ${total.toFixed(1).padStart(6)} s`,
      ].join('\n');
    },
  };
};

export type Phases = ReturnType<typeof createPhases>;
