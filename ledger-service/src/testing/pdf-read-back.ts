import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF read back as a reader sees it (pdf.js): each page's text, the XMP, the attachments by file name and the info. */
export const readBackPdf = async (pdf: Buffer) => {
  const loading = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false });
  const doc = await loading.promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const { info, metadata } = await doc.getMetadata();
  const attachments = new Map<string, string>();
  for (const [id, { filename }] of (await doc.getAttachments()) ?? [])
    attachments.set(filename, new TextDecoder().decode((await doc.getAttachmentContent(id)) ?? new Uint8Array()));
  const xmp = metadata?.getRaw() ?? '';
  await loading.destroy();
  return { pages, info: info as Record<string, unknown>, xmp, attachments };
};
