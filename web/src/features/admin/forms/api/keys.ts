import { adminKeys } from '../../../../lib/admin-keys';

/** Reads the record forms need besides the helper lists. */
export const formKeys = {
  all: [...adminKeys.all, 'forms'] as const,
  propertyNotes: (propertyName: string) => [...formKeys.all, 'property-notes', propertyName] as const,
};
