import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { isStorableText, nameKey, seededExpenseCategories } from '@portal/contracts';
import type { NameKind } from './projector';

/** A named thing as it was written, and the stream that holds it. */
export interface ResolvedName {
  name: string;
  streamName: string;
}

/** Two or more names in use whose keys are equal (recorded before names were normalised). */
export interface NameCollision {
  kind: NameKind;
  names: string[];
}

const resolvedRow = z.object({ name: z.string(), stream_name: z.string() });
const collisionRow = z.object({ kind: z.string(), names: z.array(z.string()) });

/** The seeded categories exist without events, in the catalogue's stream. */
const categoriesStream = 'expense-categories';
const seeded = (name: string): ResolvedName | null => {
  const exact = seededExpenseCategories.find((category) => category === name);
  const folded = exact ?? seededExpenseCategories.find((category) => nameKey(category) === nameKey(name));
  return folded === undefined ? null : { name: folded, streamName: categoriesStream };
};

/** How many exact answers one set of queries keeps (the oldest goes first): far more names than a firm has. */
const keptExactAnswers = 10_000;

export const createNameQueries = (db: CommonQueryMethods) => {
  // A name found written exactly as asked is the answer for good: the exact one wins, (kind, name) is
  // unique, and none is ever removed. So every command naming a property asks once, not
  // once per command (a round trip each: docs/commands.md).
  const exact = new Map<string, ResolvedName>();
  const recorded = async (kind: NameKind, name: string): Promise<ResolvedName | null> => {
    const key = `${kind}\u0000${name}`;
    const kept = exact.get(key);
    if (kept) return kept;
    const row = await db.maybeOne(
      sql.type(resolvedRow)`
        SELECT name, stream_name FROM rm_names.names
        WHERE kind = ${kind} AND name_key = ${nameKey(name)}
        ORDER BY name = ${name} DESC, added_at, name
        LIMIT 1`,
    );
    if (row === null) return null;
    const found = { name: row.name, streamName: row.stream_name };
    if (found.name === name) {
      if (exact.size >= keptExactAnswers) exact.delete(exact.keys().next().value!);
      exact.set(key, found);
    }
    return found;
  };

  /**
   * The thing of this kind whose name has the key of `name`, as it was written. Where old records
   * collide under one key, the one written exactly as asked wins, then the oldest.
   */
  const resolve = async (kind: NameKind, name: string): Promise<ResolvedName | null> => {
    if (!isStorableText(name)) return null;
    if (kind !== 'expense_category') return recorded(kind, name);
    // A seeded category written exactly so comes first, then the recorded ones, then a seeded one by key.
    const builtIn = seeded(name);
    if (builtIn?.name === name) return builtIn;
    return (await recorded(kind, name)) ?? builtIn;
  };

  return {
    resolve,

    /** The stored name of `name`, or `name` itself when nothing of that kind has its key (reads then answer "none"). */
    storedName: async (kind: NameKind, name: string): Promise<string> => (await resolve(kind, name))?.name ?? name,

    /** Names in use that collide under the key rule, for the start-up warning. */
    collisions: async (): Promise<NameCollision[]> => {
      const rows = await db.any(sql.type(collisionRow)`
        SELECT kind, array_agg(name ORDER BY added_at, name) AS names FROM rm_names.names
        GROUP BY kind, name_key HAVING count(*) > 1 ORDER BY kind, min(name)`);
      const categories = await db.anyFirst(sql.type(z.object({ name: z.string() }))`
        SELECT name FROM rm_names.names WHERE kind = 'expense_category'`);
      const withSeeded = seededExpenseCategories.flatMap((category) => {
        const others = categories.filter((name) => nameKey(name) === nameKey(category) && name !== category);
        return others.length > 0 ? [{ kind: 'expense_category' as const, names: [category, ...others] }] : [];
      });
      return [...rows.map((row) => ({ kind: row.kind as NameKind, names: [...row.names] })), ...withSeeded];
    },
  };
};

export type NameQueries = ReturnType<typeof createNameQueries>;
