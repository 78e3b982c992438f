import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type GetAnswer } from '../../../../lib/api';
import { propertyDetailKeys } from './keys';

/** The property's figures and rows, as the contract declares them (dollars). */
export type PropertyDetails = GetAnswer<'/admin/get_property_details'>;
/** A dated row; `detail` is the investor, description or notes (docs/figures.md, Admin figures). */
export type DetailRow = PropertyDetails['income'][number];
export type PropertyInvestor = PropertyDetails['investors_list'][number];

export const propertyDetailsQuery = (propertyName: string) =>
  queryOptions({
    queryKey: propertyDetailKeys.of(propertyName),
    queryFn: ({ signal }) => api.get('/admin/get_property_details', { query: { selectedProperty: propertyName }, signal }),
  });

/** Idle until a property is chosen. */
export function usePropertyDetails(propertyName: string) {
  return useQuery({ ...propertyDetailsQuery(propertyName), enabled: propertyName !== '' });
}
