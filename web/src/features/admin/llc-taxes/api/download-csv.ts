import { api } from '../../../../lib/api';
import { downloadCsv } from '../../../../lib/download-csv';
import { NOW, timeQuery, type ReportTime } from '../../../../lib/report-time';

/** The file name's parts for a view in time: the day and the moment asked, when asked. */
const timeParts = (time: ReportTime) => [
  ...(time.asOf === null ? [] : [`as-of-${time.asOf}`]),
  ...(time.knownOn === null ? [] : [`known-on-${time.knownOn}`]),
];

/** The LLC's tax CSV, at the same view in time as the report on screen. */
export const downloadLlcTaxesCsv = (llcName: string, taxYear: string, time: ReportTime = NOW) =>
  downloadCsv(
    () => api.download('/admin/llc_taxes.csv', { query: { selectedLLC: llcName, selectedTaxYear: taxYear, ...timeQuery(time) } }),
    ['llc-taxes', llcName, taxYear, ...timeParts(time)],
  );

/** The property's tax CSV, at the same view in time as the summary on screen. */
export const downloadPropertyTaxesCsv = (propertyName: string, taxYear: string, time: ReportTime = NOW) =>
  downloadCsv(
    () =>
      api.download('/admin/property_taxes.csv', {
        query: { selectedProperty: propertyName, selectedTaxYear: taxYear, ...timeQuery(time) },
      }),
    ['property-taxes', propertyName, taxYear, ...timeParts(time)],
  );
