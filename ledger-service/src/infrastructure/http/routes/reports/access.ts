import { isStaff } from '../../auth-middleware';
import { signedInUser, type AppContext } from '../../context';
import type { Directory, Investor } from '../../../../shared/personal-data/directory';
import { badRequest, forbidden, notFound } from '../../../../shared/errors';

/**
 * Whose investor data a caller may read. An administrator or an auditor reads anyone's and must say
 * whose (an unknown name is 404); an investor reads only their own: without a name they get their
 * own, and any other name is 403, known or not, so the answer never tells whether another investor
 * exists. Names are found through the directory of names (any spelling, or an erased investor's
 * pseudonym); the reports read by id.
 */
export const readableInvestor = async (ctx: AppContext, requested: string | undefined, people: Directory): Promise<Investor> => {
  const user = signedInUser(ctx);
  const directory = await people.current();
  if (isStaff(user)) {
    if (requested === undefined) throw badRequest('investor_name: Required');
    const investor = directory.investorNamed(requested);
    if (investor === undefined) throw notFound(`No investor named ${requested}.`);
    return investor;
  }
  const own = user.investor_id === null ? undefined : directory.investorById(user.investor_id);
  if (own === undefined || (requested !== undefined && directory.investorNamed(requested)?.id !== own.id)) {
    throw forbidden('You can only see your own investments.');
  }
  return own;
};

/** An administrator or an auditor: reads every investor's pages, and is noted doing so (page-views.ts). */
export const readsEveryInvestor = (ctx: AppContext): boolean => isStaff(signedInUser(ctx));
