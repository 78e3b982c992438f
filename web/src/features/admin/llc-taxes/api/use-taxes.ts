import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { NOW, timeQuery, type ReportTime } from '../../../../lib/report-time';
import { taxKeys } from './keys';

export const llcTaxesQuery = (llcName: string, taxYear: string, time: ReportTime = NOW) =>
  queryOptions({
    queryKey: taxKeys.llc(llcName, taxYear, time),
    queryFn: ({ signal }) =>
      api.get('/admin/llc_taxes', { query: { selectedLLC: llcName, selectedTaxYear: taxYear, ...timeQuery(time) }, signal }),
  });

export const propertyTaxesQuery = (propertyName: string, taxYear: string, time: ReportTime = NOW) =>
  queryOptions({
    queryKey: taxKeys.property(propertyName, taxYear, time),
    queryFn: ({ signal }) =>
      api.get('/admin/property_taxes', {
        query: { selectedProperty: propertyName, selectedTaxYear: taxYear, ...timeQuery(time) },
        signal,
      }),
  });

/** Idle until both the LLC and the tax year are chosen; at `time` (today unless given). */
export function useLlcTaxes(llcName: string, taxYear: string, time: ReportTime = NOW) {
  return useQuery({ ...llcTaxesQuery(llcName, taxYear, time), enabled: llcName !== '' && taxYear !== '' });
}

/** Idle until a property of the LLC is picked; at `time` (today unless given). */
export function usePropertyTaxes(propertyName: string, taxYear: string, time: ReportTime = NOW) {
  return useQuery({ ...propertyTaxesQuery(propertyName, taxYear, time), enabled: propertyName !== '' && taxYear !== '' });
}
