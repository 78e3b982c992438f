import { createHash } from 'node:crypto';
import pg from 'pg';
import { sql } from 'slonik';

/**
 * The read models' statements as named (prepared) statements, as most PostgreSQL drivers do on
 * their own. slonik sends every statement unnamed, so PostgreSQL parsed and planned each one afresh
 * on every call: for a recorded income's twenty statements, about a quarter of the database's CPU
 * (measured in docs/commands.md). Named, a statement is parsed once per connection, and PostgreSQL
 * keeps its plan (a generic one once it is no dearer than the plans made for the values, its
 * usual rule).
 *
 * A statement is named by a digest of its text, so one text always gets one name, and only
 * statements with parameters are named: the texts built with values inlined would each be a
 * statement of their own. A connection prepares at most `MAX_PER_CONNECTION`; later new texts run
 * unnamed, so a stream of distinct texts cannot fill a connection's memory.
 *
 * A plan kept for every value does not suit a statement whose best plan depends on its values (a
 * range of times that may hold a minute or years, a deep offset): measured on the audit trail, its
 * kept plan for "recorded from" was twice as slow as one made for the value. Such a statement
 * starts with `plannedForItsValues`, is sent unnamed and planned for its values every time.
 *
 * Prepared plans stay right when the tables change: PostgreSQL plans again after any DDL on a table
 * a plan uses and after any schema is renamed (a rebuild's swap), and parses again when the
 * `search_path` differs from the one the statement was parsed under (a rebuild's schema).
 * `prepared-statements.int.test.ts` holds it to that.
 */
export const MAX_PER_CONNECTION = 500;

/** The first thing of a statement PostgreSQL should plan for its values each time (above). */
export const plannedForItsValues = sql.fragment`/* planned for its values */`;
const unnamedMark = plannedForItsValues.sql;

const preparedBy = new WeakMap<pg.Client, Set<string>>();
const names = new Map<string, string>();

const nameOf = (text: string): string => {
  let name = names.get(text);
  if (name === undefined) {
    name = `p_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
    // Kept for the texts seen most recently: the digest of a long statement costs more than the lookup.
    if (names.size >= 2 * MAX_PER_CONNECTION) names.clear();
    names.set(text, name);
  }
  return name;
};

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

let installed = false;

/**
 * Names the statements of every `pg` client of this process that are sent as `query(text, values)`
 * with at least one value: what slonik sends. Calls in any other form (a config object, a callback,
 * a stream) are left as they are. Idempotent.
 */
export const nameStatementsWithValues = () => {
  if (installed) return;
  installed = true;
  const prototype = pg.Client.prototype as unknown as { query: Query };
  const query = prototype.query;
  prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [text, values] = args;
    if (args.length === 2 && typeof text === 'string' && Array.isArray(values) && values.length > 0 && !text.startsWith(unnamedMark)) {
      let prepared = preparedBy.get(this);
      if (!prepared) preparedBy.set(this, (prepared = new Set()));
      const name = nameOf(text);
      if (prepared.has(name) || prepared.size < MAX_PER_CONNECTION) {
        prepared.add(name);
        return query.call(this, { name, text, values });
      }
    }
    return query.apply(this, args);
  };
};
