import { createHash } from 'node:crypto';
import { timeTravel } from '@portal/projections';
import { formatCents } from '../../shared/money';
import { instant, instantOf, longDate, openPdfA, shortDate } from './pdf-document';
import { statementCsv } from './statement-csv';
import { drawTable, fontBold, fontRegular, footerRoom, heading, makeRoom, type Column } from './statement-layout';
import { footnotesOf, lineLabels, notMeaningful, recordKindLabels, statementTitle } from './statement-words';

/**
 * The statement as a PDF/A-3b document (docs/statements.md): US Letter, DejaVu Sans embedded (only
 * the glyphs used), the figures also attached as `statement.csv`. The same input gives the same bytes,
 * on any machine with the same versions: nothing reads a clock or a random source (the dates are the
 * statement's known_on, the document ID a hash of the input) and everything is drawn in a fixed order.
 * `templateVersion` names this layout: a change of what is drawn is a new version, since an issued
 * statement is kept as the bytes the investor got and verified by rendering it again.
 */
export const templateVersion = 'statement-v2';

export interface StatementDocumentInput {
  /** BRAND_TITLE. */
  readonly brandTitle: string;
  readonly investorName: string;
  /** The instant the figures are known at (ISO 8601 with its offset): the document's dates. */
  readonly knownOn: string;
  readonly figures: timeTravel.StatementFigures;
  /** Marks every page "Preview": a statement shown before it is issued, or for an open period. */
  readonly preview?: boolean;
}

/** A line's amount; one that takes from the account in parentheses. */
const lineAmount = (cents: number, deducted: boolean) => (deducted && cents > 0 ? `(${formatCents(cents)})` : formatCents(cents));

const money = (width: number, heading: string): Column => ({ heading, width, align: 'right' });

const drawHeader = (doc: PDFKit.PDFDocument, input: StatementDocumentInput, knownOn: Date) => {
  const { figures } = input;
  doc.font(fontBold).fontSize(10).fillColor('#4b5563').text(input.brandTitle);
  doc.font(fontBold).fontSize(18).fillColor('#111827').text(statementTitle);
  doc.moveDown(0.2);
  doc.font(fontBold).fontSize(12).text(input.investorName);
  doc.font(fontRegular).fontSize(10).fillColor('#374151');
  doc.text(`Period: ${longDate(figures.from)} to ${longDate(figures.through)}`);
  doc.text(`As known on ${instant(knownOn)}`);
};

const drawCapitalAccount = (doc: PDFKit.PDFDocument, figures: timeTravel.StatementFigures) => {
  heading(doc, 'Capital account');
  const columns = [
    { heading: '', width: 216, align: 'left' as const },
    money(96, 'Period'),
    money(96, 'Year to date'),
    money(96, 'Since inception'),
  ];
  const rows = timeTravel
    .accountLinesOf(figures)
    .map((line) => [
      lineLabels[line].label,
      ...[figures.period, figures.yearToDate, figures.sinceInception].map((column) =>
        lineAmount(column[line] ?? 0, lineLabels[line].deducted),
      ),
    ]);
  drawTable(doc, columns, rows, (i) => i === 0 || i === rows.length - 1);
};

const drawPerformance = (doc: PDFKit.PDFDocument, figures: timeTravel.StatementFigures) => {
  heading(doc, `Performance as of ${longDate(figures.through)}`);
  const { xirrPercent, tvpi, dpi } = figures.performance;
  const boxes: [string, string | null][] = [
    ['IRR', xirrPercent === null ? null : `${xirrPercent.toFixed(2)} %`],
    ['Equity Multiple (TVPI)', tvpi === null ? null : `${tvpi.toFixed(2)}×`],
    ['DPI', dpi === null ? null : `${dpi.toFixed(2)}×`],
  ];
  makeRoom(doc, 48);
  const left = doc.page.margins.left;
  const top = doc.y;
  doc.rect(left, top, 504, 44).lineWidth(0.75).strokeColor('#9ca3af').stroke();
  boxes.forEach(([label, value], i) => {
    const x = left + 12 + i * 168;
    doc
      .font(fontRegular)
      .fontSize(8.5)
      .fillColor('#4b5563')
      .text(label, x, top + 7, { width: 150, lineBreak: false });
    doc
      .font(fontBold)
      .fontSize(13)
      .fillColor('#111827')
      .text(value ?? '—', x, top + 20, { width: 150, lineBreak: false });
    if (value === null)
      doc
        .font(fontRegular)
        .fontSize(8)
        .fillColor('#4b5563')
        .text(notMeaningful, x + 22, top + 24, { lineBreak: false });
  });
  doc.x = left;
  doc.y = top + 44;
};

