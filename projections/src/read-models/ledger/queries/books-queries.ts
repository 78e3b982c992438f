import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';
import type { CapitalMovement, PropertyBooks, PropertyContractEvent } from '../figures';
import { propertyBooks, propertyContractsOf } from '../figures';
import { capitalColumns, capitalRow, centsColumn } from '../rows';
import { assertIsoDate } from '../figures';

const eventsRow = z.object({
  property_name: z.string(),
  events: z.array(z.object({ type: z.string(), data: z.record(z.unknown()) })),
});

/**
 * The books of the named properties' land contracts, computed from their stored records by the
 * same function as the projector's (docs/land-contracts.md, The books); a property without a
 * contract is absent. For the reads of one property or one LLC, which show each contract.
 */
export const readPropertyBooks = async (db: CommonQueryMethods, propertyNames: readonly string[]): Promise<Map<string, PropertyBooks>> =>
  (await readBooksAndCapital(db, propertyNames)).books;

/** `readPropertyBooks`, and the capital records of the properties with a contract (their shares). */
export const readBooksAndCapital = async (
  db: CommonQueryMethods,
  propertyNames: readonly string[],
): Promise<{ books: Map<string, PropertyBooks>; capital: readonly CapitalMovement[] }> => {
  const names = sql.array([...propertyNames], 'text');
  const stored = await db.any(sql.type(eventsRow)`
    SELECT property_name, json_agg(event ORDER BY seq) AS events FROM rm_ledger.lc_events
    WHERE property_name = ANY(${names})
    GROUP BY property_name HAVING bool_or(event->>'type' = 'LandContractOpened')`);
  if (stored.length === 0) return { books: new Map(), capital: [] };
  const withContract = sql.array(
    stored.map((s) => s.property_name),
    'text',
  );
  const [capital, investors] = await Promise.all([
    db.any(sql.type(capitalRow)`SELECT ${capitalColumns} FROM rm_ledger.capital_movements WHERE property_name = ANY(${withContract})`),
    db.any(sql.type(z.object({ investor_id: z.string(), order_key: z.string() }))`
      SELECT DISTINCT i.investor_id, i.order_key FROM rm_ledger.investors i
      JOIN rm_ledger.capital_movements c ON c.investor_id = i.investor_id WHERE c.property_name = ANY(${withContract})`),
  ]);
  const orderKeys = new Map(investors.map((i) => [i.investor_id, i.order_key]));
  const books = new Map<string, PropertyBooks>();
  for (const { property_name: name, events } of stored) {
    const computed = propertyBooks(propertyContractsOf(name, events as unknown as PropertyContractEvent[]), capital, orderKeys);
    if (computed !== null) books.set(name, computed);
  }
  return { books, capital };
};

/**
 * Whether a property `where` selects has a contract not voided (each void voids one opened contract):
 * exactly the properties `propertyBooks` gives books for.
 */
export const hasLiveContract = (where: FragmentSqlToken) => sql.fragment`EXISTS (
  SELECT 1 FROM rm_ledger.lc_events WHERE ${where} GROUP BY property_name
  HAVING count(*) FILTER (WHERE event->>'type' = 'LandContractOpened') > count(*) FILTER (WHERE event->>'type' = 'LandContractVoided'))`;

/** Capital land contracts returned to or wrote off for the investor, per month, as withdrawn (`month, invested, withdrawn`). */
export const reductionMonths = (investorId: string, inProperty: FragmentSqlToken) => sql.fragment`
  SELECT to_char(date, 'YYYY-MM') AS month, 0::int8, amount_cents FROM rm_ledger.lc_reductions
  WHERE investor_id = ${investorId} AND ${inProperty}`;

/** The capital land contracts returned to the investor dated on or before `today`: cash held for them. */
export const returnedThrough = (investorId: string, inProperty: FragmentSqlToken, today: string) => sql.fragment`
  (SELECT coalesce(sum(amount_cents), 0)::int8 FROM rm_ledger.lc_reductions
   WHERE investor_id = ${investorId} AND ${inProperty} AND kind = 'returned' AND date <= ${today}::date)`;

/** The investor's reads a cash or investment withdrawal checks its limit with. */
export const createLandContractInvestorQueries = (db: CommonQueryMethods) => ({
  /**
   * What the investor's cash balance holds before their cash withdrawals, in cents: total_income(i)
   * and the capital land contracts returned to them up to `today` (docs/land-contracts.md).
   */
  investorCashInCents: async (investorId: string, today: string): Promise<number> =>
    db.oneFirst(sql.type(z.object({ total: centsColumn }))`
        SELECT ((SELECT coalesce(sum(income_cents), 0) FROM rm_ledger.allocation_rows WHERE investor_id = ${investorId})
          + ${returnedThrough(investorId, sql.fragment`TRUE`, assertIsoDate(today))})::int8 AS total`),

  /** The capital land contracts returned to or wrote off for the investor in the property, as negative movements. */
  investorReductions: async (investorId: string, propertyName: string): Promise<{ date: string; cents: number }[]> =>
    (
      await db.any(sql.type(z.object({ date: z.string(), amount_cents: centsColumn }))`
          SELECT date::text AS date, amount_cents FROM rm_ledger.lc_reductions
          WHERE investor_id = ${investorId} AND property_name = ${propertyName}`)
    ).map((r) => ({ date: r.date, cents: -r.amount_cents })),
});
