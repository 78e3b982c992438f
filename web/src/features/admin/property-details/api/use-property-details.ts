import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type GetAnswer } from '../../../../lib/api';
import { NOW, timeQuery, type ReportTime } from '../../../../lib/report-time';
import { propertyDetailKeys } from './keys';

/** The property's figures and rows, as the contract declares them (dollars). */
export type PropertyDetails = GetAnswer<'/admin/get_property_details'>;
/** A dated row; `detail` is the investor, description or notes (docs/figures.md, Admin figures). */
export type DetailRow = PropertyDetails['income'][number];
export type PropertyInvestor = PropertyDetails['investors_list'][number];

export const propertyDetailsQuery = (propertyName: string, time: ReportTime = NOW) =>
  queryOptions({
    queryKey: propertyDetailKeys.of(propertyName, time),
    queryFn: ({ signal }) =>
      api.get('/admin/get_property_details', { query: { selectedProperty: propertyName, ...timeQuery(time) }, signal }),
  });

/** Idle until a property is chosen; at `time` (today unless given). */
export function usePropertyDetails(propertyName: string, time: ReportTime = NOW) {
  return useQuery({ ...propertyDetailsQuery(propertyName, time), enabled: propertyName !== '' });
}
