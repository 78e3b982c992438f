/**
 * A read-write lock for one process: any number of readers at once, or one writer alone. A writer
 * waits for the readers already inside and holds back the ones that come after it, so a stream of
 * readers cannot starve it. With no writer about, a reader enters at once.
 */
export const createReadWriteLock = () => {
  let readers = 0;
  /** Writers queued or inside. */
  let writers = 0;
  /** Called when the last reader leaves, while a writer waits for that. */
  let drained: (() => void) | null = null;
  /** Settles when the last writer queued so far is done. */
  let gate: Promise<void> = Promise.resolve();

  const read = async <T>(run: () => Promise<T>): Promise<T> => {
    while (writers > 0) await gate;
    readers++; // in the same turn as the check: no writer can slip in between
    try {
      return await run();
    } finally {
      readers--;
      if (readers === 0) drained?.();
    }
  };

  const write = async <T>(run: () => Promise<T>): Promise<T> => {
    writers++;
    const previous = gate;
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    try {
      await previous;
      if (readers > 0) await new Promise<void>((resolve) => (drained = resolve));
      drained = null;
      return await run();
    } finally {
      writers--;
      release();
    }
  };

  return { read, write };
};
