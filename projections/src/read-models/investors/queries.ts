import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { createNameQueries } from '../names/queries';

/** A name a caller gives, as the investor was written (`emily  carter` is Emily Carter). */
const stored = (db: CommonQueryMethods, investorName: string) => createNameQueries(db).storedName('investor', investorName);

export const createInvestorQueries = (db: CommonQueryMethods) => ({
  investorNames: async (): Promise<string[]> => [
    ...(await db.anyFirst(sql.type(z.object({ investor_name: z.string() }))`
      SELECT investor_name FROM rm_investors.investors ORDER BY investor_name`)),
  ],

  registrationSecret: async (investorName: string): Promise<string | null> =>
    db.maybeOneFirst(sql.type(z.object({ registration_secret: z.string() }))`
      SELECT registration_secret FROM rm_investors.investors WHERE investor_name = ${await stored(db, investorName)}`),

  exists: async (investorName: string): Promise<boolean> =>
    (await db.maybeOneFirst(sql.type(z.object({ found: z.boolean() }))`
      SELECT true AS found FROM rm_investors.investors WHERE investor_name = ${await stored(db, investorName)}`)) !== null,

  /** The investor a registration secret belongs to. */
  investorBySecret: (secret: string): Promise<string | null> =>
    db.maybeOneFirst(sql.type(z.object({ investor_name: z.string() }))`
      SELECT investor_name FROM rm_investors.investors WHERE registration_secret = ${secret}`),
});

export type InvestorQueries = ReturnType<typeof createInvestorQueries>;
