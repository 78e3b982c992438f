import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';

const columnTypes = ['uuid', 'text', 'int8', 'int4', 'date'] as const;
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

/** Inserts `rows` into `table` (as `t`, for `onConflict` to name) in one statement; nothing when there are none. */
export const insertJsonRows = async (
  db: CommonQueryMethods,
  table: string,
  rows: readonly object[],
  columns: readonly JsonColumn[],
  onConflict: FragmentSqlToken = sql.fragment``,
) => {
  if (rows.length === 0) return;
  const json = jsonRows(rows, columns);
  await db.query(sql.unsafe`INSERT INTO ${sql.identifier([table])} AS t (${json.columns}) ${json.select} ${onConflict}`);
};
