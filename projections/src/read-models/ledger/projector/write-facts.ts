import { sql, type FragmentSqlToken } from 'slonik';
import type { LedgerBatch, LedgerRecords } from '../batch';
import type { CapitalMovement } from '../figures';
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

const capitalColumns = jsonColumns(
  'record_id uuid, kind text, investor_id text, property_name text, amount_cents int8, date date, seq int8',
);

/**
 * The batch's capital movements (in log order), numbered on from the last one stored: `seq` is the
 * order they were recorded in, the same however the log was cut into batches (a rebuild numbers
 * them as the live projector did), and with no gap where a batch rolled back, as a sequence's would.
 */
const insertCapital = (capital: readonly CapitalMovement[]): Write => {
  if (capital.length === 0) return null;
  const json = jsonRows(
    capital.map((movement, index) => ({ ...movement, seq: index + 1 })),
    capitalColumns,
  );
  const recorded = capitalColumns.filter(([column]) => column !== 'seq').map(([, key]) => sql.identifier(['r', key]));
  return sql.fragment`
    INSERT INTO capital_movements (${json.columns})
    SELECT ${sql.join(recorded, sql.fragment`, `)}, (SELECT coalesce(max(seq), 0) FROM capital_movements) + r.seq
    FROM (${json.select}) AS r`;
};
const grossColumns = jsonColumns(
  'record_id uuid, kind text, property_name text, partner_name text, description text, amount_cents int8, date date, income_for_month text, category text',
);
const expenseColumns = jsonColumns(
  'record_id uuid, property_name text, partner_name text, investor_id text, description text, amount_cents int8, expense_date date, expense_for_month text, category text',
);
const depositColumns = jsonColumns(
  'record_id uuid, kind text, property_name text, partner_name text, amount_cents int8, date date, notes text',
);
const cashWithdrawalColumns = jsonColumns('record_id uuid, investor_id text, amount_cents int8, date date, description text');
const llcExpenseColumns = jsonColumns(
  'record_id uuid, llc_name text, description text, amount_cents int8, expense_date date, category text',
);

/** The batch's records, the engine's facts as they are: their field names are the JSON keys. */
export const recordWrites = (records: LedgerRecords): Write[] => [
  insertCapital(records.capital),
  jsonInsert('gross_records', records.gross, grossColumns),
  jsonInsert('property_expenses', records.expenses, expenseColumns),
  jsonInsert('deposits', records.deposits, depositColumns),
  jsonInsert('cash_withdrawals', records.cashWithdrawals, cashWithdrawalColumns),
  jsonInsert('llc_expenses', records.llcExpenses, llcExpenseColumns),
];
