import type { NameQueries } from '@portal/projections';
import type { Directory } from './personal-data/directory';
import { logger } from './logger';

/** Names of one kind recorded earlier that are one name under the current rule (people's by their ids). */
interface Collision {
  kind: string;
  names: readonly string[];
}

/**
 * The start-up warning for names recorded before names were normalised that now mean one thing
 * (`Emily Carter` and `emily carter`). Both stay as they are and readable: a lookup written exactly
 * as one of them finds that one, any other spelling finds the oldest. Null when there are none.
 * Investors and portal users are listed by id, as the log names them; things by their names.
 */
export const describeNameCollisions = (collisions: readonly Collision[]): string | null => {
  if (collisions.length === 0) return null;
  const lines = collisions.map(({ kind, names }) => `  ${kind}: ${names.map((name) => JSON.stringify(name)).join(', ')}`);
  return [
    `Warning: ${collisions.length} group${collisions.length === 1 ? '' : 's'} of names recorded earlier are the same name under the`,
    'current rule (case, spacing and invisible characters do not count). Each stays readable under its',
    'exact name, any other spelling finds the first listed; nothing is changed:',
    ...lines,
  ].join('\n');
};

/** Logs the warning above, if there is anything to say: things by the names read model, people by the directory of names. */
export const warnOfNameCollisions = async (
  names: Pick<NameQueries, 'collisions'>,
  people: Directory,
  log: (message: string) => void = (message) => logger.warn(message),
) => {
  const message = describeNameCollisions([...(await people.current()).collisions(), ...(await names.collisions())]);
  if (message !== null) log(message);
};
