import type { DatabaseTransactionConnection } from 'slonik';
import { sql } from 'slonik';
import type { LedgerBatch, LedgerRecords } from './batch';
import { jsonColumns, jsonRows, type JsonColumn } from './json-rows';

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

/** Catalogue entries: a later event for the same name replaces the earlier one, as in the reference fold. */
export const writeCatalogue = async (tx: Tx, batch: LedgerBatch) => {
  if (batch.investors.size > 0) {
    const rows = [...batch.investors.values()].map((i) => [i.investorName, i.feeBasisPoints]);
    await tx.query(sql.unsafe`
      INSERT INTO investors (investor_name, fee_basis_points) SELECT * FROM ${sql.unnest(rows, ['text', 'int4'])}
      ON CONFLICT (investor_name) DO UPDATE SET fee_basis_points = excluded.fee_basis_points`);
  }
  if (batch.llcs.size > 0) {
    const rows = [...batch.llcs.values()].map((l) => [
      l.llcName,
      l.address,
      l.dateStarted,
      l.principalBusinessActivity,
      l.principalProduct,
      l.businessCodeNumber,
    ]);
    await tx.query(sql.unsafe`
      INSERT INTO llcs (llc_name, address, date_started, principal_business_activity, principal_product, business_code_number)
      SELECT * FROM ${sql.unnest(rows, ['text', 'text', 'date', 'text', 'text', 'text'])}
      ON CONFLICT (llc_name) DO UPDATE SET address = excluded.address, date_started = excluded.date_started,
        principal_business_activity = excluded.principal_business_activity, principal_product = excluded.principal_product,
        business_code_number = excluded.business_code_number`);
  }
  await insertNames(tx, 'partners', 'partner_name', batch.partners);
  await insertNames(tx, 'expense_categories', 'category', batch.categories);
  if (batch.properties.size > 0) {
    const rows = [...batch.properties.values()].map((p) => [
      p.propertyName,
      p.propertyType,
      p.llcName,
      p.address,
      p.purchaseDate,
      p.purchasePriceCents,
      p.landValueCents,
      p.propertyValueCents,
      p.pictureUrl,
    ]);
    await tx.query(sql.unsafe`
      INSERT INTO properties (property_name, property_type, llc_name, address, purchase_date, purchase_price_cents, land_value_cents, property_value_cents, picture_url)
      SELECT * FROM ${sql.unnest(rows, ['text', 'text', 'text', 'text', 'date', 'int8', 'int8', 'int8', 'text'])}
      ON CONFLICT (property_name) DO UPDATE SET property_type = excluded.property_type, llc_name = excluded.llc_name,
        address = excluded.address, purchase_date = excluded.purchase_date, purchase_price_cents = excluded.purchase_price_cents,
        land_value_cents = excluded.land_value_cents, property_value_cents = excluded.property_value_cents, picture_url = excluded.picture_url`);
  }
  if (batch.notes.size > 0) {
    await tx.query(sql.unsafe`
      INSERT INTO property_notes (property_name, notes) SELECT * FROM ${sql.unnest([...batch.notes], ['text', 'text'])}
      ON CONFLICT (property_name) DO UPDATE SET notes = excluded.notes`);
  }
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
  const insert = async (table: string, rows: readonly object[], columns: readonly JsonColumn[]) => {
    if (rows.length === 0) return;
    const json = jsonRows(rows, columns);
    await tx.query(sql.unsafe`INSERT INTO ${sql.identifier([table])} (${json.columns}) ${json.select}`);
  };
  await insert('capital_movements', records.capital, capitalColumns);
  await insert('gross_records', records.gross, grossColumns);
  await insert('property_expenses', records.expenses, expenseColumns);
  await insert('deposits', records.deposits, depositColumns);
  await insert('cash_withdrawals', records.cashWithdrawals, cashWithdrawalColumns);
  await insert('llc_expenses', records.llcExpenses, llcExpenseColumns);
};
