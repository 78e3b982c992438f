import { AsyncLocalStorage } from 'node:async_hooks';
import { compareLogPositions, type LogPosition } from '@portal/contracts';

/**
 * The last log position a piece of work (an HTTP request) wrote or found written, whatever did it:
 * a command, a batch, a sign-in, a retry of a command appended before. Its answer carries it
 * (X-Log-Position), so that a read sent to another API process can wait until that process's read
 * models have reached it (infrastructure/http/read-your-writes.ts). The command runner notes it
 * where it waits for the read models (`noteWritten`).
 */
export interface Writes {
  last: LogPosition | null;
}

const current = new AsyncLocalStorage<Writes>();

/** Runs `work`, noting in `writes` the positions noted on its behalf. */
export const noteWritesOf = <T>(writes: Writes, work: () => Promise<T>): Promise<T> => current.run(writes, work);

/** Notes a position written for the work running now, if any notes them. */
export const noteWritten = (position: LogPosition): void => {
  const writes = current.getStore();
  if (writes && (writes.last === null || compareLogPositions(position, writes.last) > 0)) writes.last = position;
};
