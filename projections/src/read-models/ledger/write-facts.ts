import type { DatabaseTransactionConnection } from 'slonik';
import { sql } from 'slonik';
import type { LedgerBatch, LedgerRecords } from './batch';
import { insertJsonRows, jsonColumns, type JsonColumn } from './json-rows';

/** Set-based writes of a batch's facts: one multi-row statement per table, whatever the batch size. */

type Tx = DatabaseTransactionConnection;

/** Adds names to a table of names only (partners, expense categories); a name there already stays. */
const insertNames = async (tx: Tx, table: string, column: string, names: ReadonlySet<string>) => {
  if (names.size === 0) return;
  await tx.query(sql.unsafe`
    INSERT INTO ${sql.identifier([table])} (${sql.identifier([column])}) SELECT * FROM ${sql.unnest(
      [...names].map((name) => [name]),
      ['text'],
    )} ON CONFLICT DO NOTHING`);
};

const investorColumns = jsonColumns('investor_name text, fee_basis_points int4');
const llcColumns = jsonColumns(
  'llc_name text, address text, date_started date, principal_business_activity text, principal_product text, business_code_number text',
);
const noteColumns = jsonColumns('property_name text, notes text');
const propertyColumns = jsonColumns(
  'property_name text, property_type text, llc_name text, address text, purchase_date date, purchase_price_cents int8, land_value_cents int8, property_value_cents int8, picture_url text',
);

/** Writes catalogue entries: an entry for a name already there replaces it (every other column). */
const replaceByName = (tx: Tx, table: string, rows: readonly object[], columns: readonly JsonColumn[], name: string) => {
  const replaced = columns.filter(([column]) => column !== name).map(([column]) => sql.identifier([column]));
  return insertJsonRows(
    tx,
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
export const writeCatalogue = async (tx: Tx, batch: LedgerBatch) => {
  await replaceByName(tx, 'investors', [...batch.investors.values()], investorColumns, 'investor_name');
  await replaceByName(tx, 'llcs', [...batch.llcs.values()], llcColumns, 'llc_name');
  await insertNames(tx, 'partners', 'partner_name', batch.partners);
  await insertNames(tx, 'expense_categories', 'category', batch.categories);
  await replaceByName(tx, 'properties', [...batch.properties.values()], propertyColumns, 'property_name');
  const notes = [...batch.notes].map(([propertyName, text]) => ({ propertyName, notes: text }));
  await replaceByName(tx, 'property_notes', notes, noteColumns, 'property_name');
};

const capitalColumns = jsonColumns('record_id uuid, kind text, investor_name text, property_name text, amount_cents int8, date date');
const grossColumns = jsonColumns(
  'record_id uuid, kind text, property_name text, partner_name text, description text, amount_cents int8, date date, income_for_month text, category text',
);
const expenseColumns = jsonColumns(
  'record_id uuid, property_name text, partner_name text, investor_name text, description text, amount_cents int8, expense_date date, expense_for_month text, category text',
);
const depositColumns = jsonColumns(
  'record_id uuid, kind text, property_name text, partner_name text, amount_cents int8, date date, notes text',
);
const cashWithdrawalColumns = jsonColumns('record_id uuid, investor_name text, amount_cents int8, date date, description text');
const llcExpenseColumns = jsonColumns(
  'record_id uuid, llc_name text, description text, amount_cents int8, expense_date date, category text',
);

/** The batch's records, the engine's facts as they are: their field names are the JSON keys. */
export const insertRecords = async (tx: Tx, records: LedgerRecords) => {
  await insertJsonRows(tx, 'capital_movements', records.capital, capitalColumns);
  await insertJsonRows(tx, 'gross_records', records.gross, grossColumns);
  await insertJsonRows(tx, 'property_expenses', records.expenses, expenseColumns);
  await insertJsonRows(tx, 'deposits', records.deposits, depositColumns);
  await insertJsonRows(tx, 'cash_withdrawals', records.cashWithdrawals, cashWithdrawalColumns);
  await insertJsonRows(tx, 'llc_expenses', records.llcExpenses, llcExpenseColumns);
};
