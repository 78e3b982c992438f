import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';

const columnTypes = ['uuid', 'text', 'int8', 'int4', 'date', 'bool'] as const;
type ColumnType = (typeof columnTypes)[number];

/** A column of a bulk write: the table's column, the JSON key that holds its value, its type. */
export type JsonColumn = readonly [column: string, key: string, type: ColumnType];

/**
 * The columns of a bulk write, written as in SQL (`record_id uuid, amount_cents int8`); the JSON key
 * of each is its column's name in camelCase (`recordId`, `amountCents`), as the rows' fields are named.
 */
export const jsonColumns = (definitions: string): readonly JsonColumn[] =>
  definitions.split(',').map((definition) => {
    const [column, type, ...rest] = definition.trim().split(/\s+/);
    const known = columnTypes.find((t) => t === type);
    if (column === undefined || known === undefined || rest.length > 0) throw new Error(`Not a column definition: ${definition}`);
    return [column, column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()), known];
  });

/**
 * Rows as one JSON parameter, read back with `json_to_recordset`: V8 serializes a batch in one call,
 * where binding one array per column escapes every value in JavaScript (measured: the escaping was
 * the projector's largest cost after parsing). Missing keys become NULL.
 */
export const jsonRows = (rows: readonly object[], columns: readonly JsonColumn[]) => ({
  /** `col_a, col_b, ...`: the target columns, for `INSERT INTO t (...)`. */
  columns: sql.join(
    columns.map(([column]) => sql.identifier([column])),
    sql.fragment`, `,
  ),
  /** `SELECT "keyA", "keyB" FROM json_to_recordset(...) AS x(...)`, in the order of `columns`. */
  select: sql.fragment`SELECT ${sql.join(
    columns.map(([, key]) => sql.identifier(['x', key])),
    sql.fragment`, `,
  )}
    FROM json_to_recordset(${JSON.stringify(rows)}::json)
    AS x(${sql.join(
      columns.map(([, key, type]) => sql.fragment`${sql.identifier([key])} ${sql.identifier([type])}`),
      sql.fragment`, `,
    )})`,
});

/** The INSERT of `rows` into `table` (as `t`, for `onConflict` to name), as a fragment; null when there are none. */
export const jsonInsert = (
  table: string,
  rows: readonly object[],
  columns: readonly JsonColumn[],
  onConflict: FragmentSqlToken = sql.fragment``,
): FragmentSqlToken | null => {
  if (rows.length === 0) return null;
  const json = jsonRows(rows, columns);
  return sql.fragment`INSERT INTO ${sql.identifier([table])} AS t (${json.columns}) ${json.select} ${onConflict}`;
};

/**
 * Runs writes as ONE statement, each a data-modifying CTE (`WITH w0 AS (INSERT ...), w1 AS (...) SELECT 1`):
 * one round trip instead of one each, which is what a batch's cost is counted in (docs/commands.md).
 * The CTEs all see the tables as they were before the statement, never each other's effects, so no
 * two of the writes may touch the same table, and none may depend on another. Nulls (nothing to
 * write) are left out; nothing runs when all are.
 */
export const writeTogether = async (db: CommonQueryMethods, writes: readonly (FragmentSqlToken | null)[]) => {
  const parts = writes.filter((write) => write !== null);
  if (parts.length === 0) return;
  const ctes = parts.map((part, index) => sql.fragment`${sql.identifier([`w${index}`])} AS (${part})`);
  await db.query(sql.unsafe`WITH ${sql.join(ctes, sql.fragment`, `)} SELECT 1`);
};
