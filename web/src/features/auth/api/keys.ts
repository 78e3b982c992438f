/** Query keys of the auth feature; everything under `all` is dropped on sign-out. */
export const authKeys = {
  all: ['auth'] as const,
  protected: () => [...authKeys.all, 'protected'] as const,
  adminLevel: () => [...authKeys.all, 'admin-level'] as const,
};
