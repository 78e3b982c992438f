import { api } from '../../../../lib/api';
import { downloadCsv } from '../../../../lib/download-csv';

export const downloadLlcTaxesCsv = (llcName: string, taxYear: string) =>
  downloadCsv(
    () => api.download('/admin/llc_taxes.csv', { query: { selectedLLC: llcName, selectedTaxYear: taxYear } }),
    ['llc-taxes', llcName, taxYear],
  );

export const downloadPropertyTaxesCsv = (propertyName: string, taxYear: string) =>
  downloadCsv(
    () => api.download('/admin/property_taxes.csv', { query: { selectedProperty: propertyName, selectedTaxYear: taxYear } }),
    ['property-taxes', propertyName, taxYear],
  );
