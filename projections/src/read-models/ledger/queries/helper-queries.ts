import { propertyType, seededExpenseCategories, type PropertyType } from '@portal/contracts';
import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { compareCodeUnits, taxYearsFrom, type CapitalMovement } from '../figures';
import { capitalColumns, capitalRow } from '../rows';

/** The name lists of GET /admin/get_admin_helpers that the ledger knows, each in code-unit order. */
export interface LedgerNameLists {
  readonly properties: { readonly propertyName: string; readonly propertyType: PropertyType }[];
  /** Investor ids (the API turns them into names, and sorts them by name). */
  readonly investors: string[];
  readonly llcs: string[];
  readonly partners: string[];
  /** The seeded Form 8825 lines and the added categories, one catalogue. */
  readonly expenseCategories: string[];
  /** tax_years: newest first. */
  readonly taxYears: string[];
}

const namesRow = z.object({
  properties: z.array(z.string()),
  property_types: z.array(propertyType),
  investors: z.array(z.string()),
  llcs: z.array(z.string()),
  partners: z.array(z.string()),
  categories: z.array(z.string()),
  first_year: z.string().nullable(),
});

export const createLedgerHelperQueries = (db: CommonQueryMethods) => ({
  /** Every investor's order key (figures/order.ts), in key order: where a new investor goes among them. */
  investorOrderKeys: async (): Promise<{ investorId: string; orderKey: string }[]> =>
    (
      await db.any(sql.type(z.object({ investor_id: z.string(), order_key: z.string() }))`
        SELECT investor_id, order_key FROM rm_ledger.investors ORDER BY order_key COLLATE "C", investor_id COLLATE "C"`)
    ).map((row) => ({ investorId: row.investor_id, orderKey: row.order_key })),

  /**
   * The investments and investment withdrawals of every investor in a property (named as written),
   * for a land-contract command's capital check (docs/land-contracts.md).
   */
  propertyCapitalMovements: async (propertyName: string): Promise<CapitalMovement[]> => [
    ...(await db.any(sql.type(capitalRow)`
      SELECT ${capitalColumns} FROM rm_ledger.capital_movements WHERE property_name = ${propertyName}
      ORDER BY date, seq`)),
  ],

  nameLists: async (today: string): Promise<LedgerNameLists> => {
    const row = await db.one(sql.type(namesRow)`
      SELECT
        coalesce((SELECT array_agg(property_name ORDER BY property_name COLLATE "C") FROM rm_ledger.properties), '{}') AS properties,
        coalesce((SELECT array_agg(property_type ORDER BY property_name COLLATE "C") FROM rm_ledger.properties), '{}') AS property_types,
        coalesce((SELECT array_agg(investor_id ORDER BY investor_id COLLATE "C") FROM rm_ledger.investors), '{}') AS investors,
        coalesce((SELECT array_agg(llc_name ORDER BY llc_name COLLATE "C") FROM rm_ledger.llcs), '{}') AS llcs,
        coalesce((SELECT array_agg(partner_name ORDER BY partner_name COLLATE "C") FROM rm_ledger.partners), '{}') AS partners,
        coalesce((SELECT array_agg(category) FROM rm_ledger.expense_categories), '{}') AS categories,
        (SELECT min(year) FROM rm_ledger.record_years WHERE dates > 0) AS first_year`);
    return {
      properties: row.properties.map((propertyName, i) => ({ propertyName, propertyType: row.property_types[i]! })),
      investors: row.investors,
      llcs: row.llcs,
      partners: row.partners,
      expenseCategories: [...new Set([...seededExpenseCategories, ...row.categories])].sort(compareCodeUnits),
      taxYears: taxYearsFrom(row.first_year, today),
    };
  },
});
