import type { DatabaseTransactionConnection } from 'slonik';
import { sql } from 'slonik';
import { z } from 'zod';
import type { LedgerBatch, LedgerRecords, VoidKind, Voids } from './batch';
import { noRecords, noVoids, recordIdsByVoidKind, voidKinds } from './batch';
import { depositColumns, depositRow, expenseColumns, expenseRow, grossColumns, grossRow, llcExpenseColumns, llcExpenseRow } from './rows';

/** Set-based writes of a batch's facts: one multi-row statement per table, whatever the batch size. */

type Tx = DatabaseTransactionConnection;

/** Catalogue entries: a later event for the same name replaces the earlier one, as in the reference fold. */
export const writeCatalogue = async (tx: Tx, batch: LedgerBatch) => {
  if (batch.investors.size > 0) {
    const rows = [...batch.investors.values()].map((i) => [i.investorName, i.feeBasisPoints]);
    await tx.query(sql.unsafe`
      INSERT INTO investors (investor_name, fee_basis_points) SELECT * FROM ${sql.unnest(rows, ['text', 'int4'])}
      ON CONFLICT (investor_name) DO UPDATE SET fee_basis_points = excluded.fee_basis_points`);
  }
  if (batch.llcs.size > 0) {
    const rows = [...batch.llcs.values()].map((l) => [l.llcName, l.address, l.dateStarted, l.principalBusinessActivity, l.principalProduct, l.businessCodeNumber]);
    await tx.query(sql.unsafe`
      INSERT INTO llcs (llc_name, address, date_started, principal_business_activity, principal_product, business_code_number)
      SELECT * FROM ${sql.unnest(rows, ['text', 'text', 'date', 'text', 'text', 'text'])}
      ON CONFLICT (llc_name) DO UPDATE SET address = excluded.address, date_started = excluded.date_started,
        principal_business_activity = excluded.principal_business_activity, principal_product = excluded.principal_product,
        business_code_number = excluded.business_code_number`);
  }
  if (batch.partners.size > 0) {
    await tx.query(sql.unsafe`
      INSERT INTO partners (partner_name) SELECT * FROM ${sql.unnest([...batch.partners].map((p) => [p]), ['text'])} ON CONFLICT DO NOTHING`);
  }
  if (batch.categories.size > 0) {
    await tx.query(sql.unsafe`
      INSERT INTO expense_categories (category) SELECT * FROM ${sql.unnest([...batch.categories].map((c) => [c]), ['text'])} ON CONFLICT DO NOTHING`);
  }
  if (batch.properties.size > 0) {
    const rows = [...batch.properties.values()].map((p) => [
      p.propertyName, p.propertyType, p.llcName, p.address, p.purchaseDate, p.purchasePriceCents, p.landValueCents, p.propertyValueCents, p.pictureUrl,
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

const voidRow = z.object({ kind: z.enum(['income', 'expense', 'deposit', 'payment', 'llc']), record_id: z.string() });

/** Voids stored by earlier batches that name one of these records' ids. */
export const earlierVoids = async (tx: Tx, records: LedgerRecords): Promise<Voids> => {
  const found = noVoids();
  const ids = recordIdsByVoidKind(records);
  const pairs = voidKinds.flatMap((kind) => [...ids[kind]].map((id) => [kind, id]));
  if (pairs.length === 0) return found;
  const rows = await tx.any(sql.unsafe`
    SELECT v.kind, v.record_id::text AS record_id FROM voids v
    JOIN ${sql.unnest(pairs, ['text', 'uuid'])} AS r(kind, record_id) ON v.kind = r.kind AND v.record_id = r.record_id`);
  for (const row of z.array(voidRow).parse(rows)) found[row.kind].add(row.record_id);
  return found;
};

/** Remembers the batch's voids, and deletes the stored records they name; returns what was deleted. */
export const applyVoids = async (tx: Tx, voids: Voids): Promise<LedgerRecords> => {
  const deleted = noRecords();
  const pairs = voidKinds.flatMap((kind) => [...voids[kind]].map((id) => [kind, id]));
  if (pairs.length === 0) return deleted;
  await tx.query(sql.unsafe`INSERT INTO voids (kind, record_id) SELECT * FROM ${sql.unnest(pairs, ['text', 'uuid'])} ON CONFLICT DO NOTHING`);
  const ids = (kind: VoidKind) => sql.array([...voids[kind]], 'uuid');
  if (voids.income.size > 0 || voids.payment.size > 0) {
    const rows = await tx.any(sql.unsafe`
      DELETE FROM gross_records
      WHERE (kind IN ('income', 'partner_income') AND record_id = ANY(${ids('income')}))
         OR (kind = 'land_contract_payment' AND record_id = ANY(${ids('payment')}))
      RETURNING ${grossColumns}`);
    deleted.gross.push(...z.array(grossRow).parse(rows));
  }
  if (voids.expense.size > 0) {
    const rows = await tx.any(sql.unsafe`DELETE FROM property_expenses WHERE record_id = ANY(${ids('expense')}) RETURNING ${expenseColumns}`);
    deleted.expenses.push(...z.array(expenseRow).parse(rows));
  }
  if (voids.deposit.size > 0) {
    const rows = await tx.any(sql.unsafe`DELETE FROM deposits WHERE record_id = ANY(${ids('deposit')}) RETURNING ${depositColumns}`);
    deleted.deposits.push(...z.array(depositRow).parse(rows));
  }
  if (voids.llc.size > 0) {
    const rows = await tx.any(sql.unsafe`DELETE FROM llc_expenses WHERE record_id = ANY(${ids('llc')}) RETURNING ${llcExpenseColumns}`);
    deleted.llcExpenses.push(...z.array(llcExpenseRow).parse(rows));
  }
  return deleted;
};

export const insertRecords = async (tx: Tx, records: LedgerRecords) => {
  const { capital, gross, expenses, deposits, cashWithdrawals, llcExpenses } = records;
  if (capital.length > 0) {
    const rows = capital.map((m) => [m.recordId, m.kind, m.investorName, m.propertyName, m.amountCents, m.date]);
    await tx.query(sql.unsafe`
      INSERT INTO capital_movements (record_id, kind, investor_name, property_name, amount_cents, date)
      SELECT * FROM ${sql.unnest(rows, ['uuid', 'text', 'text', 'text', 'int8', 'date'])}`);
  }
  if (gross.length > 0) {
    const rows = gross.map((r) => [
      r.recordId, r.kind, r.propertyName, r.partnerName, r.description, r.amountCents, r.date,
      r.kind === 'income' ? r.incomeForMonth : null, r.kind === 'income' ? r.category : null,
    ]);
    await tx.query(sql.unsafe`
      INSERT INTO gross_records (record_id, kind, property_name, partner_name, description, amount_cents, date, income_for_month, category)
      SELECT * FROM ${sql.unnest(rows, ['uuid', 'text', 'text', 'text', 'text', 'int8', 'date', 'text', 'text'])}`);
  }
  if (expenses.length > 0) {
    const rows = expenses.map((e) => [
      e.recordId, e.propertyName, e.partnerName, e.investorName, e.description, e.amountCents, e.expenseDate, e.expenseForMonth, e.category,
    ]);
    await tx.query(sql.unsafe`
      INSERT INTO property_expenses (record_id, property_name, partner_name, investor_name, description, amount_cents, expense_date, expense_for_month, category)
      SELECT * FROM ${sql.unnest(rows, ['uuid', 'text', 'text', 'text', 'text', 'int8', 'date', 'text', 'text'])}`);
  }
  if (deposits.length > 0) {
    const rows = deposits.map((d) => [d.recordId, d.kind, d.propertyName, d.partnerName, d.amountCents, d.date, d.notes]);
    await tx.query(sql.unsafe`
      INSERT INTO deposits (record_id, kind, property_name, partner_name, amount_cents, date, notes)
      SELECT * FROM ${sql.unnest(rows, ['uuid', 'text', 'text', 'text', 'int8', 'date', 'text'])}`);
  }
  if (cashWithdrawals.length > 0) {
    const rows = cashWithdrawals.map((w) => [w.recordId, w.investorName, w.amountCents, w.date, w.description]);
    await tx.query(sql.unsafe`
      INSERT INTO cash_withdrawals (record_id, investor_name, amount_cents, date, description)
      SELECT * FROM ${sql.unnest(rows, ['uuid', 'text', 'int8', 'date', 'text'])}`);
  }
  if (llcExpenses.length > 0) {
    const rows = llcExpenses.map((e) => [e.recordId, e.llcName, e.description, e.amountCents, e.expenseDate, e.category]);
    await tx.query(sql.unsafe`
      INSERT INTO llc_expenses (record_id, llc_name, description, amount_cents, expense_date, category)
      SELECT * FROM ${sql.unnest(rows, ['uuid', 'text', 'text', 'int8', 'date', 'text'])}`);
  }
};
