import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { formKeys } from './keys';

export const propertyNotesQuery = (propertyName: string) =>
  queryOptions({
    queryKey: formKeys.propertyNotes(propertyName),
    queryFn: async ({ signal }) => {
      const body = await api.get('/admin/get_property_notes', {
        query: { property_name: propertyName },
        signal,
      });
      return typeof body?.notes === 'string' ? body.notes : '';
    },
  });

/** The current notes of the chosen property; idle until one is chosen. */
export function usePropertyNotes(propertyName: string) {
  return useQuery({ ...propertyNotesQuery(propertyName), enabled: propertyName !== '' });
}
