import { nameKey } from '@portal/contracts';
import { isStaff } from '../http/auth-middleware';
import { signedInUser, type AppContext } from '../http/context';
import { badRequest, forbidden } from '../shared/errors';

/**
 * Whose investor data a caller may read. An administrator or an auditor reads anyone's and must say
 * whose; an investor reads only their own: without a name they get their own, and any other name is
 * 403, known or not, so the answer never tells whether another investor exists.
 */
export const readableInvestor = (ctx: AppContext, requested: string | undefined): string => {
  const user = signedInUser(ctx);
  if (isStaff(user)) {
    if (requested === undefined) throw badRequest('investor_name: Required');
    return requested;
  }
  // Their own name in any spelling is theirs (contracts/src/names.ts); the answer uses it as written.
  if (user.investor_name === null || (requested !== undefined && nameKey(requested) !== nameKey(user.investor_name))) {
    throw forbidden('You can only see your own investments.');
  }
  return user.investor_name;
};

/** An administrator or an auditor: reads every investor's pages, and is noted doing so (page-views.ts). */
export const readsEveryInvestor = (ctx: AppContext): boolean => isStaff(signedInUser(ctx));
