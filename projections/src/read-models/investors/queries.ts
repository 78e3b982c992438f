import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { secretDigest } from './secret-digest';

const investorRow = z.object({
  investor_id: z.string(),
  /** Sealed (or, in older logs, the name in clear text): the API opens it. */
  investor_name: z.string(),
  number: z.number(),
  stream_name: z.string(),
  personal_data_erased: z.boolean(),
});
export type InvestorRow = z.infer<typeof investorRow>;

const secretRow = z.object({
  investor_id: z.string(),
  registration_secret: z.string(),
  portal_user: z.string().nullable(),
  personal_data_erased: z.boolean(),
});

/** Investors by id; names are resolved by the API's directory of names (it opens them). */
export const createInvestorQueries = (db: CommonQueryMethods) => ({
  /** Every investor, in the order they were added. */
  all: async (): Promise<InvestorRow[]> => [
    ...(await db.any(sql.type(investorRow)`
      SELECT investor_id, investor_name, number, stream_name, personal_data_erased FROM rm_investors.investors ORDER BY number`)),
  ],

  /** The investor's current registration secret as recorded (sealed; the API opens it), or null for no such investor. */
  registrationSecret: async (investorId: string): Promise<z.infer<typeof secretRow> | null> =>
    db.maybeOne(sql.type(secretRow)`
      SELECT investor_id, registration_secret, portal_user, personal_data_erased
      FROM rm_investors.investors WHERE investor_id = ${investorId}`),

  /** The investor's e-mail as recorded (sealed, or '' when none was given), or null for no such investor. */
  email: (investorId: string): Promise<string | null> =>
    db.maybeOneFirst(sql.type(z.object({ email: z.string() }))`SELECT email FROM rm_investors.investors WHERE investor_id = ${investorId}`),

  /** The investor whose current registration secret this is (found by its digest), and whether it is spent (used, or its owner erased). */
  investorBySecret: (secret: string): Promise<{ investor_id: string; spent: boolean } | null> =>
    db.maybeOne(sql.type(z.object({ investor_id: z.string(), spent: z.boolean() }))`
      SELECT investor_id, portal_user IS NOT NULL OR personal_data_erased AS spent
      FROM rm_investors.investors WHERE secret_digest = ${secretDigest(secret)}`),
});

export type InvestorQueries = ReturnType<typeof createInvestorQueries>;
