import type { NameCollision, NameQueries } from '@portal/projections';

/**
 * The start-up warning for names recorded before names were normalised that now mean one thing
 * (`Emily Carter` and `emily carter`). Both stay as they are and readable: a lookup written exactly
 * as one of them finds that one, any other spelling finds the oldest. Null when there are none.
 */
export const describeNameCollisions = (collisions: readonly NameCollision[]): string | null => {
  if (collisions.length === 0) return null;
  const lines = collisions.map(({ kind, names }) => `  ${kind}: ${names.map((name) => JSON.stringify(name)).join(', ')}`);
  return [
    `Warning: ${collisions.length} group${collisions.length === 1 ? '' : 's'} of names recorded earlier are the same name under the`,
    'current rule (case, spacing and invisible characters do not count). Each stays readable under its',
    'exact name, any other spelling finds the first listed; nothing is changed:',
    ...lines,
  ].join('\n');
};

/** Logs the warning above, if there is anything to say. */
export const warnOfNameCollisions = async (names: Pick<NameQueries, 'collisions'>, log: (message: string) => void = console.warn) => {
  const message = describeNameCollisions(await names.collisions());
  if (message !== null) log(message);
};
