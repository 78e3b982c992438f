import { sql } from 'slonik';

/** A column of a bulk write: the table's column, the JSON key that holds its value, its type. */
export type JsonColumn = readonly [column: string, key: string, type: 'uuid' | 'text' | 'int8' | 'int4' | 'date'];

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
