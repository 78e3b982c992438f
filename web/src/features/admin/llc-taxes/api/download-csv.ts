import { api } from '../../../../lib/api';

/** Saves a blob under `fileName` through a temporary object URL. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const slug = (text: string) =>
  text
    .trim()
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'export';

/** Fetches a CSV export with the bearer token and saves it; failures are logged. */
async function downloadCsv(download: () => Promise<Blob>, fileParts: readonly string[]): Promise<void> {
  try {
    const blob = await download();
    saveBlob(blob, `${fileParts.map(slug).join('-')}.csv`);
  } catch (error) {
    console.error('Error downloading CSV:', error);
  }
}

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
