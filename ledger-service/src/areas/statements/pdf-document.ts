import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { fontBold, fontRegular } from './statement-layout';

/**
 * The PDF/A-3b document every issued document is drawn on (docs/statements.md, Why the same statement
 * is the same bytes): US Letter, DejaVu Sans embedded, the dates the document's instant and the
 * document ID made from the info entries, so the same input gives the same bytes.
 */

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- pdfkit's types are a global namespace: only merging into it widens them
  namespace PDFKit.Mixins {
    // pdfkit takes a font fontkit has already parsed (its font factory takes any object with `layout`); its types omit it.
    interface PDFFont {
      registerFont(name: string, src: Font): this;
    }
  }
}

const require = createRequire(import.meta.url);
const parsedFont = (file: string): Font => {
  const font = create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
  if (!('layout' in font)) throw new Error(`${file} is a font collection`);
  return font;
};
let fonts: { regular: Font; bold: Font } | undefined;
/**
 * The fonts, read and parsed once per process: parsing them is most of a statement's rendering
 * time, and a document takes glyphs from the parsed font into its own subset without changing it.
 */
const parsedFonts = () => (fonts ??= { regular: parsedFont('DejaVuSans.ttf'), bold: parsedFont('DejaVuSans-Bold.ttf') });

/** The instant a document is known on, checked. */
export const instantOf = (knownOn: string): Date => {
  const at = new Date(knownOn);
  if (Number.isNaN(at.getTime())) throw new RangeError(`Expected an instant, got ${JSON.stringify(knownOn)}`);
  return at;
};

export interface PdfAOptions {
  title: string;
  /** The template version, kept as the document's Creator. */
  creator: string;
  knownOn: Date;
  /** A SHA-256 of everything the document shows: pdfkit makes the document ID from the info entries. */
  digest: string;
}

/** A new PDF/A-3b document with the fonts registered, and the promise of its bytes once it is ended. */
export const openPdfA = (options: PdfAOptions): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } => {
  const { knownOn } = options;
  const info: PDFKit.DocumentInfo & { StatementDigest: string } = {
    Title: options.title,
    Creator: options.creator,
    Producer: 'PDFKit',
    CreationDate: knownOn,
    ModDate: knownOn,
    StatementDigest: options.digest,
  };
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 54, bottom: 54, left: 54, right: 54 },
    subset: 'PDF/A-3b',
    pdfVersion: '1.7',
    bufferPages: true,
    lang: 'en-US',
    info,
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { regular, bold } = parsedFonts();
  doc.registerFont(fontRegular, regular);
  doc.registerFont(fontBold, bold);
  // PDF/A wants the XMP to say what the info says: pdfkit writes the creation date there, not this one.
  doc.appendXML(
    `<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/"><xmp:ModifyDate>${knownOn.toISOString().slice(0, 19)}Z</xmp:ModifyDate></rdf:Description>`,
  );
  return { doc, bytes };
};

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** '2024-03-31' as 'March 31, 2024'. */
export const longDate = (date: string) => `${months[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}, ${date.slice(0, 4)}`;
/** '2024-03-31' as '03/31/2024', as the screens show a day. */
export const shortDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
/** An instant in UTC to the second: '2025-01-15 22:00:00 UTC'. */
export const instant = (at: Date) => `${at.toISOString().slice(0, 10)} ${at.toISOString().slice(11, 19)} UTC`;
