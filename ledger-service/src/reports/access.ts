import { nameKey } from '@portal/contracts';
import { signedInUser, type AppContext } from '../http/context';
import { badRequest, forbidden } from '../shared/errors';

/**
 * Whose investor data a caller may read. An administrator reads anyone's and must say whose; an
 * investor reads only their own: without a name they get their own, and any other name is 403, known
 * or not, so the answer never tells whether another investor exists.
 */
export const readableInvestor = (ctx: AppContext, requested: string | undefined): string => {
  const user = signedInUser(ctx);
  if (user.admin_level >= 1) {
    if (requested === undefined) throw badRequest('investor_name: Required');
    return requested;
  }
  // Their own name in any spelling is theirs (contracts/src/names.ts); the answer uses it as written.
  if (user.investor_name === null || (requested !== undefined && nameKey(requested) !== nameKey(user.investor_name))) {
    throw forbidden('You can only see your own investments.');
  }
  return user.investor_name;
};

export const isAdmin = (ctx: AppContext): boolean => signedInUser(ctx).admin_level >= 1;
