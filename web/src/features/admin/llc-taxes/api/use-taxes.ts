import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { taxKeys } from './keys';

export const llcTaxesQuery = (llcName: string, taxYear: string) =>
  queryOptions({
    queryKey: taxKeys.llc(llcName, taxYear),
    queryFn: ({ signal }) => api.get('/admin/llc_taxes', { query: { selectedLLC: llcName, selectedTaxYear: taxYear }, signal }),
  });

export const propertyTaxesQuery = (propertyName: string, taxYear: string) =>
  queryOptions({
    queryKey: taxKeys.property(propertyName, taxYear),
    queryFn: ({ signal }) =>
      api.get('/admin/property_taxes', {
        query: { selectedProperty: propertyName, selectedTaxYear: taxYear },
        signal,
      }),
  });

/** Idle until both the LLC and the tax year are chosen. */
export function useLlcTaxes(llcName: string, taxYear: string) {
  return useQuery({ ...llcTaxesQuery(llcName, taxYear), enabled: llcName !== '' && taxYear !== '' });
}

/** Idle until a property of the LLC is picked. */
export function usePropertyTaxes(propertyName: string, taxYear: string) {
  return useQuery({ ...propertyTaxesQuery(propertyName, taxYear), enabled: propertyName !== '' && taxYear !== '' });
}
