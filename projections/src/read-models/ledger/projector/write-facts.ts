import { sql, type FragmentSqlToken } from 'slonik';
import type { LedgerBatch, LedgerRecords } from '../batch';
import { jsonInsert, jsonColumns, jsonRows, type JsonColumn } from './json-rows';

/**
 * Set-based writes of a batch's facts: one multi-row write per table, whatever the batch size, each
 * returned as a fragment (null when there is nothing to write) for the projector to run together.
 */

type Write = FragmentSqlToken | null;

/** Adds names to a table of names only (partners, expense categories); a name there already stays. */
const insertNames = (table: string, column: string, names: ReadonlySet<string>): Write => {
  if (names.size === 0) return null;
  return sql.fragment`
    INSERT INTO ${sql.identifier([table])} (${sql.identifier([column])}) SELECT * FROM ${sql.unnest(
      [...names].map((name) => [name]),
      ['text'],
    )} ON CONFLICT DO NOTHING`;
};

const investorColumns = jsonColumns('investor_id text, fee_basis_points int4, order_key text, legacy bool');
const llcColumns = jsonColumns(
  'llc_name text, address text, date_started date, principal_business_activity text, principal_product text, business_code_number text',
);
const noteColumns = jsonColumns('property_name text, notes text');
const propertyColumns = jsonColumns(
  'property_name text, property_type text, llc_name text, address text, purchase_date date, purchase_price_cents int8, land_value_cents int8, property_value_cents int8, picture_url text',
);

/** Writes catalogue entries: an entry for a name already there replaces it (every other column). */
const replaceByName = (table: string, rows: readonly object[], columns: readonly JsonColumn[], name: string): Write => {
  const replaced = columns.filter(([column]) => column !== name).map(([column]) => sql.identifier([column]));
  return jsonInsert(
    table,
    rows,
    columns,
    sql.fragment`ON CONFLICT (${sql.identifier([name])}) DO UPDATE SET ${sql.join(
      replaced.map((column) => sql.fragment`${column} = excluded.${column}`),
      sql.fragment`, `,
    )}`,
  );
};

/** Catalogue entries: a later event for the same name replaces the earlier one, as in the reference fold. */
export const catalogueWrites = (batch: LedgerBatch): Write[] => {
  const notes = [...batch.notes].map(([propertyName, text]) => ({ propertyName, notes: text }));
  const legacy = new Set(batch.legacyOrder.map((investor) => investor.name));
  const investors = [...batch.investors.values()].map((investor) => ({ ...investor, legacy: legacy.has(investor.investorId) }));
  return [
    replaceByName('investors', investors, investorColumns, 'investor_id'),
    replaceByName('llcs', [...batch.llcs.values()], llcColumns, 'llc_name'),
    insertNames('partners', 'partner_name', batch.partners),
    insertNames('expense_categories', 'category', batch.categories),
    replaceByName('properties', [...batch.properties.values()], propertyColumns, 'property_name'),
    replaceByName('property_notes', notes, noteColumns, 'property_name'),
  ];
};

/** Each record table and its columns as the engine's facts name them (the batch's records of it fill them). */
const recordTables: { readonly [K in keyof LedgerRecords]: readonly [table: string, columns: readonly JsonColumn[]] } = {
  capital: [
    'capital_movements',
    jsonColumns('record_id uuid, kind text, investor_id text, property_name text, amount_cents int8, date date'),
  ],
  gross: [
    'gross_records',
    jsonColumns(
      'record_id uuid, kind text, property_name text, partner_name text, description text, amount_cents int8, date date, income_for_month text, category text',
    ),
  ],
  expenses: [
    'property_expenses',
    jsonColumns(
      'record_id uuid, property_name text, partner_name text, investor_id text, description text, amount_cents int8, expense_date date, expense_for_month text, category text',
    ),
  ],
  deposits: [
    'deposits',
    jsonColumns('record_id uuid, kind text, property_name text, partner_name text, amount_cents int8, date date, notes text'),
  ],
  cashWithdrawals: ['cash_withdrawals', jsonColumns('record_id uuid, investor_id text, amount_cents int8, date date, description text')],
  llcExpenses: [
    'llc_expenses',
    jsonColumns('record_id uuid, llc_name text, description text, amount_cents int8, expense_date date, category text'),
  ],
};
const recordKinds = Object.keys(recordTables) as (keyof LedgerRecords)[];
const seqColumn: JsonColumn = ['seq', 'seq', 'int8'];

/**
 * The INSERT of `stored` (of `all`, the same objects) into `table`, each numbered by its place in
 * `all` after the records the table was given before (`record_counts`, read as it was before the
 * statement).
 */
const insertNumbered = (
  [table, columns]: readonly [string, readonly JsonColumn[]],
  all: readonly object[],
  stored: readonly object[],
): Write => {
  if (stored.length === 0) return null;
  const place = new Map(all.map((record, index) => [record, index + 1]));
  const json = jsonRows(
    stored.map((record) => ({ ...record, seq: place.get(record) })),
    [...columns, seqColumn],
  );
  const given = columns.map(([, key]) => sql.identifier(['r', key]));
  return sql.fragment`
    INSERT INTO ${sql.identifier([table])} (${json.columns})
    SELECT ${sql.join(given, sql.fragment`, `)}, coalesce((SELECT recorded FROM record_counts WHERE table_name = ${table}), 0) + r.seq
    FROM (${json.select}) AS r`;
};

/**
 * The batch's records, the engine's facts as they are (their field names are the JSON keys), each
 * numbered in the order it was recorded (`seq`): its place among every record its table was given in
 * log order, those voided counted too (`all`: the batch's records as folded; `stored`: those of them
 * that stand, the same objects). So the numbers do not depend on how the log was cut into batches,
 * nor on when a void came: a rebuild numbers every record as the live projector did.
 */
export const recordWrites = (all: LedgerRecords, stored: LedgerRecords): Write[] => {
  const counted = recordKinds.filter((kind) => all[kind].length > 0);
  return [
    ...recordKinds.map((kind) => insertNumbered(recordTables[kind], all[kind], stored[kind])),
    counted.length === 0
      ? null
      : sql.fragment`
        INSERT INTO record_counts AS t (table_name, recorded)
        SELECT * FROM ${sql.unnest(
          counted.map((kind) => [recordTables[kind][0], all[kind].length]),
          ['text', 'int8'],
        )}
        ON CONFLICT (table_name) DO UPDATE SET recorded = t.recorded + excluded.recorded`,
  ];
};