const drawProperties = (doc: PDFKit.PDFDocument, figures: timeTravel.StatementFigures) => {
  heading(doc, `Properties: invested on ${longDate(figures.through)}, and the period's income`);
  if (figures.properties.length === 0) {
    doc.font(fontRegular).fontSize(9).fillColor('#111827').text('No property holdings in the period.');
    return;
  }
  const columns = [
    { heading: 'Property', width: 116, align: 'left' as const },
    money(80, 'Invested'),
    money(76, 'Allocated'),
    money(68, 'Fee'),
    money(82, 'Own expenses'),
    money(82, 'Net income'),
  ];
  const rows = figures.properties.map((p) => [
    p.propertyName,
    ...[p.investedCents, p.allocatedShareCents, p.managementFeeCents, p.ownExpensesCents, p.netIncomeCents].map(formatCents),
  ]);
  drawTable(doc, columns, rows);
};

const drawRecords = (doc: PDFKit.PDFDocument, figures: timeTravel.StatementFigures) => {
  heading(doc, 'Records of the period');
  if (figures.records.length === 0) {
    doc.font(fontRegular).fontSize(9).fillColor('#111827').text('No investments, withdrawals or distributions in the period.');
    return;
  }
  const columns: Column[] = [
    { heading: 'Date', width: 62, align: 'left' },
    { heading: 'Record', width: 108, align: 'left' },
    { heading: 'Property', width: 124, align: 'left' },
    money(76, 'Amount'),
    { heading: 'Description', width: 134, align: 'left' },
  ];
  const rows = figures.records.map((r) => [
    shortDate(r.date),
    recordKindLabels[r.kind],
    r.propertyName ?? '',
    formatCents(r.amountCents),
    r.description,
  ]);
  drawTable(doc, columns, rows);
};

const drawFootnotes = (doc: PDFKit.PDFDocument, figures: timeTravel.StatementFigures) => {
  heading(doc, 'How is this computed?');
  doc.font(fontRegular).fontSize(8).fillColor('#374151');
  for (const note of footnotesOf(timeTravel.accountLinesOf(figures))) {
    makeRoom(doc, 24);
    doc.text(note, doc.page.margins.left, doc.y, { width: 504 });
    doc.moveDown(0.35);
  }
};

/** "Page n of N" (and "Preview") on every page, once all pages are laid out. */
const drawFooters = (doc: PDFKit.PDFDocument, input: StatementDocumentInput) => {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing below the margin would otherwise start a new page
    const y = doc.page.height - bottom - footerRoom / 2;
    const left = doc.page.margins.left;
    const label = `${input.investorName} · ${shortDate(input.figures.from)} to ${shortDate(input.figures.through)}`;
    doc.font(fontRegular).fontSize(8).fillColor('#4b5563');
    doc.text(label, left, y, { width: 380, lineBreak: false, height: 10 });
    doc.text(`Page ${i - start + 1} of ${count}`, left + 384, y, { width: 120, align: 'right', lineBreak: false });
    if (input.preview === true) {
      doc
        .font(fontBold)
        .fontSize(14)
        .fillColor('#b91c1c')
        .text('Preview', left + 384, 30, { width: 120, align: 'right', lineBreak: false });
    }
    doc.page.margins.bottom = bottom;
  }
};

/** The statement's PDF/A-3b bytes: the same for the same input, whenever and wherever it is rendered. */
export const renderStatementPdf = (input: StatementDocumentInput): Promise<Buffer> => {
  const knownOn = instantOf(input.knownOn);
  const csv = Buffer.from(statementCsv(input.figures), 'utf8');
  const digest = createHash('sha256')
    .update(
      JSON.stringify([templateVersion, input.brandTitle, input.investorName, knownOn.toISOString(), input.preview === true, input.figures]),
    )
    .digest('hex');
  const title = `${statementTitle} ${input.figures.from} to ${input.figures.through}`;
  const { doc, bytes } = openPdfA({ title, creator: templateVersion, knownOn, digest });
  const attachment: PDFKit.Mixins.PDFAttachmentOptions & { relationship: 'Data' } = {
    name: 'statement.csv',
    type: 'text/csv',
    description: 'The statement’s figures',
    creationDate: knownOn,
    modifiedDate: knownOn,
    relationship: 'Data',
  };
  doc.file(csv, attachment);

  drawHeader(doc, input, knownOn);
  drawCapitalAccount(doc, input.figures);
  drawPerformance(doc, input.figures);
  drawProperties(doc, input.figures);
  drawRecords(doc, input.figures);
  drawFootnotes(doc, input.figures);
  drawFooters(doc, input);
  doc.end();
  return bytes;
};
