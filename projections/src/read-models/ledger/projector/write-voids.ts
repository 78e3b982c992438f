import type { DatabaseTransactionConnection, FragmentSqlToken } from 'slonik';
import { sql } from 'slonik';
import { z } from 'zod';
import type { LedgerRecords, Voids } from '../batch';
import { isVoidedBy, noRecords, noVoids, voidableIds, voidKinds } from '../batch';
import {
  cashWithdrawalColumns,
  cashWithdrawalRow,
  depositColumns,
  depositRow,
  expenseColumns,
  expenseRow,
  grossColumns,
  grossRow,
  llcExpenseColumns,
  llcExpenseRow,
} from '../rows';

type Tx = DatabaseTransactionConnection;

const triples = (voids: Voids) => voidKinds.flatMap((kind) => [...voids[kind]].map(([recordId, owner]) => [kind, owner, recordId]));
const pairsOf = (voids: Voids, kinds: readonly (keyof Voids)[]) =>
  kinds.flatMap((kind) => [...voids[kind]].map(([recordId, owner]) => [kind, owner, recordId]));
const orphanRow = z.object({ kind: z.enum(['income', 'expense', 'deposit', 'payment', 'llc']), owner: z.string(), record_id: z.string() });

/**
 * The voids that named no record when they were applied (a void ahead of its record, which the
 * commands never write): few or none, so they are read whole, for the batch's new records to be
 * checked against in memory. Only records a void can name are checked, so a batch with none of
 * them (investments, cash withdrawals) skips the read. `also` is another read the batch needs before
 * it writes, made in the same statement (one round trip): its JSON value is answered as it comes.
 */
export const orphanVoids = async (
  tx: Tx,
  records: LedgerRecords,
  also: FragmentSqlToken | null = null,
): Promise<{ voids: Voids; also: unknown }> => {
  const found = noVoids();
  const voidable = voidableIds(records);
  const checked = voidKinds.some((kind) => voidable[kind].size > 0);
  if (!checked && also === null) return { voids: found, also: null };
  const orphans = checked
    ? sql.fragment`(SELECT coalesce(json_agg(json_build_object('kind', kind, 'owner', owner, 'record_id', record_id::text)), '[]'::json)
        FROM orphan_voids)`
    : sql.fragment`'[]'::json`;
  const row = await tx.one(sql.unsafe`SELECT ${orphans} AS orphans, ${also ?? sql.fragment`NULL::json`} AS also`);
  for (const orphan of z.array(orphanRow).parse(row.orphans)) found[orphan.kind].set(orphan.record_id, orphan.owner);
  return { voids: found, also: row.also };
};

/** Orphan voids that found their record in this batch are spent: the record is dropped, once. */
export const spendOrphanVoids = async (tx: Tx, orphans: Voids, records: LedgerRecords) => {
  const arrived = voidableIds(records);
  const spent = triples(orphans).filter(([kind, owner, id]) => isVoidedBy(arrived, kind as keyof Voids, id!, owner!));
  if (spent.length === 0) return;
  await tx.query(sql.unsafe`
    DELETE FROM orphan_voids o USING ${sql.unnest(spent, ['text', 'text', 'uuid'])} AS s(kind, owner, record_id)
    WHERE o.kind = s.kind AND o.owner = s.owner AND o.record_id = s.record_id`);
};

/**
 * Deletes the stored records the batch's voids name and returns them (their amounts leave the
 * aggregates), and remembers the voids. A void that names neither a stored record, nor one of
 * `batchRecords`, nor a record voided before is kept as an orphan, so a record arriving after its
 * void still counts nowhere.
 */
export const applyVoids = async (tx: Tx, voids: Voids, batchRecords: LedgerRecords): Promise<LedgerRecords> => {
  const deleted = noRecords();
  if (voidKinds.every((kind) => voids[kind].size === 0)) return deleted;
  const grossVoids = pairsOf(voids, ['income', 'payment']);
  if (grossVoids.length > 0) {
    const rows = await tx.any(sql.unsafe`
      DELETE FROM gross_records g USING ${sql.unnest(grossVoids, ['text', 'text', 'uuid'])} AS v(void_kind, void_owner, void_id)
      WHERE g.property_name = v.void_owner AND g.record_id = v.void_id
        AND (g.kind = 'land_contract_payment') = (v.void_kind = 'payment')
      RETURNING ${grossColumns}`);
    deleted.gross.push(...z.array(grossRow).parse(rows));
  }
  const remove = async <T>(
    kind: keyof Voids,
    table: string,
    ownerColumn: string,
    columns: ReturnType<typeof sql.fragment>,
    row: z.ZodType<T, z.ZodTypeDef, unknown>,
  ) => {
    const pairs = [...voids[kind]].map(([recordId, owner]) => [owner, recordId]);
    if (pairs.length === 0) return [];
    const t = sql.identifier([table]);
    return z.array(row).parse(
      await tx.any(sql.unsafe`
        DELETE FROM ${t} USING ${sql.unnest(pairs, ['text', 'uuid'])} AS v(void_owner, void_id)
        WHERE ${t}.${sql.identifier([ownerColumn])} = v.void_owner AND ${t}.record_id = v.void_id
        RETURNING ${columns}`),
    );
  };
  deleted.expenses.push(...(await remove('expense', 'property_expenses', 'property_name', expenseColumns, expenseRow)));
  deleted.deposits.push(...(await remove('deposit', 'deposits', 'property_name', depositColumns, depositRow)));
  deleted.llcExpenses.push(...(await remove('llc', 'llc_expenses', 'llc_name', llcExpenseColumns, llcExpenseRow)));
  deleted.cashWithdrawals.push(...(await remove('cash', 'cash_withdrawals', 'investor_id', cashWithdrawalColumns, cashWithdrawalRow)));

  const matched = [voidableIds(deleted), voidableIds(batchRecords)];
  const unmatched = triples(voids).filter(([kind, owner, id]) => !matched.some((m) => isVoidedBy(m, kind as keyof Voids, id!, owner!)));
  if (unmatched.length > 0) {
    // A void of a record voided before is not an orphan: its record is gone, not yet to come.
    await tx.query(sql.unsafe`
      INSERT INTO orphan_voids (kind, owner, record_id)
      SELECT * FROM ${sql.unnest(unmatched, ['text', 'text', 'uuid'])} AS u(kind, owner, record_id)
      WHERE NOT EXISTS (SELECT 1 FROM voids v WHERE v.kind = u.kind AND v.owner = u.owner AND v.record_id = u.record_id)
      ON CONFLICT DO NOTHING`);
  }
  await tx.query(sql.unsafe`
    INSERT INTO voids (kind, owner, record_id) SELECT * FROM ${sql.unnest(triples(voids), ['text', 'text', 'uuid'])} ON CONFLICT DO NOTHING`);
  return deleted;
};
