import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { createNameQueries } from '../names/queries';
import { secretDigest } from './secret-digest';

const secretRow = z.object({
  investor_name: z.string(),
  registration_secret: z.string(),
  portal_user: z.string().nullable(),
  personal_data_erased: z.boolean(),
});

export const createInvestorQueries = (db: CommonQueryMethods) => {
  // One set of name queries for all calls, so the names it found written exactly as asked stay kept.
  const names = createNameQueries(db);
  /** A name a caller gives, as the investor was written (`emily  carter` is Emily Carter). */
  const stored = (investorName: string) => names.storedName('investor', investorName);
  return {
    investorNames: async (): Promise<string[]> => [
      ...(await db.anyFirst(sql.type(z.object({ investor_name: z.string() }))`
      SELECT investor_name FROM rm_investors.investors ORDER BY investor_name`)),
    ],

    /** The investor's current registration secret as recorded (sealed; the API opens it), or null for no such investor. */
    registrationSecret: async (investorName: string): Promise<z.infer<typeof secretRow> | null> =>
      db.maybeOne(sql.type(secretRow)`
      SELECT investor_name, registration_secret, portal_user, personal_data_erased
      FROM rm_investors.investors WHERE investor_name = ${await stored(investorName)}`),

    exists: async (investorName: string): Promise<boolean> =>
      (await db.maybeOneFirst(sql.type(z.object({ found: z.boolean() }))`
      SELECT true AS found FROM rm_investors.investors WHERE investor_name = ${await stored(investorName)}`)) !== null,

    /** The investor whose current registration secret this is (found by its digest), and whether it is spent (used, or its owner erased). */
    investorBySecret: (secret: string): Promise<{ investor_name: string; spent: boolean } | null> =>
      db.maybeOne(sql.type(z.object({ investor_name: z.string(), spent: z.boolean() }))`
      SELECT investor_name, portal_user IS NOT NULL OR personal_data_erased AS spent FROM rm_investors.investors WHERE secret_digest = ${secretDigest(secret)}`),
  };
};

export type InvestorQueries = ReturnType<typeof createInvestorQueries>;
