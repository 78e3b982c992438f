/** Saves a blob under `fileName` through a temporary object URL (a download the browser keeps). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name part: letters and digits, runs of anything else as one '-'. */
const slug = (text: string) =>
  text
    .trim()
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'export';

/**
 * Fetches a CSV export (with the bearer token, through `download`) and saves it as
 * `part-part-part.csv`; failures are logged, the page stays as it was.
 */
export async function downloadCsv(download: () => Promise<Blob>, fileParts: readonly string[]): Promise<void> {
  try {
    const blob = await download();
    saveBlob(blob, `${fileParts.map(slug).join('-')}.csv`);
  } catch (error) {
    console.error('Error downloading CSV:', error);
  }
}
