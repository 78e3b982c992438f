/**
 * The drawing of the statement's tables on a pdfkit document: fixed columns, one line per row (a long
 * text is cut with an ellipsis, so a row's height never depends on the font's measures), and a new
 * page with the table's header again when a row would not fit above the footer.
 */

export const fontRegular = 'DejaVuSans';
export const fontBold = 'DejaVuSans-Bold';

export interface Column {
  readonly heading: string;
  readonly width: number;
  readonly align: 'left' | 'right';
}

/** Room kept at the bottom of each page for the footer ("Page n of N"). */
export const footerRoom = 36;
const rowHeight = 15;
const padding = 4;
const fontSize = 8.5;

const bottomOf = (doc: PDFKit.PDFDocument) => doc.page.height - doc.page.margins.bottom - footerRoom;

/** Starts a new page when `height` points would not fit on this one; says whether it did. */
export const makeRoom = (doc: PDFKit.PDFDocument, height: number): boolean => {
  if (doc.y + height <= bottomOf(doc)) return false;
  doc.addPage();
  return true;
};

/** `text` cut to `width` points in the current font, with an ellipsis when it is cut. */
const fitted = (doc: PDFKit.PDFDocument, text: string, width: number): string => {
  if (doc.widthOfString(text) <= width) return text;
  // The longest start that fits with the ellipsis, by halving (a description may be 2,000 characters).
  let fits = 0;
  let tooLong = text.length;
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (doc.widthOfString(`${text.slice(0, middle)}…`) <= width) fits = middle;
    else tooLong = middle;
  }
  return `${text.slice(0, fits)}…`;
};

const drawRow = (doc: PDFKit.PDFDocument, columns: readonly Column[], cells: readonly string[], bold: boolean, shaded: boolean) => {
  const left = doc.page.margins.left;
  const y = doc.y;
  const width = columns.reduce((total, c) => total + c.width, 0);
  if (shaded) doc.save().rect(left, y, width, rowHeight).fill('#eef1f5').restore();
  doc
    .font(bold ? fontBold : fontRegular)
    .fontSize(fontSize)
    .fillColor('#000000');
  let x = left;
  columns.forEach((column, i) => {
    const inner = column.width - 2 * padding;
    doc.text(fitted(doc, cells[i] ?? '', inner), x + padding, y + 4, { width: inner, align: column.align, lineBreak: false });
    x += column.width;
  });
  doc
    .moveTo(left, y + rowHeight)
    .lineTo(left + width, y + rowHeight)
    .lineWidth(0.5)
    .strokeColor('#c8ced6')
    .stroke();
  doc.x = left;
  doc.y = y + rowHeight;
};

/** A table: its header, then its rows (bold where `bold` says), the header again on each new page. */
export const drawTable = (
  doc: PDFKit.PDFDocument,
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
  bold: (index: number) => boolean = () => false,
) => {
  makeRoom(doc, 2 * rowHeight);
  const header = () =>
    drawRow(
      doc,
      columns,
      columns.map((c) => c.heading),
      true,
      true,
    );
  header();
  rows.forEach((cells, i) => {
    if (makeRoom(doc, rowHeight)) header();
    drawRow(doc, columns, cells, bold(i), false);
  });
};

/** A section's heading, kept on the page with at least the start of what follows it. */
export const heading = (doc: PDFKit.PDFDocument, text: string) => {
  doc.moveDown(0.8);
  makeRoom(doc, 3 * rowHeight + 14);
  doc.font(fontBold).fontSize(11).fillColor('#1f2a37').text(text, doc.page.margins.left);
  doc.moveDown(0.3);
};
