import { adminKeys } from '../admin-keys';

/** The server-supplied lists the admin selects are filled from. */
export const helperKeys = {
  all: [...adminKeys.all, 'helpers'] as const,
};
