import { createPool, type DatabasePool, type Interceptor, type QueryResultRow, SchemaValidationError } from 'slonik';
import { nameStatementsWithValues } from './prepared-statements';

/**
 * Checks every row against the zod schema of `sql.type(schema)` queries and returns the parsed row,
 * as slonik's README recommends (slonik only validates with such an interceptor).
 */
const resultParser: Interceptor = {
  name: 'zod-result-parser',
  transformRow: (context, query, row) => {
    const { resultParser: parser } = context;
    if (!parser) return row;
    const parsed = parser.safeParse(row);
    if (!parsed.success) throw new SchemaValidationError(query, row, parsed.error.issues);
    return parsed.data as QueryResultRow;
  },
};

export type { DatabasePool };

export const createDatabasePool = (connectionString: string, options: { maximumPoolSize?: number } = {}): Promise<DatabasePool> => {
  // Parsed and planned once per connection, not on every call (prepared-statements.ts).
  nameStatementsWithValues();
  return createPool(connectionString, {
    interceptors: [resultParser],
    maximumPoolSize: options.maximumPoolSize ?? 10,
    // slonik runs DISCARD ALL after every query by default, a second round trip for each one (half
    // the cost of a cached read), which would also drop the prepared statements. Nothing here keeps
    // other session state: search_path is SET LOCAL inside transactions and the rebuild's session
    // locks are released by the rebuild itself.
    resetConnection: async () => {},
    // int8 and numeric arrive as strings from pg; parse int8 to number only where values are small by design.
    typeParsers: [
      { name: 'int8', parse: (value) => BigInt(value) },
      { name: 'numeric', parse: (value) => value },
      { name: 'timestamptz', parse: (value) => new Date(value).toISOString() },
      { name: 'date', parse: (value) => value },
    ],
  });
};
