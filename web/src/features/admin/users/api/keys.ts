import { adminKeys } from '../../../../lib/admin-keys';

/** Portal users: who signed in, and investors' registration secrets. */
export const userKeys = {
  all: [...adminKeys.all, 'users'] as const,
  loginSummary: () => [...userKeys.all, 'login-summary'] as const,
  secret: (investorName: string) => [...userKeys.all, 'secret', investorName] as const,
};
